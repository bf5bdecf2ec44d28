/**
 * A `citation` mark on a passage names one work of the research record, by key or DOI. Pure, with
 * relative imports only: the Studio checks a mark with the same rule.
 */
import type { Csl } from '../research/csl';
import type { BodyBlock } from '../content/types';
import { isTextBlock, type TextBlock } from '../content/text';
import { isWorkKey } from '../research/bibtex-scan';
import { normalizeDoi } from '../identifiers';

/** What a citation names: a work's key as the record writes it, or a DOI (bare). */
export type CitationTarget = { key: string } | { doi: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Exactly one of a well-formed key or DOI (a doi.org link is read as its DOI); else null. The mark
 * is as the CMS stores it: an API write may put anything in its fields.
 */
export function citationTarget(mark: Record<string, unknown>): CitationTarget | null {
  const key = text(mark.key);
  const doi = text(mark.doi);
  if (key && doi) return null;
  if (key) return isWorkKey(key) ? { key } : null;
  const bare = doi && normalizeDoi(doi);
  return bare ? { doi: bare } : null;
}

/** By key as written, else case-folded (as BibTeX compares keys), or by DOI case-folded. */
export function workFinder(works: readonly Csl[]): (target: CitationTarget) => Csl | undefined {
  // Reversed, so the first work under a key wins (a Map keeps the last).
  const index = (keyOf: (work: Csl) => string | undefined) =>
    new Map(works.map((work) => [keyOf(work), work] as const).reverse());
  const byKey = index((work) => work.id);
  const byFoldedKey = index((work) => work.id.toLowerCase());
  const byDoi = index((work) => work.DOI?.toLowerCase());
  return (target) =>
    'key' in target
      ? (byKey.get(target.key) ?? byFoldedKey.get(target.key.toLowerCase()))
      : byDoi.get(target.doi.toLowerCase());
}

/** Each citation mark the text uses (a mark no passage carries is not shown), in reading order. */
function usedCitations(block: TextBlock) {
  const defs = new Map(
    (block.markDefs ?? []).filter((d) => d._type === 'citation').map((d) => [d._key, d]),
  );
  const used = new Set<string>();
  for (const child of block.children ?? [])
    for (const mark of child.marks ?? []) if (defs.has(mark)) used.add(mark);
  return [...used].map((key) => defs.get(key)!);
}

/** The works a body cites, in reading order, each as often as it is cited. */
export function citationTargets(body: readonly BodyBlock[]): CitationTarget[] {
  return body.flatMap((block) =>
    isTextBlock(block) ? usedCitations(block).flatMap((mark) => citationTarget(mark) ?? []) : [],
  );
}

/**
 * A citation mark once numbered: its work's number, which citation of that work it is, and whether
 * its passage is also a link (its marker then links nowhere: a link holds no other link).
 */
export interface NumberedCitation {
  _type: 'citation';
  _key: string;
  number?: number;
  occurrence?: number;
  inLink?: boolean;
}

export interface Cited {
  number: number;
  work: Csl;
}

/** The id of a citation's marker in the text; a work's first citation is `cite_1`. */
export const citationAnchor = (number: number, occurrence = 1) =>
  occurrence > 1 ? `cite_${number}_${occurrence}` : `cite_${number}`;
/** The id of a work's entry in the reference list. Headings' ids never hold "_". */
export const referenceAnchor = (number: number) => `ref_${number}`;

/**
 * The body with citation marks numbered by first citation, a work keeping its number when cited
 * again. A mark `resolve` finds nothing for keeps only type and key (its passage is plain text).
 * Every mark is rewritten, so no number stored in the CMS reaches the page.
 */
export function numberCitations(
  body: readonly BodyBlock[],
  resolve: (target: CitationTarget) => Csl | undefined,
): { body: BodyBlock[]; cited: Cited[] } {
  const numbers = new Map<string, number>();
  const occurrences = new Map<number, number>();
  const cited: Cited[] = [];
  const numbered = body.map((block) => {
    if (!isTextBlock(block) || !block.markDefs?.some((d) => d._type === 'citation')) return block;
    const marks = new Map<string, NumberedCitation>();
    const links = new Set(block.markDefs.filter((d) => d._type === 'link').map((d) => d._key));
    const inLink = (key: string) =>
      (block.children ?? []).some(
        ({ marks }) => marks?.includes(key) && marks.some((m) => links.has(m)),
      );
    for (const mark of usedCitations(block)) {
      const target = citationTarget(mark);
      const work = target ? resolve(target) : undefined;
      if (!work) continue;
      let number = numbers.get(work.id);
      if (number === undefined) {
        number = cited.length + 1;
        numbers.set(work.id, number);
        cited.push({ number, work });
      }
      const occurrence = (occurrences.get(number) ?? 0) + 1;
      occurrences.set(number, occurrence);
      marks.set(mark._key, {
        _type: 'citation',
        _key: mark._key,
        number,
        occurrence,
        inLink: inLink(mark._key),
      });
    }
    const markDefs = block.markDefs.map((def) =>
      def._type === 'citation'
        ? (marks.get(def._key) ?? { _type: 'citation', _key: def._key })
        : def,
    );
    return { ...block, markDefs } as BodyBlock;
  });
  return { body: numbered, cited };
}
