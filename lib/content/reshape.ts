import { excerptOf, readingMinutes } from '@/lib/blog/text';
import { cropImage, inlineImage, type ImageProject, type ImageSource } from './image';
import type { RawBodyBlock, RawImage, RawIndexEntry, RawPost } from './queries';
import { isValidSlug } from './slug';
import type {
  BodyBlock,
  CoverImage,
  Post,
  PostAuthor,
  PostCategory,
  PostIndexEntry,
  PostSummary,
} from './types';
import type { PortableTextBlock } from '@portabletext/types';

/** Reshaping at the seam: raw CMS results in, component-facing types out. Nothing else is trusted. */

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function isoDate(value: unknown): string | null {
  const text = str(value);
  return text && !Number.isNaN(Date.parse(text)) ? text : null;
}

function imageSource(raw: RawImage | null | undefined): ImageSource | null {
  const url = str(raw?.imageUrl);
  if (!raw || !url) return null;
  return {
    assetId: str(raw.assetId),
    url,
    width: num(raw.dimensions?.width, 1200),
    height: num(raw.dimensions?.height, 630),
  };
}

function cover(
  raw: RawImage | null | undefined,
  title: string,
  project: ImageProject,
): CoverImage | null {
  const source = imageSource(raw);
  if (!source) return null;
  const alt = str(raw?.altText) ?? title;
  return {
    card: cropImage(source, 'card', alt, project),
    header: cropImage(source, 'header', alt, project),
    share: cropImage(source, 'share', alt, project),
    caption: str(raw?.caption),
  };
}

function reference(
  raw: { _id?: unknown; title?: unknown; slug?: { current?: unknown } | null } | null | undefined,
): PostCategory | null {
  const id = str(raw?._id);
  const title = str(raw?.title);
  const slug = str(raw?.slug?.current);
  return id && title && slug ? { id, title, slug } : null;
}

function author(raw: RawPost['author']): PostAuthor | null {
  const id = str(raw?._id);
  const name = str(raw?.name);
  return id && name ? { id, name, role: str(raw?.role?.title) } : null;
}

function textBlock(raw: RawBodyBlock, key: string): PortableTextBlock {
  const children = Array.isArray(raw.children)
    ? raw.children
        .filter((child): child is Record<string, unknown> => !!child && typeof child === 'object')
        .map((child, index) => ({
          ...child,
          _type: str(child._type) ?? 'span',
          _key: str(child._key) ?? `${key}-${index}`,
          text: typeof child.text === 'string' ? child.text : '',
          marks: Array.isArray(child.marks)
            ? child.marks.filter((m): m is string => typeof m === 'string')
            : [],
        }))
    : [];
  const markDefs = Array.isArray(raw.markDefs)
    ? raw.markDefs
        .filter((def): def is Record<string, unknown> => !!def && typeof def === 'object')
        .map((def) => ({ ...def, _type: str(def._type) ?? 'unknown', _key: str(def._key) ?? '' }))
    : [];
  const block: PortableTextBlock = {
    _type: 'block',
    _key: key,
    style: str(raw.style) ?? 'normal',
    markDefs,
    children,
  };
  if (str(raw.listItem)) {
    block.listItem = raw.listItem as string;
    block.level = num(raw.level, 1);
  }
  return block;
}

function bodyBlock(raw: unknown, index: number, project: ImageProject): BodyBlock | null {
  if (!raw || typeof raw !== 'object') return null;
  const block = raw as RawBodyBlock;
  const type = str(block._type);
  if (!type) return null;
  const key = str(block._key) ?? `block-${index}`;
  if (type === 'block') return textBlock(block, key);
  if (type === 'image') {
    const source = imageSource(block as RawImage);
    if (!source) return null;
    const alt = str(block.altText) ?? '';
    return {
      _type: 'image',
      _key: key,
      image: inlineImage(source, alt, project),
      caption: str(block.caption),
    };
  }
  if (type === 'video') {
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
  const title = str(raw.title) ?? 'Untitled';
  const body = Array.isArray(raw.body)
    ? raw.body
        .map((block, index) => bodyBlock(block, index, project))
        .filter((block): block is BodyBlock => block !== null)
    : null;
  return {
    id,
    slug,
    title,
    publishedAt: isoDate(raw.publishedAt),
    _updatedAt: isoDate(raw._updatedAt),
    excerpt: excerptOf(body),
    readingMinutes: readingMinutes(body),
    cover: cover(raw.image, title, project),
    author: author(raw.author),
    category: reference(raw.category),
    tags: Array.isArray(raw.tags)
      ? raw.tags.map(reference).filter((tag): tag is PostCategory => tag !== null)
      : [],
    body,
  };
}

export function toSummary(post: Post): PostSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { body, ...summary } = post;
  return summary;
}

export function toIndexEntry(raw: RawIndexEntry | null | undefined): PostIndexEntry | null {
  if (!raw || typeof raw !== 'object' || !isValidSlug(raw.slug)) return null;
  return {
    slug: raw.slug,
    publishedAt: isoDate(raw.publishedAt),
    _updatedAt: isoDate(raw._updatedAt),
  };
}
