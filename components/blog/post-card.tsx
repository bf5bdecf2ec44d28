import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/intent-link';
import type { PostSummary } from '@/lib/content/types';
import { formatShortDate } from '@/lib/blog/dates';
import { articlePath } from '@/lib/blog/paths';
import { cn } from '@/lib/cn';
import { ArticleLinkStatus } from './article-link-status';

/** A post in the index grid: 900x520 image, short date, title, 3-line excerpt, "Read article". */
export function PostCard({
  post,
  eager = false,
  featured = false,
}: {
  post: PostSummary;
  eager?: boolean;
  /** The lead card: image beside the text on large screens. */
  featured?: boolean;
}) {
  const date = formatShortDate(post.publishedAt);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card transition-shadow duration-200 focus-within:shadow-lift hover:shadow-lift',
        featured && 'lg:flex-row',
      )}
      data-testid="post-card"
    >
      <div
        className={cn(
          'aspect-[900/520] overflow-hidden bg-surface-sunken',
          featured && 'lg:aspect-auto lg:w-3/5 lg:shrink-0',
        )}
      >
        {post.cover ? (
          <Picture
            src={post.cover.card.url}
            alt={post.cover.card.alt}
            width={post.cover.card.width}
            height={post.cover.card.height}
            sizes={
              featured
                ? '(min-width: 1024px) 42rem, (min-width: 640px) 90vw, calc(100vw - 2.5rem)'
                : '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 2.5rem)'
            }
            className="blog-card-image h-full w-full object-cover"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div
        className={cn('flex flex-1 flex-col p-5 sm:p-6', featured && 'lg:justify-center lg:p-10')}
      >
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          {post.category ? (
            <span className="font-semibold text-accent">{post.category.title}</span>
          ) : null}
          {post.category && date ? <span aria-hidden="true">·</span> : null}
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
        </p>
        <h2
          className={cn(
            'mt-2 font-serif text-xl leading-snug font-semibold text-ink',
            featured && 'lg:text-heading',
          )}
        >
          <Link
            href={articlePath(post.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {post.title}
            <ArticleLinkStatus />
          </Link>
        </h2>
        {post.excerpt ? (
          <p
            className={cn(
              'mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-ink-soft',
              featured && 'lg:text-base',
            )}
          >
            {post.excerpt}
          </p>
        ) : null}
        <p
          className={cn(
            'mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-accent',
            featured && 'lg:mt-0',
          )}
          aria-hidden="true"
        >
          Read article
          <span className="transition-transform duration-200 group-hover:translate-x-1">→</span>
        </p>
      </div>
    </article>
  );
}

/** The loading state of the index: an empty list placeholder in the shape of the grid. */
export function PostCardSkeleton() {
  return (
    <div
      className="blog-skeleton flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised"
      aria-hidden="true"
    >
      <div className="aspect-[900/520] bg-surface-sunken" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-1/3 rounded bg-surface-sunken" />
        <div className="h-5 w-5/6 rounded bg-surface-sunken" />
        <div className="h-3 w-full rounded bg-surface-sunken" />
        <div className="h-3 w-4/5 rounded bg-surface-sunken" />
      </div>
    </div>
  );
}
