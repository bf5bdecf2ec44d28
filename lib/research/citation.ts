import type {
  Author,
  GenomeSubmission,
  ResearchArticle,
  ResearchArticleType,
} from '@/content/research-types';
// Relative: scripts/require-content.mjs loads this module without the `@/` alias.
import { researchText } from '../../content/research-labels';
import { doiUrl, isDoi, isOrcid, isPubMedId } from './identifiers';

/**
 * Citation formats for the publications on /research: an APA-like plain-text reference, BibTeX
 * and RIS. Pure functions, so the "Cite" control only has to copy or download their output.
 */

/** A publication as a citation needs it: the card's description is not part of a reference. */
export type Publication =
  | { kind: 'article'; item: Omit<ResearchArticle, 'description'> }
  | { kind: 'genome'; item: Omit<GenomeSubmission, 'description'> };

/**
 * The Cite control's props without the description: a client component's props travel in the
 * page's payload, and the card has already rendered the description once on the server.
 */
export function citable(
  publication:
    { kind: 'article'; item: ResearchArticle } | { kind: 'genome'; item: GenomeSubmission },
): Publication {
  const { description, ...item } = publication.item;
  return { ...publication, item } as Publication;
}

export type CitationFormat = 'bib' | 'ris';

export const CITATION_MIME_TYPES: Record<CitationFormat, string> = {
  bib: 'application/x-bibtex;charset=utf-8',
  ris: 'application/x-research-info-systems;charset=utf-8',
};

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'and', 'for', 'to', 'with']);

/** Lower-case ASCII letters and digits only: accents folded, everything else dropped. */
function asciiSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A BibTeX-style key, e.g. "ellery2023lytic"; genome records use "genome" in place of an author. */
export function citationKey(publication: Publication): string {
  const lead =
    publication.kind === 'article' ? (publication.item.authors[0]?.family ?? 'anon') : 'genome';
  const word =
    publication.item.title
      .split(/\s+/)
      .map(asciiSlug)
      .find((w) => w.length > 0 && !STOP_WORDS.has(w)) ?? 'untitled';
  return `${asciiSlug(lead) || 'anon'}${publication.item.year}${word}`;
}

export function citationFileName(publication: Publication, format: CitationFormat): string {
  return `${citationKey(publication)}.${format}`;
}

/** "Jean-Paul Marie" → "J.-P. M." */
export function initials(given: string): string {
  return given
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .split('-')
        .map((piece) => `${piece.charAt(0).toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

/** APA-style author list: "Ellery, R.", "Ellery, R., & Okafor, J.", "A, B, & C". */
export function formatAuthorsApa(authors: readonly Author[]): string {
  const names = authors.map((a) => `${a.family}, ${initials(a.given)}`);
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]}, & ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

/** Adds a full stop unless the text already ends with terminal punctuation. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The APA-like reference copied to the clipboard. */
export function formatCitation(publication: Publication): string {
  if (publication.kind === 'article') {
    const a = publication.item;
    const bracket = a.status ? ` [${a.status}]` : a.type === 'Preprint' ? ' [Preprint]' : '';
    const parts = [
      `${sentence(formatAuthorsApa(a.authors))} (${a.year}).`,
      sentence(`${a.title}${bracket}`),
      sentence(a.publication),
    ];
    const address = a.doi && isDoi(a.doi) ? doiUrl(a.doi) : a.link;
    if (address) parts.push(address);
    if (a.pmid && isPubMedId(a.pmid)) parts.push(`PMID: ${a.pmid}`);
    return parts.join(' ');
  }
  const g = publication.item;
  const detail = [researchText.genomeData, g.status].filter(Boolean).join('; ');
  const parts = [
    sentence(`${g.title} [${detail}]`),
    `(${g.year}).`,
    sentence(g.organization),
    g.accession
      ? sentence(`${researchText.accession} ${g.accession}`)
      : sentence(researchText.accessionPending),
  ];
  const address = g.doi && isDoi(g.doi) ? doiUrl(g.doi) : g.link;
  if (address) parts.push(address);
  return parts.join(' ');
}

const BIBTEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Escapes LaTeX special characters in one pass, so replacements are never re-escaped. */
export function escapeBibTeX(value: string): string {
  return value.replace(/[\\{}&%$#_~^]/g, (ch) => BIBTEX_SPECIALS[ch] ?? ch).replace(/\s+/g, ' ');
}

/** URLs are verbatim in BibTeX; only braces (which would unbalance the entry) are encoded. */
function bibUrl(url: string): string {
  return url.replace(/\{/g, '%7B').replace(/\}/g, '%7D');
}

const BIBTEX_TYPES: Record<ResearchArticleType, { entry: string; venueField: string }> = {
  'Journal Article': { entry: 'article', venueField: 'journal' },
  'Review Article': { entry: 'article', venueField: 'journal' },
  'Conference Paper': { entry: 'inproceedings', venueField: 'booktitle' },
  Preprint: { entry: 'misc', venueField: 'howpublished' },
};

function bibEntry(type: string, key: string, fields: Array<[string, string | undefined]>): string {
  const lines = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`);
  return `@${type}{${key},\n${lines.join(',\n')}\n}\n`;
}

export function toBibTeX(publication: Publication): string {
  const key = citationKey(publication);
  if (publication.kind === 'article') {
    const a = publication.item;
    const { entry, venueField } = BIBTEX_TYPES[a.type];
    return bibEntry(entry, key, [
      [
        'author',
        a.authors
          .map((au) => `${escapeBibTeX(au.family)}, ${escapeBibTeX(au.given)}`)
          .join(' and '),
      ],
      // Double braces keep the title's capitalisation (species names, acronyms).
      ['title', `{${escapeBibTeX(a.title)}}`],
      [venueField, escapeBibTeX(a.publication)],
      ['year', String(a.year)],
      ['note', a.status ? escapeBibTeX(a.status) : undefined],
      ['doi', validDoi(a.doi)],
      ['pmid', a.pmid && isPubMedId(a.pmid) ? a.pmid : undefined],
      ['url', a.link ? bibUrl(a.link) : undefined],
      // The field Web of Science and Zotero's BibTeX use for authors' ORCID iDs.
      ['orcid-numbers', orcidNumbers(a.authors)],
    ]);
  }
  const g = publication.item;
  return bibEntry('misc', key, [
    ['title', `{${escapeBibTeX(g.title)}}`],
    ['howpublished', escapeBibTeX(g.organization)],
    ['year', String(g.year)],
    [
      'note',
      [
        researchText.genomeData,
        g.accession
          ? `${researchText.accession.toLowerCase()} ${escapeBibTeX(g.accession)}`
          : researchText.accessionPending.toLowerCase(),
        g.status ? escapeBibTeX(g.status) : undefined,
      ]
        .filter(Boolean)
        .join('; '),
    ],
    ['doi', validDoi(g.doi)],
    ['url', g.link ? bibUrl(g.link) : undefined],
  ]);
}

/** A DOI as BibTeX and RIS carry it (bare, no resolver), or nothing when malformed. */
function validDoi(doi: string | undefined): string | undefined {
  return doi && isDoi(doi) ? bibUrl(doi) : undefined;
}

function orcidNumbers(authors: readonly Author[]): string | undefined {
  const pairs = authors
    .filter((au) => au.orcid && isOrcid(au.orcid))
    .map((au) => `${escapeBibTeX(au.family)}, ${escapeBibTeX(au.given)}/${au.orcid}`);
  return pairs.length > 0 ? pairs.join(' and ') : undefined;
}

const RIS_TYPES: Record<ResearchArticleType, string> = {
  'Journal Article': 'JOUR',
  'Review Article': 'JOUR',
  'Conference Paper': 'CPAPER',
  Preprint: 'UNPB',
};

/** RIS lines are "TG  - value" with CRLF endings; values are single-line. */
function risLine(tag: string, value: string): string {
  return `${tag}  - ${value.replace(/\s+/g, ' ').trim()}`;
}

export function toRIS(publication: Publication): string {
  const lines: string[] = [];
  if (publication.kind === 'article') {
    const a = publication.item;
    lines.push(risLine('TY', RIS_TYPES[a.type]));
    for (const au of a.authors) lines.push(risLine('AU', `${au.family}, ${au.given}`));
    lines.push(risLine('TI', a.title));
    lines.push(risLine('T2', a.publication));
    lines.push(risLine('PY', String(a.year)));
    if (a.status) lines.push(risLine('N1', a.status));
    if (a.doi && isDoi(a.doi)) lines.push(risLine('DO', a.doi));
    // RIS has no PubMed field; reference managers read it from the accession number.
    if (a.pmid && isPubMedId(a.pmid)) lines.push(risLine('AN', `PMID:${a.pmid}`));
    if (a.link) lines.push(risLine('UR', a.link));
  } else {
    const g = publication.item;
    lines.push(risLine('TY', 'DATA'));
    lines.push(risLine('TI', g.title));
    lines.push(risLine('PB', g.organization));
    lines.push(risLine('PY', String(g.year)));
    lines.push(
      g.accession ? risLine('AN', g.accession) : risLine('N1', researchText.accessionPending),
    );
    if (g.status) lines.push(risLine('N1', g.status));
    if (g.doi && isDoi(g.doi)) lines.push(risLine('DO', g.doi));
    if (g.link) lines.push(risLine('UR', g.link));
  }
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

export function citationFile(publication: Publication, format: CitationFormat): string {
  return format === 'bib' ? toBibTeX(publication) : toRIS(publication);
}
