import { book } from '@/content/book';
import { site } from '@/content/site';
import { groupBy, type Csl } from './csl';
import { publicationsFile } from './bibtex';
import { newestFirst, sectionOf, SECTIONS, yearOf, type Section } from './work';

// The record's one store, the biblatex file, grouped into the sections the pages and the CV show.
export type { Csl } from './csl';

/** The record: its sections in page order, each with its works newest first; none is empty. */
export interface ResearchRecord {
  sections: readonly { section: Section; works: readonly Csl[] }[];
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
  const bySection = groupBy(shown, sectionOf);
  return {
    sections: SECTIONS.flatMap((section) => {
      const works = bySection.get(section);
      return works ? [{ section, works: newestFirst(works) }] : [];
    }),
  };
}

/** Every work of the record, in page order. */
export const allWorks = (record: ResearchRecord) => record.sections.flatMap((s) => s.works);

/** Every work, newest first, and each year that has works, with how many. */
export function worksByYear(record: ResearchRecord) {
  const works = newestFirst(allWorks(record));
  const years = groupBy(works, yearOf);
  return { works, years: [...years].map(([year, of]) => ({ year, count: of.length })) };
}

/** The file's items, read once per process. */
export const fileBibliography = (): Csl[] => publicationsFile().items;

/** Each work's linked works (a genome and its paper), by key: one pass, then constant-time asks. */
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
