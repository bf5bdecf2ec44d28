import type {
  CoverImage,
  PostAuthor,
  PostCategory,
  PostSummary,
  PostTag,
} from '@/lib/content/types';

/**
 * A listed post as the blog index's island holds it: what a card shows and what the search and
 * the category chips read. The island's props travel in the page's payload beside the cards the
 * server rendered, and the lists the index fetches carry the same shape, so the article's header
 * and share crops, the caption, the author's role and the terms' ids stay on the server.
 */
export type PostCardData = Pick<
  PostSummary,
  'id' | 'slug' | 'title' | 'publishedAt' | '_updatedAt' | 'excerpt'
> & {
  cover: Pick<CoverImage, 'card'> | null;
  author: Pick<PostAuthor, 'name'> | null;
  category: Pick<PostCategory, 'slug' | 'title'> | null;
  tags: Array<Pick<PostTag, 'title'>>;
};

export function toCard(post: PostSummary): PostCardData {
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
