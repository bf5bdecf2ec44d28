import type { PortableTextBlock } from '@portabletext/types';

/** Component-facing shapes of the blog. Components never see raw CMS documents. */

export interface PostImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface CoverImage {
  card: PostImage;
  header: PostImage;
  /** Social previews at 1200x630, where the CMS crops them (lib/content/image.ts). */
  share: PostImage | null;
  caption: string | null;
}

export interface PostCategory {
  id: string;
  title: string;
  slug: string;
}

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

/** Text, a figure, a video, or a block of a type the site does not know (rendered as nothing). */
export type BodyBlock =
  PortableTextBlock | ImageBlock | VideoBlock | { _type: string; _key: string };

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  publishedAt: string | null;
  _updatedAt: string | null;
  excerpt: string;
  readingMinutes: number;
  cover: CoverImage | null;
  author: { id: string; name: string; role: string | null } | null;
  category: PostCategory | null;
  tags: PostCategory[];
}

export type PostIndexEntry = Pick<PostSummary, 'slug' | 'publishedAt' | '_updatedAt'>;

export interface Post extends PostSummary {
  /** null when the CMS body is not a list ("No content yet."). */
  body: BodyBlock[] | null;
}

export interface Term {
  slug: string;
  title: string;
  /** The slugs of its posts, newest first. */
  posts: string[];
}

export type TermKind = 'category' | 'tag';

/** Terms no listed post carries are left out. */
export interface Taxonomy {
  categories: Term[];
  tags: Term[];
}

/** A post's citation marks that its text carries, as written (lib/blog/citations.ts reads them). */
export interface PostCitations {
  slug: string;
  title: string;
  citations: { key: unknown; doi: unknown }[];
}
