import { Link } from '@/components/ui/intent-link';
import { listingPath } from '@/lib/blog/paths';
import { cn } from '@/lib/cn';
import { blogText } from '@/content/blog-text';

/** The pages shown around the current one: first, last, and two either side ("…" between). */
function pagesAround(page: number, pageCount: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? [null, p] : [p]));
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border px-4 text-sm font-medium';

interface PaginationProps {
  page: number;
  pageCount: number;
  pathOf?: (page: number) => string;
}

export function Pagination({ page, pageCount, pathOf = listingPath }: PaginationProps) {
  if (pageCount <= 1) return null;
  const neighbour = (to: number, rel: 'prev' | 'next', label: string) => (
    <li>
      <Link href={pathOf(to)} rel={rel} className={cn(item, 'border-line-strong')}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={blogText.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? neighbour(page - 1, 'prev', blogText.newer) : null}
        {pagesAround(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={pathOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`${blogText.page} ${p}`}
                className={cn(
                  item,
                  p === page
                    ? 'border-ink bg-ink text-ink-inverse'
                    : 'border-line-strong bg-surface-raised text-ink-soft hover:border-accent hover:text-accent',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? neighbour(page + 1, 'next', blogText.older) : null}
      </ul>
    </nav>
  );
}
