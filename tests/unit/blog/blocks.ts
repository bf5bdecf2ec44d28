import type { BodyBlock } from '@/lib/content/types';

/** Portable Text spans and text blocks as the CMS stores them, each with a key of its own. */
let n = 0;
export const span = (text: string, marks: string[] = []) => ({
  _type: 'span',
  _key: `s${n++}`,
  text,
  marks,
});
export const block = (children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) =>
  ({
    _type: 'block',
    _key: `b${n++}`,
    style: 'normal',
    markDefs: [],
    children,
    ...extra,
  }) as BodyBlock;
