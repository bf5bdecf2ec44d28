import { Link } from '@/components/ui/intent-link';
import type { SitemapGroup } from '@/lib/routes';
import { ChevronRightIcon } from '@/components/ui/icons';
import { slugifyHeading } from '@/lib/blog/headings';

export function SitemapGroups({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className="gap-12 lg:columns-2">
      {groups.map((group) => {
        const headingId = `sitemap-${slugifyHeading(group.title)}`;
        return (
          <section
            key={group.title}
            aria-labelledby={headingId}
            data-testid="sitemap-group"
            className="mb-12 break-inside-avoid last:mb-0"
          >
            <h2 id={headingId} className="text-heading text-ink">
              {group.title}
            </h2>
            <ul className="mt-5 grid gap-3">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    className="sitemap-link group flex items-start justify-between gap-4 rounded-xl border border-line bg-surface-raised p-4"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-accent group-hover:underline">
                        {link.label}
                      </span>
                      <span className="mt-1 block text-sm leading-relaxed text-ink-soft">
                        {link.description}
                      </span>
                      <span className="mt-1 block break-all font-mono text-xs text-ink-muted">
                        {link.path}
                      </span>
                    </span>
                    <ChevronRightIcon className="mt-0.5 shrink-0 text-ink-muted group-hover:text-accent" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
