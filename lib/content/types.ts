import type { PortableTextBlock } from '@portabletext/types';

/** Component-facing shapes of the blog. Components never see raw CMS documents. */

export interface PostImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface CoverImage {
  /** 900x520 crop for cards. */
  card: PostImage;
  /** 1200x640 crop for the article header. */
  header: PostImage;
  /** 1200x630 crop for social previews and the feed. */
  share: PostImage;
  caption: string | null;
}

export interface PostAuthor {
  id: string;
  name: string;
  role: string | null;
}

export interface PostCategory {
  id: string;
  title: string;
  slug: string;
}

export type PostTag = PostCategory;

export interface ImageBlock {
  _type: 'image';
  _key: string;
  image: PostImage;
  caption: string | null;
}

export interface VideoBlock {
  _type: 'video';
  _key: string;
  url: string;
  caption: string | null;
}

/** A block whose type the site does not know: kept only by type and key, rendered as nothing. */
export interface UnknownBlock {
  _type: string;
  _key: string;
}

export type BodyBlock = PortableTextBlock | ImageBlock | VideoBlock | UnknownBlock;

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  /** ISO date-time, or null when the post has no publish date. */
  publishedAt: string | null;
  /** Last edit in the CMS (ISO), when known. */
  _updatedAt: string | null;
  /** Body text, at most 160 characters, with an ellipsis when cut. */
  excerpt: string;
  readingMinutes: number;
  cover: CoverImage | null;
  author: PostAuthor | null;
  category: PostCategory | null;
  tags: PostTag[];
}

/** A listed post as the sitemap and the routes know it. */
export type PostIndexEntry = Pick<PostSummary, 'slug' | 'publishedAt' | '_updatedAt'>;

export interface Post extends PostSummary {
  /** null when the CMS body is not a list ("No content yet."). */
  body: BodyBlock[] | null;
}

/** A category or a tag that at least one listed post carries, with the number of such posts. */
export interface Term {
  slug: string;
  title: string;
  postCount: number;
}

export type TermKind = 'category' | 'tag';

/** The blog's categories and tags (each by title); terms no listed post carries are left out. */
export interface Taxonomy {
  categories: Term[];
  tags: Term[];
}
