/**
 * A work from any source (the owner's BibTeX, ORCID, Crossref) as one CSL-JSON item; text fields
 * may carry CSL's rich-text markup (lib/research/rich-text.ts). It never loads citation-js.
 */

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  /** "Jr.", "III": after the name, never an initial. */
  suffix?: string;
  /** citation-js keeps an author's ORCID iD (biblatex `author+an:orcid`) here. */
  _orcid?: string;
  /** al-folio's marks on the name (`Einstein*†`: co-first, corresponding), shown raised after it. */
  _marks?: string;
}

export interface CslDate {
  'date-parts'?: number[][];
}

/** What the site keeps beside CSL's own fields. */
export interface WorkExtras {
  /** The key of a work this one belongs with (a genome and the paper that describes it). */
  related?: string;
  /** Its names (authors, else editors) end in "and others": shown as "et al.", written back so. */
  others?: boolean;
  /** An arXiv identifier ("1706.03762", "hep-th/9901001"). */
  arxiv?: string;
  /** ORCID's own work type, kept so nothing is lost in mapping it to CSL. */
  orcidType?: string;
  /** The work's put-code in the owner's ORCID record: its stable id there. */
  orcidPutCode?: number;
  /** The day Crossref last filled the work in (YYYY-MM-DD): the oldest are asked first. */
  filledOn?: string;
  /** The BibTeX entry type the owner wrote, where CSL has no type of its own for it. */
  entryType?: string;
  /** The owner's pick, shown first (al-folio's `selected = {true}`, or a `selected` keyword). */
  selected?: boolean;
  /** A short name for the venue, shown on a badge (al-folio's `abbr`, "Nat. Microbiol."). */
  abbr?: string;
  /** A prize the work won (al-folio's `award`, in CSL markup), and its name (`award_name`). */
  award?: string;
  awardName?: string;
  /** What its authors' marks mean (al-folio's `annotation`), a line each. */
  annotation?: string;
  /** Material beside the work (al-folio's `pdf`, `code`, `slides`…): web addresses or the site's. */
  links?: { kind: (typeof WORK_LINK_KINDS)[number]; url: string }[];
}

/** al-folio's fields for material beside a work, in the order a card lists them. */
export const WORK_LINK_KINDS = [
  'pdf',
  'supp',
  'code',
  'slides',
  'poster',
  'video',
  'website',
  'blog',
] as const;

/** The fields the site reads or sets; an item keeps any other citation-js read (ISBN, edition…). */
export interface Csl {
  /** The work's key: the owner's BibTeX key as written, or a stable one made for an outside work. */
  id: string;
  type: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  issued?: CslDate;
  'container-title'?: string;
  'collection-title'?: string;
  'event-title'?: string;
  publisher?: string;
  abstract?: string;
  status?: string;
  note?: string;
  genre?: string;
  DOI?: string;
  PMID?: string;
  URL?: string;
  number?: string;
  volume?: string;
  issue?: string;
  page?: string;
  language?: string;
  custom?: WorkExtras;
}

/** The first scientific journals' year: an earlier year is a typo (1000 for 2000). */
export const FIRST_YEAR = 1665;

/** A year a work can carry: from FIRST_YEAR to five years ahead (a forthcoming work). */
export const isPlausibleYear = (year: unknown): year is number =>
  Number.isInteger(year) &&
  (year as number) >= FIRST_YEAR &&
  (year as number) <= new Date().getUTCFullYear() + 5;

/** Drops undefined values, so records and JSON carry only what is known. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** `Map.groupBy`, which Node 20 lacks. */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.get(key)?.push(item)) groups.set(key, [item]);
  }
  return groups;
}

/** A table of words read the other way round: `{ a: 'x y' }` gives `{ x: 'a', y: 'a' }`. */
export const byWord = <K extends string>(table: Record<K, string>): Record<string, K> =>
  Object.fromEntries(
    Object.entries<string>(table).flatMap(([key, words]) =>
      (words.match(/\S+/g) ?? []).map((word) => [word, key as K]),
    ),
  );

/** `change` applied to every string in a value, with the name of the field it is in. */
export function mapStrings<T>(
  value: T,
  change: (text: string, field?: string) => string,
  field?: string,
): T {
  if (typeof value === 'string') return change(value, field) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, change, field)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, mapStrings(v, change, k)]),
    ) as T;
  return value;
}
