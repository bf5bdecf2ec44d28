import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/intent-link';
import type { PostCardData } from '@/lib/blog/card';
import { articlePath } from '@/lib/blog/paths';
import { blogText } from '@/content/blog-text';
import { ArticleLinkStatus } from './article-link-status';
import { PostDate } from './post-date';

export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  return (
    <article className="post-card group" data-testid="post-card">
      <div className="post-card-cover">
        {post.cover ? (
          <Picture
            src={post.cover.card.url}
            alt={post.cover.card.alt}
            width={post.cover.card.width}
            height={post.cover.card.height}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 2.5rem)"
            className="blog-card-image"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div className="post-card-body">
        <p className="post-card-meta">
          {post.category ? (
            <>
              <span className="post-card-category">{post.category.title}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <PostDate post={post} short undated={blogText.undated} />
        </p>
        {/* The link holds the heading (not the other way round): its loading status may not sit
            inside a heading. Its ::after covers the card, so the whole card opens the article. */}
        <Link href={articlePath(post.slug)} className="post-card-link">
          <h2 className="post-card-title">{post.title}</h2>
          <ArticleLinkStatus />
        </Link>
        {post.excerpt ? <p className="post-card-excerpt">{post.excerpt}</p> : null}
        <p className="post-card-more" aria-hidden="true">
          {blogText.readArticle}
          <span className="card-arrow">→</span>
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts }: { posts: readonly PostCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="posts-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

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
