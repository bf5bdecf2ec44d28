import { readFileSync } from 'node:fs';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { book } from '@/content/book';
import { site } from '@/content/site';
import type { Csl } from './csl';
import { isDoi, isGenBankAccession, isPubMedId } from './identifiers';
import { routes } from '@/lib/routes';
import { newestFirst, sectionOf, SECTIONS, yearOf, type Section } from './work';

/**
 * The research record's one store: a biblatex file, read by citation-js into CSL-JSON (the
 * library's and every reference manager's common model, lib/research/csl.ts), grouped into the
 * sections the research page, the About page, the structured data and the CV show.
 */
export const PUBLICATIONS_FILE = 'content/research/publications.bib';

export type { Csl } from './csl';

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

/** A section of the record and its works, newest first. */
export interface SectionWorks {
  section: Section;
  works: readonly Csl[];
}

/** The record: its sections in page order, each with its works; a section with none is left out. */
export interface ResearchRecord {
  sections: readonly SectionWorks[];
}

/** The owner's book, from its page's data (content/book.ts), as the record lists it. */
export function bookWork(): Csl {
  const [year, month] = book.publicationDate.split('-').map(Number);
  return {
    id: book.key,
    type: 'book',
    title: book.title,
    author: [{ family: site.owner.family, given: site.owner.given }],
    editor: book.editors.map((name) => {
      const at = name.lastIndexOf(' ');
      return { given: name.slice(0, at), family: name.slice(at + 1) };
    }),
    issued: { 'date-parts': [month ? [year!, month] : [year!]] },
    note: book.format,
    language: 'en',
  };
}

/** The records the pages show, from CSL items (the file's, or merged ones) and the book. */
export function researchRecord(items: readonly Csl[]): ResearchRecord {
  // A DOI-only entry shows once Crossref has filled it in, never half.
  const shown = [...items.filter((item) => item.title), bookWork()];
  const bySection = new Map<Section, Csl[]>();
  for (const work of shown) {
    const section = sectionOf(work);
    const works = bySection.get(section);
    if (works) works.push(work);
    else bySection.set(section, [work]);
  }
  return {
    sections: SECTIONS.flatMap((section) => {
      const works = bySection.get(section);
      return works ? [{ section, works: newestFirst(works) }] : [];
    }),
  };
}

/** Every work of the record, in page order. */
export const allWorks = (record: ResearchRecord) => record.sections.flatMap((s) => s.works);

/** The full list has a page a year: `/research/publications/2024`; works with no year, `undated`. */
export const UNDATED = 'undated';
export const yearPath = (year: number) => `${routes.allPublications}/${year || UNDATED}`;

/** Every work, newest first, and each year that has works, with how many. */
export function worksByYear(record: ResearchRecord) {
  const works = newestFirst(allWorks(record));
  const years = new Map<number, number>();
  for (const work of works) years.set(yearOf(work), (years.get(yearOf(work)) ?? 0) + 1);
  return { works, years: [...years].map(([year, count]) => ({ year, count })) };
}

/** The works of one section (none when it has none). */
export const worksIn = (record: ResearchRecord, section: Section) =>
  record.sections.find((s) => s.section === section)?.works ?? [];

let fileItems: Csl[] | undefined;

/** The file's items, read once per process. */
export function fileBibliography(): Csl[] {
  fileItems ??= parseBibliography(readFileSync(PUBLICATIONS_FILE, 'utf8'));
  return fileItems;
}

/**
 * The works each work links to or is linked from (a genome and the paper that describes it), by
 * key: one pass over the record, so a page of any size asks in constant time.
 */
export function linkIndex(record: ResearchRecord): (key: string) => readonly Csl[] {
  const works = allWorks(record);
  const byKey = new Map(works.map((w) => [w.id, w]));
  const links = new Map<string, Csl[]>();
  const link = (from: Csl, to: Csl) => links.set(from.id, [...(links.get(from.id) ?? []), to]);
  for (const work of works) {
    const other = work.custom?.related && byKey.get(work.custom.related);
    if (!other || other === work) continue;
    link(work, other);
    link(other, work);
  }
  return (key) => links.get(key) ?? [];
}
