import type { BodyBlock } from '@/lib/content/types';
import { blockText } from './text';

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

export interface HeadingEntry {
  key: string;
  id: string;
  text: string;
  style: string;
}

/** Every heading of a body with a unique id, so sections can be linked (#id). */
export function headingsOf(body: readonly BodyBlock[] | null): HeadingEntry[] {
  if (!body) return [];
  const used = new Map<string, number>();
  const entries: HeadingEntry[] = [];
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
    });
  }
  return entries;
}
