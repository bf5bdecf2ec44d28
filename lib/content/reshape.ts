import { blogText } from '@/content/blog-text';
import { ownerDate, ownerTime } from '@/lib/dates';
import { excerptOf, readingMinutes, truncate } from './text';
import { cropImage, inlineImage, shareImage, type ImageProject, type ImageSource } from './image';
import type {
  POST_CITATIONS_QUERY_RESULT,
  POST_INDEX_QUERY_RESULT,
  POST_QUERY_RESULT,
  TAXONOMY_QUERY_RESULT,
} from './sanity.types';
import { isValidSlug } from './slug';
import type {
  BodyBlock,
  Post,
  PostCategory,
  PostCitations,
  PostIndexEntry,
  PostSummary,
  Taxonomy,
  Term,
} from './types';
import type { PortableTextBlock } from '@portabletext/types';

/** The wire may disagree with the schema (API writes, old documents): check every value here. */
export type RawPost = NonNullable<POST_QUERY_RESULT>;
type RawImage = NonNullable<RawPost['image']>;
type RawBodyBlock = NonNullable<RawPost['body']>[number];
type RawTextBlock = Extract<RawBodyBlock, { _type: 'block' }>;
type RawBodyImage = Extract<RawBodyBlock, { _type: 'image' }>;
type RawBodyVideo = Extract<RawBodyBlock, { _type: 'video' }>;
type RawReference = { _id?: unknown; title?: unknown; slug?: { current?: unknown } | null };

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A date the CMS gives, as the owner's clock reads it (with its offset); null if it is none, or
 * not a four-digit year (`+275760-09-13` parses), which no date line can write.
 */
function isoDate(value: unknown): string | null {
  const time = ownerDate(str(value)?.trim() ?? '');
  const iso = Number.isNaN(time) ? '' : ownerTime(new Date(time));
  return /^\d{4}-/.test(iso) ? iso : null;
}

function imageSource(raw: RawImage | RawBodyImage | null | undefined): ImageSource | null {
  const url = str(raw?.imageUrl);
  if (!raw || !url) return null;
  return {
    assetId: str(raw.assetId),
    url,
    width: num(raw.dimensions?.width, 1200),
    height: num(raw.dimensions?.height, 630),
    crop: measured(raw.crop, ['top', 'bottom', 'left', 'right']),
    hotspot: measured(raw.hotspot, ['x', 'y', 'width', 'height']),
  };
}

/** The editor's crop or hotspot if each of `sides` is a number: else none, not a NaN frame. */
function measured<T extends object>(value: T | null | undefined, sides: readonly (keyof T)[]) {
  return value && typeof value === 'object' && sides.every((side) => Number.isFinite(value[side]))
    ? value
    : null;
}

function cover(raw: RawImage | null | undefined, title: string, project: ImageProject) {
  const source = imageSource(raw);
  if (!source) return null;
  const alt = str(raw?.altText) ?? title;
  return {
    card: cropImage(source, 'card', alt, project),
    header: cropImage(source, 'header', alt, project),
    share: shareImage(source, alt, project),
    caption: str(raw?.caption),
  };
}

/** A term whose slug the site's rule refuses has no page: left out, as the taxonomy leaves it. */
function reference(raw: RawReference | null | undefined): PostCategory | null {
  const id = str(raw?._id);
  const title = str(raw?.title);
  const slug = raw?.slug?.current;
  return id && title && isValidSlug(slug) ? { id, title, slug } : null;
}

function author(raw: RawPost['author']): Post['author'] {
  const id = str(raw?._id);
  const name = str(raw?.name);
  return id && name ? { id, name, role: str(raw?.role?.title) } : null;
}

/** The objects in a list (anything else, or no list, gives none). */
function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
}

/**
 * A style, list, mark or type, which the renderer looks up in its tables: a name every object has
 * ("constructor", "__proto__") would find the object's own function there, so it names nothing.
 */
const tableName = (value: unknown) => {
  const name = str(value);
  return name && !(name in Object.prototype) ? name : null;
};

function textBlock(raw: RawTextBlock, key: string): PortableTextBlock {
  const listItem = str(raw.listItem) && (tableName(raw.listItem) ?? 'bullet');
  return {
    _type: 'block',
    _key: key,
    style: tableName(raw.style) ?? 'normal',
    markDefs: objects(raw.markDefs).map((def) => ({
      ...def,
      _type: tableName(def._type) ?? 'unknown',
      _key: str(def._key) ?? '',
    })),
    children: objects(raw.children).map((child, index) => ({
      ...child,
      _type: tableName(child._type) ?? 'span',
      _key: str(child._key) ?? `${key}-${index}`,
      text: typeof child.text === 'string' ? child.text : '',
      marks: (Array.isArray(child.marks) ? child.marks : []).filter((m) => tableName(m) !== null),
    })),
    ...(listItem ? { listItem, level: num(raw.level, 1) } : {}),
  };
}

function bodyBlock(raw: RawBodyBlock, index: number, project: ImageProject): BodyBlock | null {
  if (!raw || typeof raw !== 'object' || !str(raw._type)) return null;
  const type = tableName(raw._type) ?? 'unknown';
  const key = str(raw._key) ?? `block-${index}`;
  if (type === 'block') return textBlock(raw as RawTextBlock, key);
  if (type === 'image') {
    const block = raw as RawBodyImage;
    const source = imageSource(block);
    const image = source && inlineImage(source, str(block.altText) ?? '', project);
    return image && { _type: 'image', _key: key, image, caption: str(block.caption) };
  }
  if (type === 'video') {
    const block = raw as RawBodyVideo;
    const url = str(block.videoUrl);
    return url ? { _type: 'video', _key: key, url, caption: str(block.caption) } : null;
  }
  // Unknown block types keep only their type and key: the renderer skips them.
  return { _type: type, _key: key };
}

export function toPost(raw: RawPost | null | undefined, project: ImageProject = null): Post | null {
  if (!raw || typeof raw !== 'object') return null;
  const id = str(raw._id);
  const slug = str(raw.slug?.current);
  // A slug the site's rule refuses could never be opened: such a post is left out everywhere.
  if (!id || !isValidSlug(slug)) return null;
  const title = str(raw.title) ?? blogText.untitled;
  const body = Array.isArray(raw.body)
    ? raw.body
        .map((block, index) => bodyBlock(block, index, project))
        .filter((block) => block !== null)
    : null;
  // A tag given twice is one tag, as the taxonomy counts it: listed once, where it first stands.
  const tags = objects(raw.tags).map(reference);
  return {
    id,
    slug,
    title,
    publishedAt: isoDate(raw.publishedAt),
    _updatedAt: isoDate(raw._updatedAt),
    // The editor's excerpt when there is one (cut to 160 characters), else the body's.
    excerpt: truncate(str(raw.excerpt) ?? '') || excerptOf(body),
    readingMinutes: readingMinutes(body),
    cover: cover(raw.image, title, project),
    author: author(raw.author),
    category: reference(raw.category),
    tags: [...new Map(tags.map((tag) => [tag?.slug, tag])).values()].filter((tag) => tag !== null),
    body,
  };
}

export function toSummary(post: Post): PostSummary {
  const { body, ...summary } = post;
  return summary;
}

export type RawIndexEntry = POST_INDEX_QUERY_RESULT[number];

export function toIndexEntry(raw: RawIndexEntry | null | undefined): PostIndexEntry | null {
  if (!raw || typeof raw !== 'object' || !isValidSlug(raw.slug)) return null;
  return {
    slug: raw.slug,
    publishedAt: isoDate(raw.publishedAt),
    _updatedAt: isoDate(raw._updatedAt),
  };
}

export type RawTaxonomy = TAXONOMY_QUERY_RESULT;

export function toTaxonomy(raw: RawTaxonomy): Taxonomy {
  const categoryPosts = new Map<string, string[]>();
  const tagPosts = new Map<string, string[]>();
  const add = (postsOf: Map<string, string[]>, term: unknown, post: string) => {
    if (typeof term === 'string') postsOf.set(term, [...(postsOf.get(term) ?? []), post]);
  };
  for (const post of raw.posts) {
    if (!isValidSlug(post?.slug)) continue;
    add(categoryPosts, post.category, post.slug);
    // A post tagged twice with one tag is still one post of that tag.
    for (const tag of new Set(Array.isArray(post.tags) ? post.tags : []))
      add(tagPosts, tag, post.slug);
  }
  const terms = (list: RawTaxonomy['categories'], postsOf: Map<string, string[]>): Term[] => {
    const seen = new Map<string, Term>();
    for (const term of list) {
      const slug = term?.slug;
      const title = str(term?.title);
      const posts = isValidSlug(slug) ? postsOf.get(slug) : undefined;
      if (isValidSlug(slug) && title && posts && !seen.has(slug))
        seen.set(slug, { slug, title, posts });
    }
    return [...seen.values()];
  };
  return { categories: terms(raw.categories, categoryPosts), tags: terms(raw.tags, tagPosts) };
}

export type RawPostCitations = POST_CITATIONS_QUERY_RESULT[number];

/** A post's citation marks, those no passage carries left out (the article shows none of them). */
export function toPostCitations(raw: RawPostCitations | null | undefined): PostCitations | null {
  if (!raw || typeof raw !== 'object' || !isValidSlug(raw.slug)) return null;
  const citations = objects(raw.blocks).flatMap((block) => {
    const marks = new Set(Array.isArray(block.marks) ? block.marks : []);
    return objects(block.citations).flatMap((mark) =>
      typeof mark._key === 'string' && marks.has(mark._key)
        ? [{ key: mark.key, doi: mark.doi }]
        : [],
    );
  });
  return { slug: raw.slug, title: str(raw.title) ?? blogText.untitled, citations };
}
