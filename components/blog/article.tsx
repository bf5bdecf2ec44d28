import { cacheLife } from 'next/cache';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/intent-link';
import type { Post } from '@/lib/content/types';
import type { Reference } from '@/lib/blog/references';
import { postedLine } from '@/lib/blog/dates';
import { headingsOf } from '@/lib/blog/headings';
import { categoryPath, tagPath } from '@/lib/blog/paths';
import { blogText } from '@/content/blog-text';
import { CONTENT_EXPIRE_SECONDS, CONTENT_REVALIDATE_SECONDS } from '@/lib/content/freshness';
import { PrintSource } from '@/components/ui/print-source';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { BackToPosts } from './back-to-posts';
import { Column } from './column';
import { PostBody } from './portable-text';
import { PostedAgo } from './posted-ago';
import { PostDate } from './post-date';
import { ReferenceList } from './references';
import { ShareButtons } from './share-buttons';

/** Cached: Cache Components refuses `new Date()` in a prerender outside `'use cache'`. */
async function postedLineAtRender(publishedAt: string | null | undefined) {
  'use cache';
  cacheLife({ revalidate: CONTENT_REVALIDATE_SECONDS, expire: CONTENT_EXPIRE_SECONDS });
  return postedLine(publishedAt);
}

async function PostedAgoAtRender({ publishedAt }: { publishedAt: string | null }) {
  return <PostedAgo publishedAt={publishedAt} initial={await postedLineAtRender(publishedAt)} />;
}

export function Article({
  post,
  shareUrl,
  references = [],
}: {
  post: Post;
  shareUrl: string;
  references?: readonly Reference[];
}) {
  const dated = Boolean(post.publishedAt || post._updatedAt);
  const sections = headingsOf(post.body).filter((h) => h.tag === 'h2');
  return (
    <article className="pb-16 sm:pb-24">
      <header className="border-b border-line bg-surface-raised">
        <Column className="pt-6 pb-10 sm:pt-8 sm:pb-14">
          <div className="print-hidden">
            <BackToPosts />
          </div>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            {post.category ? <span className="eyebrow">{post.category.title}</span> : null}
            {/* Date and reading time wrap together, as one "October 28, 2026 · 3 min read". */}
            <span className="flex flex-wrap items-center gap-x-2">
              <PostDate post={post} />
              {dated && post.readingMinutes > 0 ? <span aria-hidden="true">·</span> : null}
              {post.readingMinutes > 0 ? (
                <span>{blogText.readingTime(post.readingMinutes)}</span>
              ) : null}
            </span>
          </p>
          <h1 className="mt-3 text-title text-ink">{post.title}</h1>
          <PrintSource url={shareUrl} />
          {post.author ? (
            <p className="mt-5 text-base text-ink-soft" data-testid="byline">
              {blogText.byline(post.author.name, post.author.role)}
            </p>
          ) : null}
        </Column>
      </header>

      {post.cover ? (
        <Column wide>
          <figure className="-mt-px pt-8 sm:pt-10">
            <Picture
              src={post.cover.header.url}
              alt={post.cover.header.alt}
              width={post.cover.header.width}
              height={post.cover.header.height}
              sizes="(min-width: 1024px) 64rem, calc(100vw - 2.5rem)"
              loading="eager"
              fetchPriority="high"
              className="aspect-[1200/640] w-full rounded-card object-cover shadow-card"
            />
            {post.cover.caption ? (
              <figcaption className="mt-3 text-center text-sm text-ink-muted">
                {post.cover.caption}
              </figcaption>
            ) : null}
          </figure>
        </Column>
      ) : null}

      <Column className="mt-10 sm:mt-14">
        {sections.length >= 3 ? (
          <TableOfContents label={blogText.contents} variant="box" items={sections} />
        ) : null}

        {post.body ? (
          <PostBody body={post.body} />
        ) : (
          <p className="rounded-card border border-dashed border-line-strong bg-surface-raised px-6 py-10 text-center text-lg text-ink-soft">
            {blogText.noContent}
          </p>
        )}

        <ReferenceList references={references} />

        <footer className="mt-14 space-y-6 border-t border-line pt-8">
          {post.author ? (
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-soft font-serif text-lg font-semibold text-accent-strong"
              >
                {post.author.name
                  .replace(/^Dr\.?\s+/, '')
                  .split(/\s+/)
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join('')}
              </span>
              <div>
                <p className="font-semibold text-ink">{post.author.name}</p>
                {post.author.role ? (
                  <p className="text-sm text-ink-muted">{post.author.role}</p>
                ) : null}
              </div>
            </div>
          ) : null}
          {post.category || post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={blogText.terms}>
              {post.category ? (
                <li>
                  <Link
                    href={categoryPath(post.category.slug)}
                    className="inline-flex min-h-8 items-center rounded-pill bg-ink px-3 text-sm font-medium text-ink-inverse hover:bg-ink-soft"
                  >
                    {post.category.title}
                  </Link>
                </li>
              ) : null}
              {post.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    href={tagPath(tag.slug)}
                    className="inline-flex min-h-8 items-center rounded-pill border border-line-strong bg-surface-raised px-3 text-sm text-ink-soft hover:border-accent hover:text-accent"
                  >
                    #{tag.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <PostedAgoAtRender publishedAt={post.publishedAt} />
          <div className="print-hidden">
            <ShareButtons url={shareUrl} title={post.title} />
          </div>
        </footer>
      </Column>
    </article>
  );
}
