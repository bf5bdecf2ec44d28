import type { BodyBlock } from '@/lib/content/types';
import { blockText } from '@/lib/content/text';

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

/**
 * Each heading with a unique id (#id links) and a tag ranked from h2: the outline has no gaps. A
 * heading style left on a line with no text is no heading (PostBody draws nothing for it).
 */
export function headingsOf(body: readonly BodyBlock[] | null) {
  const found = (body ?? []).flatMap((block) => {
    const { style } = block as { style?: unknown };
    const text = blockText(block);
    if (typeof style !== 'string' || !/^h[1-6]$/.test(style) || !text.trim()) return [];
    return [{ block, style, text }];
  });
  const used = new Map<string, number>();
  const levels = Array.from(new Set(found.map((h) => h.style))).sort();
  return found.map(({ block, style, text }) => {
    const base = slugifyHeading(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const tag = `h${Math.min(6, 2 + levels.indexOf(style))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
    return { key: block._key ?? base, id: count ? `${base}-${count + 1}` : base, title: text, tag };
  });
}
