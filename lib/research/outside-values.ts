import { isPlausibleYear, type CslDate } from './csl';
import { normalizeDoi } from '../identifiers';
import { fromOutsideMarkup, plainText } from './rich-text';

// Values from ORCID, Crossref and OpenAlex as the record may hold them; anything else is left out.

/** Longer outside text is cut: no real title comes near, and a hostile one costs every format. */
const MAX_TITLE = 1_000;
export const MAX_ABSTRACT = 10_000;
/** How much longer than its limit an outside text may be before it is read: room for its markup. */
const MARKUP_ALLOWANCE = 4;

/** Outside text as one line of CSL markup, at most `max` characters, cut at a word. */
export function outsideText(value: unknown, max = MAX_TITLE): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Cut before it is read: markup and entities take at most a few times the text they stand for.
  const text = fromOutsideMarkup(value.slice(0, max * MARKUP_ALLOWANCE).replace(/\p{Cc}/gu, ' '));
  if (text.length <= max && value.length <= max * MARKUP_ALLOWANCE) return text || undefined;
  // Never ending in half an emoji, as the blog's excerpts are cut.
  const cut = text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
  const word = cut.lastIndexOf(' ');
  const kept = word > max * 0.8 ? cut.slice(0, word) : cut;
  // A tag the cut went through is dropped whole.
  const tag = kept.lastIndexOf('<');
  return `${tag >= 0 && !kept.includes('>', tag) ? kept.slice(0, tag) : kept}…`;
}

/** A heading Crossref's abstracts often open with, which a card shows without (`Abstract`). */
const ABSTRACT_HEADING =
  /^((?:\s|<[^<>]*>)*)<(?:jats:)?title\b[^<>]*>\s*(?:abstract|summary)\s*[.:]?\s*<\/(?:jats:)?title>/i;

/** An abstract from outside, without that heading (anchored, so read in linear time). */
export const outsideAbstract = (value: unknown) =>
  outsideText(
    typeof value === 'string' ? value.replace(ABSTRACT_HEADING, '$1') : undefined,
    MAX_ABSTRACT,
  );

/** A title with the subtitle ORCID and Crossref keep apart, joined as reference managers join them. */
export const withSubtitle = (title?: string, subtitle?: string) =>
  title && subtitle ? `${title}${/[?!:.]$/.test(title) ? ' ' : ': '}${subtitle}` : title;

/** A name from outside: plain text, one line. */
export const outsideName = (value: unknown) => {
  const text = outsideText(value, 200);
  return text && plainText(text);
};

/** A JSON object, not a list. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A plausible year, then a real month and day; an implausible year leaves the work undated. */
export function dateParts(parts: readonly unknown[]): CslDate | undefined {
  const [year, month, day] = parts.map(Number);
  if (!isPlausibleYear(year)) return undefined;
  const valid = [year!];
  if (Number.isInteger(month) && month! >= 1 && month! <= 12) {
    valid.push(month!);
    if (Number.isInteger(day) && day! >= 1 && day! <= 31) valid.push(day!);
  }
  return { 'date-parts': [valid] };
}

/** A DOI as ORCID users enter it ("doi:…", "https://doi.org/…"), bare, if it is one. */
export const bareDoi = (value: unknown) =>
  typeof value === 'string' ? normalizeDoi(value) : undefined;

/** An http(s) link, or nothing: a `data:` or `javascript:` link from a source never reaches a page. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2_000) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
