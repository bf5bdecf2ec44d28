import type { BodyBlock } from '@/lib/content/types';
import { blockText } from '@/lib/content/text';

const HEADING_STYLES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** "Where they differ in practice" → "where-they-differ-in-practice". */
export function slugifyHeading(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingEntry {
  key: string;
  id: string;
  text: string;
  /** The CMS style, h1–h6. */
  style: string;
  /** Its element: the body's levels ranked from h2 (capped at h6), so the outline has no gaps. */
  tag: HeadingTag;
}

/** Every heading of a body with a unique id, so sections can be linked (#id). */
export function headingsOf(body: readonly BodyBlock[] | null): HeadingEntry[] {
  if (!body) return [];
  const used = new Map<string, number>();
  const entries: HeadingEntry[] = [];
  const levels = Array.from(
    new Set(
      body
        .map((block) => (block as { style?: unknown }).style)
        .filter((style): style is string => typeof style === 'string' && HEADING_STYLES.has(style)),
    ),
  ).sort();
  const tagOf = (style: string) => `h${Math.min(6, 2 + levels.indexOf(style))}` as HeadingTag;
  for (const block of body) {
    const style = (block as { style?: unknown }).style;
    if (block._type !== 'block' || typeof style !== 'string' || !HEADING_STYLES.has(style))
      continue;
    const text = blockText(block);
    const base = slugifyHeading(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    entries.push({
      key: block._key ?? base,
      id: count ? `${base}-${count + 1}` : base,
      text,
      style,
      tag: tagOf(style),
    });
  }
  return entries;
}
