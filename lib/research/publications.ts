import { readFileSync } from 'node:fs';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type {
  Author,
  GenomeSubmission,
  ResearchArticle,
  ResearchArticleType,
} from '@/content/research-types';
import type { CitationFormat } from './formats';
import { isDoi, isGenBankAccession, isPubMedId } from './identifiers';

/**
 * The research record's one store: a biblatex file, read by citation-js into CSL-JSON (the
 * library's and every reference manager's common model), and from CSL into the records the
 * research page, the About page, the structured data, the Cite control and the CV show.
 */
export const PUBLICATIONS_FILE = 'content/research/publications.bib';

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  /** citation-js keeps an author's ORCID iD (biblatex `author+an:orcid`) here. */
  _orcid?: string;
}

/** A CSL-JSON item, with the two things a genome record adds: its accession and related paper. */
export interface Csl {
  id: string;
  type: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  issued?: { 'date-parts'?: number[][] };
  'container-title'?: string;
  publisher?: string;
  abstract?: string;
  status?: string;
  note?: string;
  genre?: string;
  DOI?: string;
  PMID?: string;
  URL?: string;
  number?: string;
  custom?: { related?: string };
}

export type Article = ResearchArticle & { key: string; csl: Csl; related?: string };
export type Genome = GenomeSubmission & { key: string; csl: Csl; related?: string };
export type ResearchRecord = ReturnType<typeof researchRecord>;

/** biblatex entry types the site understands, and what each becomes. */
const KINDS: Record<string, 'article' | 'genome' | 'book'> = {
  article: 'article',
  inproceedings: 'article',
  online: 'article',
  unpublished: 'article',
  misc: 'article',
  dataset: 'genome',
  book: 'book',
};

const ARTICLE_TYPES: Record<string, ResearchArticleType> = {
  'article-journal': 'Journal Article',
  'paper-conference': 'Conference Paper',
};

/** "file:line: entry key: problem", so a bad paste is found at once. */
export class BibliographyError extends Error {
  constructor(file: string, line: number, key: string, problem: string) {
    super(`${file}:${line}: entry "${key}": ${problem}`);
    this.name = 'BibliographyError';
  }
}

/** Reads biblatex text into CSL-JSON, or throws a BibliographyError naming file, line and key. */
export function parseBibliography(text: string, file = PUBLICATIONS_FILE): Csl[] {
  // The line each entry starts on, by key.
  const lines = [...text.matchAll(/@\s*\w+\s*\{\s*([^,\s]+)\s*,/g)].map((m) => ({
    key: m[1]!,
    line: text.slice(0, m.index).split('\n').length,
  }));
  let raw: { type: string; label: string; properties: Record<string, string> }[];
  try {
    raw = plugins.input.chainLink(text) as typeof raw;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = Number(/at line (\d+)/.exec(message)?.[1] ?? 1);
    const key = lines.filter((l) => l.line <= line).at(-1)?.key ?? '(none)';
    throw new BibliographyError(file, line, key, message.split('\n')[0]!);
  }
  const seen = new Set<string>();
  return raw.map((entry, index) => {
    const line = lines[index]?.line ?? 1;
    const fail = (problem: string) => {
      throw new BibliographyError(file, line, entry.label, problem);
    };
    const p = entry.properties;
    const kind = KINDS[entry.type.toLowerCase()];
    if (seen.has(entry.label)) fail('the key is used twice');
    seen.add(entry.label);
    if (!kind) fail(`unsupported entry type @${entry.type}`);
    if (p.doi && !isDoi(p.doi)) fail(`malformed doi "${p.doi}"`);
    // A DOI alone is a complete entry: Crossref fills in the rest on the server.
    if (!(p.doi && Object.keys(p).length === 1)) {
      if (!p.title?.trim()) fail('missing title');
      if (!/^\d{4}/.test(p.date ?? p.year ?? '')) fail('missing date (or year)');
      if (kind !== 'genome' && !p.author) fail('missing author');
      if (kind === 'article' && !(p.journaltitle ?? p.journal ?? p.booktitle ?? p.howpublished))
        fail('missing journaltitle (or booktitle, howpublished)');
      if (kind === 'genome' && !(p.organization ?? p.publisher)) fail('missing organization');
    }
    if (p.eprinttype === 'pubmed' && !isPubMedId(p.eprint ?? '')) fail('malformed PubMed eprint');
    if (kind === 'genome' && p.number && !isGenBankAccession(p.number))
      fail(`malformed accession "${p.number}"`);
    const [csl] = new Cite([entry]).data as unknown as Csl[];
    const { _graph, ...item } = csl as Csl & { _graph?: unknown };
    // citation-js keeps neither a dataset's number nor `related`; the genome cards need both.
    if (kind === 'genome' && p.number) item.number = p.number;
    if (p.related) item.custom = { related: p.related };
    return item;
  });
}

const authors = (names: CslName[] = []): Author[] =>
  names.map((n) => ({
    family: n.family ?? n.literal ?? '',
    given: n.given ?? '',
    ...(n._orcid ? { orcid: n._orcid } : {}),
  }));
/** Drops undefined values, so records and JSON carry only what is known. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The records the pages show, from CSL items (the file's, or merged ones). */
export function researchRecord(items: readonly Csl[]) {
  // A DOI-only entry shows once Crossref has filled it in, never half.
  const shown = items.filter((item) => item.title);
  const common = (csl: Csl) => ({
    key: csl.id,
    csl,
    title: csl.title ?? '',
    year: csl.issued?.['date-parts']?.[0]?.[0] ?? 0,
    description: csl.abstract ?? '',
    link: csl.URL,
    doi: csl.DOI,
    status: csl.status,
    related: csl.custom?.related,
  });
  return {
    articles: shown
      .filter((csl) => csl.type !== 'dataset' && csl.type !== 'book')
      .map((csl): Article =>
        defined({
          ...common(csl),
          type: /review/i.test(csl.genre ?? '')
            ? 'Review Article'
            : (ARTICLE_TYPES[csl.type] ?? 'Preprint'),
          authors: authors(csl.author),
          publication: csl['container-title'] ?? csl.publisher ?? '',
          pmid: csl.PMID,
        }),
      ),
    genomes: shown
      .filter((csl) => csl.type === 'dataset')
      .map((csl): Genome =>
        defined({ ...common(csl), organization: csl.publisher ?? '', accession: csl.number }),
      ),
    books: shown
      .filter((csl) => csl.type === 'book')
      .map((csl) => {
        const [y, m] = csl.issued?.['date-parts']?.[0] ?? [];
        return {
          key: csl.id,
          csl,
          title: csl.title ?? '',
          format: csl.note ?? '',
          dateLabel: m
            ? new Date(Date.UTC(y!, m - 1)).toLocaleDateString('en-US', {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })
            : String(y),
          editors: authors(csl.editor).map((a) => `${a.given} ${a.family}`.trim()),
        };
      }),
  };
}

let fileItems: Csl[] | undefined;

/** The file's items, read once per process. */
export function fileBibliography(): Csl[] {
  fileItems ??= parseBibliography(readFileSync(PUBLICATIONS_FILE, 'utf8'));
  return fileItems;
}

/** An item as the export formats carry it: a genome's accession in its note, no internal fields. */
function exportable({ custom, number, ...csl }: Csl): Csl {
  if (csl.type !== 'dataset') return number ? { ...csl, number } : csl;
  const accession = number
    ? `GenBank accession ${number}`
    : !csl.status && 'GenBank accession pending';
  return { ...csl, note: [csl.note, accession].filter(Boolean).join('; ') };
}

export function citationFile(items: readonly Csl[], format: CitationFormat): string {
  const data = items.map(exportable);
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  // citation-js writes a status in BibTeX and RIS only when it is one of biblatex's own keywords.
  const withStatus = data.map(({ status, ...csl }) =>
    status ? { ...csl, note: [status, csl.note].filter(Boolean).join('; ') } : csl,
  );
  return new Cite(withStatus).format(format === 'bib' ? 'biblatex' : 'ris');
}

/** Every text the Cite control offers for one work: plain strings, so the island stays small. */
export function citations({ abstract, ...csl }: Csl) {
  // Without the abstract, which the card already shows: these strings travel in the page's payload.
  const cite = new Cite([exportable(csl)]);
  const text = (template: string) =>
    cite.format('bibliography', { template, format: 'text', lang: 'en-US' }).trim();
  return {
    key: csl.id,
    apa: text('apa'),
    // A one-item Vancouver list still numbers its entry "1.".
    vancouver: text('vancouver').replace(/^1\.\s*/, ''),
    bib: citationFile([csl], 'bib'),
    ris: citationFile([csl], 'ris'),
    json: citationFile([csl], 'json'),
  };
}

export type Citations = ReturnType<typeof citations>;

/** The works a record links to or is linked from (a genome and the paper that describes it). */
export function linkedWorks(record: ResearchRecord, key: string): (Article | Genome)[] {
  const works = [...record.articles, ...record.genomes];
  const self = works.find((w) => w.key === key);
  return works.filter((w) => w.key !== key && (w.related === key || self?.related === w.key));
}
