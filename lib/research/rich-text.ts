/**
 * Rich text in a work's title: CSL's markup (`<i>`, `<b>`, `<sup>`, `<sub>`, small-caps and nocase
 * spans), as citation-js writes LaTeX's `\textit{}`…; any other `<…>` is text.
 */
import { byWord } from './csl';
import { own } from '../own';

export type Mark = 'i' | 'b' | 'sup' | 'sub' | 'sc';
export interface Run {
  text: string;
  marks: readonly Mark[];
}

const TAG = /<(\/?)(i|b|sup|sub|span)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/gi;

/** The mark an opening tag stands for; `null` for a span that changes nothing (nocase). */
function markOf(tag: string, attributes: string): Mark | null | undefined {
  if (tag !== 'span') return tag as Mark;
  if (/font-variant:\s*small-caps/i.test(attributes)) return 'sc';
  if (/class="nocase"/i.test(attributes)) return null;
  return undefined;
}

/**
 * The markup as runs of text with their marks (in opening order); unmatched tags are dropped. Each
 * tag costs the same at any depth, so ten thousand unclosed `<i>` read in linear time.
 */
export function richRuns(markup: string): Run[] {
  const runs: Run[] = [];
  /** Per tag name, the marks its open tags stand for (a span's may be none). */
  const open = new Map<string, (Mark | null)[]>();
  const depth = new Map<Mark, number>();
  const marks: Mark[] = [];
  const count = (mark: Mark | null, by: 1 | -1) => {
    if (!mark) return;
    const n = (depth.get(mark) ?? 0) + by;
    depth.set(mark, n);
    if (n === 1 && by === 1) marks.push(mark);
    if (n === 0) marks.splice(marks.indexOf(mark), 1);
  };
  const push = (text: string) => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.marks.join() === marks.join()) last.text += text;
    else runs.push({ text, marks: [...marks] });
  };
  let at = 0;
  for (const match of markup.matchAll(TAG)) {
    const [whole, closing, name = '', attributes = ''] = match;
    const tag = name.toLowerCase();
    if (closing) {
      // A stray closing tag is dropped: neither text nor a mark.
      push(markup.slice(at, match.index));
      const stack = open.get(tag);
      if (stack?.length) count(stack.pop()!, -1);
    } else {
      const mark = markOf(tag, attributes);
      if (mark === undefined) continue;
      push(markup.slice(at, match.index));
      if (!open.get(tag)?.push(mark)) open.set(tag, [mark]);
      count(mark, 1);
    }
    at = match.index + whole.length;
  }
  push(markup.slice(at));
  return runs;
}

/** Unicode's superscript and subscript forms, for plain text that cannot raise or lower a run. */
const SCRIPT_FORMS: Partial<Record<Mark, Record<string, string>>> = {
  sup: Object.fromEntries([...'0123456789+-−=()nie'].map((c, i) => [c, '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱᵉ'[i]!])),
  sub: Object.fromEntries(
    [...'0123456789+-−=()aeoxhklmnpst'].map((c, i) => [c, '₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜ'[i]!]),
  ),
};

/** A raised or lowered run in Unicode's forms where each of its characters has one ("10⁶", "CO₂"). */
function scriptForm({ text, marks }: Run): string {
  const forms = SCRIPT_FORMS[marks.includes('sup') ? 'sup' : 'sub'];
  if (!marks.includes('sup') && !marks.includes('sub')) return text;
  const chars = [...text];
  return chars.every((c) => forms?.[c]) ? chars.map((c) => forms![c]).join('') : text;
}

/** The text alone, white space folded, scripts in Unicode's forms where they have them. */
export const plainText = (markup: string) =>
  richRuns(markup).map(scriptForm).join('').replace(/\s+/g, ' ').trim();

/** JATS (Crossref), HTML and MathML tags, by the CSL markup they mean. */
const OUTSIDE_TAGS = byWord({
  i: 'i em italic',
  b: 'b strong bold',
  sup: 'sup',
  sub: 'sub',
  sc: 'sc scp small-caps',
});
const SMALL_CAPS = 'span style="font-variant:small-caps;"';
/** Tags that end a line or a block: dropped for a space. Any other (MathML's, links) for nothing. */
const BLOCKS = /^(p|br|break|title|sec|div|li|list-item|label)$/i;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return own(ENTITIES, name.toLowerCase()) ?? whole;
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Crossref's JATS or ORCID's HTML as CSL markup: italics, bold, scripts and small caps kept, other
 * tags dropped (their text kept), entities decoded, white space folded.
 */
export function fromOutsideMarkup(html: string): string {
  // `[^<>]*`: an unclosed `<` gives up at the next `<`, so unclosed tags read in linear time.
  const tags = /<(\/?)(?:[a-z]+:)?([a-z-]+)\b[^<>]*>/gi;
  const marked = html.replace(tags, (_, closing: string, name: string) => {
    const mark = own(OUTSIDE_TAGS, name.toLowerCase());
    if (!mark) return BLOCKS.test(name) ? ' ' : '';
    const tag = mark === 'sc' ? (closing ? 'span' : SMALL_CAPS) : mark;
    return `<${closing}${tag}>`;
  });
  return decodeEntities(marked).replace(/\s+/g, ' ').trim();
}

/** Markup as `richRuns` reads it, written again: every tag closed, a stray one gone. */
export const closedMarkup = (markup: string) =>
  richRuns(markup)
    .map(({ text, marks }) =>
      marks.reduceRight(
        (inner, mark) =>
          mark === 'sc' ? `<${SMALL_CAPS}>${inner}</span>` : `<${mark}>${inner}</${mark}>`,
        text,
      ),
    )
    .join('');
