import type { BodyBlock } from './types';

export const EXCERPT_LENGTH = 160;
/** Typical adult silent reading speed for non-fiction. */
const WORDS_PER_MINUTE = 220;

/** A text block as the site reads it; a mark's own fields are each mark type's to check. */
export interface TextBlock {
  _type: 'block';
  style?: string;
  listItem?: string;
  markDefs?: Array<{ _type: string; _key: string; [field: string]: unknown }>;
  children?: Array<{ text?: unknown; marks?: string[] }>;
}

export function isTextBlock(block: BodyBlock): block is BodyBlock & TextBlock {
  return block._type === 'block' && Array.isArray((block as TextBlock).children);
}

export function blockText(block: BodyBlock): string {
  if (!isTextBlock(block)) return '';
  return (block.children ?? [])
    .map((child) => (typeof child.text === 'string' ? child.text : ''))
    .join('');
}

export function bodyText(body: readonly BodyBlock[] | null): string {
  if (!body) return '';
  return body.map(blockText).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** Cuts on a word boundary when possible, adding "…". */
export function truncate(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Counted as the Studio counts (UTF-16), but never ending in half an emoji.
  const slice = clean.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The body's paragraphs (not headings), cut. */
export function excerptOf(body: readonly BodyBlock[] | null): string {
  if (!body) return '';
  const paragraphs = body.filter(
    (block) =>
      isTextBlock(block) && (block.style ?? 'normal') === 'normal' && block.listItem === undefined,
  );
  return truncate(bodyText(paragraphs.length > 0 ? paragraphs : body));
}

/** Minutes to read the body, rounded up (figures and video take time too); 0 without text. */
export function readingMinutes(body: readonly BodyBlock[] | null): number {
  const words = bodyText(body).split(' ').filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}
