import type { PostSummary } from '@/lib/content/types';

/** A listed post as the blog index's island gets it in the page's payload: only what it shows. */
export type PostCardData = ReturnType<typeof toCard>;

export function toCard(post: PostSummary) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    publishedAt: post.publishedAt,
    _updatedAt: post._updatedAt,
    excerpt: post.excerpt,
    cover: post.cover && { card: post.cover.card },
    author: post.author && { name: post.author.name },
    category: post.category && { slug: post.category.slug, title: post.category.title },
    tags: post.tags.map((tag) => ({ title: tag.title })),
  };
}
