/** What the pages read off a CSL work: its section, year, names and venue. */
import { monthNames } from '@/content/dates';
import { workKinds } from '@/content/research-labels';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { byWord, type Csl, type CslName } from './csl';
import type { OwnerName } from './formats';
import { fold } from './finder';
import { isGenBankAccession, isNucleotideDatabase } from '../identifiers';
import { own } from '../own';
import { plainText } from './rich-text';

/**
 * The sections works are listed in, in page order, each with the CSL types it lists. A section
 * shows only when it has works; a genome is a dataset with an accession, `other` takes the rest.
 */
const SECTION_TYPES = {
  articles: 'article-journal article-magazine article-newspaper review review-book',
  genomes: '',
  preprints: 'article',
  chapters: 'chapter entry entry-dictionary entry-encyclopedia',
  conference: 'paper-conference speech',
  theses: 'thesis',
  reports: 'report',
  datasets: 'dataset',
  software: 'software',
  other: '',
  books: 'book',
};
export type Section = keyof typeof SECTION_TYPES;
export const SECTIONS = Object.keys(SECTION_TYPES) as Section[];
const SECTION_OF_TYPE = byWord(SECTION_TYPES);

/** The newest works of each section on the research page; the full list holds the rest. */
export const RESEARCH_PAGE_WORKS = 6;

/** Where a work is listed: by its CSL type, a preprint by its arXiv id or genre, a genome by its archive. */
export function sectionOf(csl: Csl): Section {
  if (csl.custom?.arxiv || /preprint/i.test(csl.genre ?? '')) return 'preprints';
  if (csl.type === 'dataset')
    return isGenBankAccession(csl.number ?? '') || isNucleotideDatabase(csl.publisher ?? '')
      ? 'genomes'
      : 'datasets';
  // A manuscript submitted to a journal is an article under review; one without, a preprint.
  if (csl.type === 'manuscript') return csl['container-title'] ? 'articles' : 'preprints';
  return own(SECTION_OF_TYPE, csl.type) ?? 'other';
}

/** The kind shown on a work's badge: "Journal Article", "PhD Thesis", "Book Chapter"… */
export function kindOf(csl: Csl): string {
  const genre = csl.genre?.toLowerCase() ?? '';
  if (/review/.test(genre) || csl.type === 'review') return workKinds.review;
  if (csl.type === 'thesis')
    return /phd|doctor/.test(genre)
      ? workKinds.phdThesis
      : /\bma(?:thesis)?\b|master|\bm\.?sc?\b/.test(genre)
        ? workKinds.mastersThesis
        : workKinds.thesis;
  const section = sectionOf(csl);
  if (section === 'other') return workKinds.byType[csl.type] ?? workKinds.other;
  return workKinds.bySection[section];
}

/** The year it appeared (0 when unknown, which sorts last); every reader keeps only a real year. */
export const yearOf = (csl: Csl): number => csl.issued?.['date-parts']?.[0]?.[0] ?? 0;

/** "February 2020" when the month is known, else the year (a month past December is none). */
export function dateLabel(csl: Csl): string {
  const [year, month = 0] = csl.issued?.['date-parts']?.[0] ?? [];
  if (!year) return '';
  return monthNames[month - 1] ? `${monthNames[month - 1]} ${year}` : String(year);
}

/** "Given Family", or the literal name of an organisation. */
export const nameOf = (n: CslName) =>
  n.literal ?? [n.given, n.family, n.suffix].filter(Boolean).join(' ');

/** The owner's ORCID iD: the one written in content/site.ts, else ORCID_ID's. */
export const ownerOrcid: string | undefined = site.owner.orcid ?? config.orcidId;

/**
 * Whether a name is the owner's: by ORCID iD where both are known, else family name with given name
 * or its initial ("Ellery, R."), accents and case aside, as al-folio matches its owner.
 */
export function isOwner(
  n: CslName,
  owner: { family: string; given: string; orcid?: string } = { ...site.owner, orcid: ownerOrcid },
): boolean {
  if (n._orcid && owner.orcid) return n._orcid === owner.orcid;
  if (!n.family || fold(n.family) !== fold(owner.family)) return false;
  const given = /[^\s.\-]+/.exec(fold(n.given ?? ''))?.[0] ?? '';
  const own = fold(owner.given);
  return given === own || (given.length === 1 && own.startsWith(given));
}

/** Her name as the work lists her, for the formatted citations; none where she is not listed. */
export function ownerNameIn(csl: Csl): OwnerName | undefined {
  const her = creatorsOf(csl).find((n) => isOwner(n));
  const initial = her?.given?.trim()[0];
  return her?.family && initial ? { family: her.family, initial } : undefined;
}

/** The people a work is by: its authors, or an edited volume's editors. */
export const creatorsOf = (csl: Csl): readonly CslName[] =>
  csl.author?.length ? csl.author : (csl.editor ?? []);

/** Where it appeared: the journal, book, proceedings, event, university or archive. */
export const venueOf = (csl: Csl) =>
  csl['container-title'] ?? csl['event-title'] ?? csl.publisher ?? '';

/** Newest first; works of one year keep the order they were written in, as sorting is stable. */
export const newestFirst = (works: readonly Csl[]) =>
  [...works].sort((a, b) => yearOf(b) - yearOf(a));

/** Chinese, Japanese and Korean script: a given name there has no initials. */
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** "Ellery, R. J."; an organisation as written; a CJK name whole, family name first ("王小明"). */
function citedName(n: CslName): string {
  if (n.literal || !n.family) return nameOf(n);
  if (CJK.test(`${n.family}${n.given ?? ''}`)) return `${n.family}${n.given ?? ''}`;
  const initials = (n.given ?? '')
    // "J.R." is two initials; "J.-P." one hyphenated pair.
    .split(/\s+|\.(?!-)/)
    .filter(Boolean)
    .map((part) =>
      part
        .split('-')
        .filter(Boolean)
        .map((p) => `${[...p][0]}.`)
        .join('-'),
    )
    .join(' ');
  return [n.family, initials, n.suffix].filter(Boolean).join(', ');
}

/** At most this many names in a reference line; then "…" and the last, as APA does. */
const NAMES_IN_A_LINE = 20;

/**
 * One work as an APA-shaped reference line for the CV, her name in bold, the title's markup kept;
 * made by hand, as a CSL processor is too slow for a whole record (docs/decisions.md).
 */
export function referenceLine(csl: Csl): string {
  const names = creatorsOf(csl).map((n) => (isOwner(n) ? `<b>${citedName(n)}</b>` : citedName(n)));
  const shown =
    names.length > NAMES_IN_A_LINE
      ? [...names.slice(0, NAMES_IN_A_LINE - 1), '…', names.at(-1)!]
      : names;
  const people =
    shown.length > 1 && !csl.custom?.others
      ? `${shown.slice(0, -1).join(', ')}, & ${shown.at(-1)}`
      : `${shown.join(', ')}${csl.custom?.others ? ', et al.' : ''}`;
  const editors = csl.author?.length ? 0 : (csl.editor?.length ?? 0);
  const edited = editors ? ` (${editors > 1 ? 'Eds' : 'Ed'}.).` : '';
  const year = yearOf(csl) || 'n.d.';
  const venue = venueOf(csl);
  const link = csl.DOI ? `https://doi.org/${csl.DOI}` : csl.URL;
  // A part that ends in its own stop ("J. Mod. Opt.", "Why phages?") gets no second one.
  const ended = (part: string) => (/[.?!]$/.test(plainText(part)) ? part : `${part}.`);
  return [
    people ? `${people}${edited} (${year}).` : `(${year}).`,
    ended(csl.title ?? ''),
    venue ? ended(venue !== csl.publisher ? `<i>${venue}</i>` : venue) : '',
    csl.status ? ended(csl.status) : '',
    link ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}
