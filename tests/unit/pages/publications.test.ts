/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citationsOf } from '@/lib/research/citations';
import { citationFile } from '@/lib/research/export';
import type { Csl } from '@/lib/research/csl';
import {
  allWorks,
  bookWork,
  fileBibliography,
  linkIndex,
  researchRecord,
  worksByYear,
} from '@/lib/research/publications';
import { parseBibliography, worksIn } from '../../fixtures/research/read';
import { dateLabel, kindOf, nameOf, referenceLine, sectionOf } from '@/lib/research/work';
import { book } from '@/content/book';
import {
  identifiedArticle,
  identifiedGenome,
  identifiedRecord,
} from '../../fixtures/research/identified';

const record = researchRecord(fileBibliography());
const keys = (works: readonly Csl[]) => works.map((w) => w.id);

describe('the record: content/research/publications.bib and the book', () => {
  test('two articles and two genome submissions, newest first, and the book', () => {
    expect(record.sections.map((s) => [s.section, keys(s.works)])).toEqual([
      ['articles', ['ellery2024temperate', 'ellery2023lytic']],
      ['genomes', ['genome2025klebsiella', 'genome2024rhizobium']],
      ['books', [book.key]],
    ]);
    expect(worksIn(record, 'articles').map(kindOf)).toEqual(['Journal Article', 'Journal Article']);
    expect(worksIn(record, 'genomes').map(kindOf)).toEqual([
      'Genome Submission',
      'Genome Submission',
    ]);
    expect(worksIn(record, 'articles')[0]).toMatchObject({
      title:
        'Temperate phage induction in the gut microbiome after a short course of fluoroquinolone therapy',
      author: [
        { family: 'Ellery', given: 'Rowan' },
        { family: 'Haddad', given: 'Samira' },
        { family: 'Brennan', given: 'Theo' },
      ],
      'container-title': 'Microbiome Communications',
      status: 'Under Review',
      issued: { 'date-parts': [[2024]] },
    });
    expect(worksIn(record, 'genomes')[1]).toMatchObject({
      publisher: 'NCBI GenBank',
      status: 'Submitted — accession pending',
    });
  });

  test('the book comes from content/book.ts, its one description', () => {
    expect(bookWork()).toEqual({
      id: book.key,
      type: 'book',
      title: book.title,
      author: [{ family: 'Ellery', given: 'Rowan' }],
      editor: [
        { given: 'Dana', family: 'Whitcombe' },
        { given: 'Luis', family: 'Arriaga' },
      ],
      issued: { 'date-parts': [[2020, 2]] },
      note: book.format,
      language: 'en',
    });
    expect(
      readFileSync(join(process.cwd(), 'content/research/publications.bib'), 'utf8'),
    ).not.toMatch(/@book/i);
  });

  test('every kind of work finds the section a reader expects it in', () => {
    const kinds: [Partial<Csl>, string, string][] = [
      [{ type: 'article-journal' }, 'articles', 'Journal Article'],
      [{ type: 'article-journal', genre: 'review' }, 'articles', 'Review Article'],
      [{ type: 'review' }, 'articles', 'Review Article'],
      [{ type: 'manuscript', 'container-title': 'J' }, 'articles', 'Journal Article'],
      [{ type: 'manuscript' }, 'preprints', 'Preprint'],
      [{ type: 'article-journal', genre: 'Preprint' }, 'preprints', 'Preprint'],
      [{ type: 'document', custom: { arxiv: '1706.03762' } }, 'preprints', 'Preprint'],
      [{ type: 'article' }, 'preprints', 'Preprint'],
      [{ type: 'chapter' }, 'chapters', 'Book Chapter'],
      [{ type: 'entry-encyclopedia' }, 'chapters', 'Book Chapter'],
      [{ type: 'paper-conference' }, 'conference', 'Conference Paper'],
      [{ type: 'thesis', genre: 'phdthesis' }, 'theses', 'PhD Thesis'],
      [{ type: 'thesis', genre: 'mathesis' }, 'theses', 'Master’s Thesis'],
      [{ type: 'thesis', genre: 'MSc thesis' }, 'theses', 'Master’s Thesis'],
      [{ type: 'thesis', genre: 'Bachelor’s thesis in Mathematics' }, 'theses', 'Thesis'],
      [{ type: 'thesis' }, 'theses', 'Thesis'],
      [{ type: 'report', genre: 'techreport' }, 'reports', 'Report'],
      [{ type: 'dataset', publisher: 'Zenodo' }, 'datasets', 'Dataset'],
      [{ type: 'dataset', number: 'MN908947.3' }, 'genomes', 'Genome Submission'],
      [{ type: 'dataset', publisher: 'NCBI GenBank' }, 'genomes', 'Genome Submission'],
      [{ type: 'software' }, 'software', 'Software'],
      [{ type: 'patent' }, 'other', 'Patent'],
      [{ type: 'webpage' }, 'other', 'Web Page'],
      [{ type: 'book' }, 'books', 'Book'],
    ];
    for (const [fields, section, kind] of kinds) {
      const work = { id: 'k', title: 'T', ...fields } as Csl;
      expect([fields, sectionOf(work), kindOf(work)]).toEqual([fields, section, kind]);
    }
  });

  test('a section shows only when it has works; works of a year keep their order', () => {
    const work = (id: string, type: string, year: number): Csl => ({
      id,
      type,
      title: id,
      issued: { 'date-parts': [[year]] },
    });
    const r = researchRecord([
      work('a', 'thesis', 2019),
      work('b', 'software', 2021),
      work('c', 'software', 2023),
      work('d', 'software', 2021),
    ]);
    expect(r.sections.map((s) => [s.section, keys(s.works)])).toEqual([
      ['theses', ['a']],
      ['software', ['c', 'b', 'd']],
      ['books', [book.key]],
    ]);
    expect(worksByYear(r).years).toEqual([
      { year: 2023, count: 1 },
      { year: 2021, count: 2 },
      { year: 2020, count: 1 },
      { year: 2019, count: 1 },
    ]);
  });

  test('an entry holding a DOI alone is shown nowhere until Crossref fills it in', () => {
    const items = parseBibliography('@article{k2026,\n  doi = {10.5555/x.1},\n}\n', 'x.bib');
    expect(keys(allWorks(researchRecord(items)))).toEqual([book.key]);
  });

  test('a genome and the paper that describes it link to each other, in one pass', () => {
    const linked = linkIndex(identifiedRecord);
    expect(keys(linked(identifiedArticle.id))).toEqual([identifiedGenome.id]);
    expect(keys(linked(identifiedGenome.id))).toEqual([identifiedArticle.id]);
    expect(linked('nothing')).toEqual([]);
    // A work that names itself as related links to nothing.
    const self = parseBibliography('@article{k,\n  title = {T},\n  related = {k},\n}\n', 'x.bib');
    expect(linkIndex(researchRecord(self))('k')).toEqual([]);
  });
});

describe('the CV’s reference line', () => {
  test('names, year, title with its markup, the venue in italics, status and DOI', () => {
    expect(referenceLine(identifiedArticle)).toBe(
      'Carberry, J., & Okafor, J. (2023). Phage cocktails against biofilms. <i>Journal of Phage Research</i>. https://doi.org/10.1000/182',
    );
    expect(referenceLine(worksIn(record, 'articles')[0]!)).toBe(
      '<b>Ellery, R.</b>, Haddad, S., & Brennan, T. (2024). Temperate phage induction in the gut microbiome after a short course of fluoroquinolone therapy. <i>Microbiome Communications</i>. Under Review.',
    );
    expect(referenceLine(bookWork())).toBe(`<b>Ellery, R.</b> (2020). ${book.title}.`);
  });

  test('a work without names, an organisation, an event, initials spaced', () => {
    const line = (fields: Partial<Csl>) =>
      referenceLine({ id: 'k', type: 'speech', title: 'T', ...fields });
    expect(line({ issued: { 'date-parts': [[2021]] } })).toBe('(2021). T.');
    expect(
      line({ author: [{ literal: 'Phage Directory' }], 'event-title': 'Evergreen Phage Meeting' }),
    ).toBe('Phage Directory (n.d.). T. <i>Evergreen Phage Meeting</i>.');
    expect(
      line({ author: [{ family: 'Okafor', given: ' Jide  Ada' }, { family: 'Lindqvist' }] }),
    ).toBe('Okafor, J. A., & Lindqvist (n.d.). T.');
    expect(line({ author: [{ family: '王' }] })).toBe('王 (n.d.). T.');
    expect([{ family: 'Okafor' }, { literal: 'Phage Directory' }].map(nameOf)).toEqual([
      'Okafor',
      'Phage Directory',
    ]);
    // A full stop inside the title is not its end.
    expect(line({ title: '<i>E. coli</i> in the gut' })).toBe('(n.d.). <i>E. coli</i> in the gut.');
    // One at the end of a venue or status is (an abbreviated journal, Better BibTeX's fixtures).
    expect(line({ 'container-title': 'J. Mod. Opt.', status: 'In press.' })).toBe(
      '(n.d.). T. <i>J. Mod. Opt.</i> In press.',
    );
    // A given name ending in a hyphen (JabRef's testjabref.bib) has no empty initial.
    expect(line({ author: [{ family: 'Vincent', given: 'Bernadette Bensaude-' }] })).toBe(
      'Vincent, B. B. (n.d.). T.',
    );
  });

  test('a name keeps its particles and suffix, on a card and in the CV: van Belkum, de la Fuente, Hunt III', () => {
    const [work] = parseBibliography(
      '@article{k, author = {van Belkum, Alex and de la Fuente, César and Hunt, III, H. B. and ' +
        'Ludwig van Beethoven}, title = {T}, journal = {J}, year = 2020}',
      'x.bib',
    );
    expect(work!.author!.map(nameOf)).toEqual([
      'Alex van Belkum',
      'César de la Fuente',
      'H. B. Hunt III',
      'Ludwig van Beethoven',
    ]);
    expect(referenceLine(work!)).toBe(
      'van Belkum, A., de la Fuente, C., Hunt, H. B., III, & van Beethoven, L. (2020). T. <i>J</i>.',
    );
  });

  test('a date is its month and year in the site’s month names; a month past December is none', () => {
    const on = (...parts: number[]) =>
      dateLabel({ id: 'k', type: 'book', issued: { 'date-parts': [parts] } });
    expect(on(2020, 2)).toBe('February 2020');
    expect(on(2020)).toBe('2020');
    // A typed `month = {13}` is no month, not January of the next year.
    expect(on(2020, 13)).toBe('2020');
    expect(dateLabel({ id: 'k', type: 'book' })).toBe('');
  });

  test('a name in Chinese, Japanese or Korean script is never cut to initials', () => {
    const work = (author: { family: string; given: string }[]) =>
      referenceLine({
        id: 'k',
        type: 'book',
        title: 'T',
        author,
        issued: { 'date-parts': [[2020]] },
      });
    expect(work([{ family: '王', given: '小明' }])).toBe('王小明 (2020). T.');
    expect(
      work([
        { family: '김', given: '민준' },
        { family: 'Ellery', given: 'Rowan' },
      ]),
    ).toBe('김민준, & <b>Ellery, R.</b> (2020). T.');
    expect(work([{ family: '山田', given: '太郎' }])).toBe('山田太郎 (2020). T.');
  });

  test('"and others" reads "et al."; a long list is cut as APA does; an edited book names its editors', () => {
    const names = Array.from({ length: 25 }, (_, i) => ({ family: `F${i}`, given: 'Anna-Lena' }));
    expect(
      referenceLine({
        id: 'k',
        type: 'article-journal',
        title: '<i>E. coli</i>?',
        author: names.slice(0, 2),
        custom: { others: true },
      }),
    ).toBe('F0, A.-L., F1, A.-L., et al. (n.d.). <i>E. coli</i>?');
    expect(referenceLine({ id: 'k', type: 'article-journal', title: 'T', author: names })).toMatch(
      /^F0, A\.-L\., .* F18, A\.-L\., …, & F24, A\.-L\. \(n\.d\.\)\. T\.$/,
    );
    // Twenty names are all shown.
    expect(
      referenceLine({ id: 'k', type: 'article-journal', title: 'T', author: names.slice(0, 20) }),
    ).toMatch(/^F0, A\.-L\., .* F18, A\.-L\., & F19, A\.-L\. \(n\.d\.\)\. T\.$/);
    expect(
      referenceLine({
        id: 'k',
        type: 'book',
        title: 'T',
        editor: [{ family: 'Ed', given: 'It' }],
        publisher: 'Pub',
        issued: { 'date-parts': [[2019]] },
      }),
    ).toBe('Ed, I. (Ed.). (2019). T. Pub.');
    expect(
      referenceLine({
        id: 'k',
        type: 'book',
        title: 'T',
        editor: [
          { family: 'Doe', given: 'J.R.' },
          { family: 'Roe', given: 'M. K.' },
          { family: 'Poe', given: 'J.-P.' },
        ],
        issued: { 'date-parts': [[2019]] },
      }),
    ).toBe('Doe, J. R., Roe, M. K., & Poe, J.-P. (Eds.). (2019). T.');
  });
});

describe('every citation format, through citation-js', () => {
  test('APA and Vancouver text with the identifiers, and a file name from the key', () => {
    expect(citationsOf(identifiedArticle)).toMatchObject({
      fileName: 'carberry2023phage',
      apa: 'Carberry, J., & Okafor, J. (2023). Phage cocktails against biofilms. Journal of Phage Research. https://doi.org/10.1000/182',
      vancouver:
        'Carberry J, Okafor J. Phage cocktails against biofilms. Journal of Phage Research. 2023. doi:10.1000/182 PubMed PMID: 31234567.',
    });
    expect(citationsOf(worksIn(record, 'articles')[0]!).apa).toBe(
      'Ellery, R., Haddad, S., & Brennan, T. (2024). Temperate phage induction in the gut microbiome after a short course of fluoroquinolone therapy. Microbiome Communications. Under Review.',
    );
    expect(citationsOf(identifiedGenome).apa).toBe(
      'Complete genome sequence of phage Fx-01 (MN908947.3). (2024). [Dataset]. NCBI GenBank. https://doi.org/10.5061/dryad.example',
    );
    expect(citationsOf({ ...identifiedArticle, id: 'a:b/c d' }).fileName).toBe('a-b-c-d');
  });

  test('a title’s markup is plain text in APA and Vancouver', () => {
    const work = {
      ...identifiedArticle,
      title: '<i>Pseudomonas aeruginosa</i> and CO<sub>2</sub>',
    };
    expect(citationsOf(work).apa).toContain('(2023). Pseudomonas aeruginosa and CO2. Journal');
    expect(citationsOf(work).vancouver).toContain(
      'Okafor J. Pseudomonas aeruginosa and CO2. Journal',
    );
  });

  test('a work’s status travels in BibTeX’s pubstate and in the note of RIS', () => {
    const notes = (format: 'bib' | 'ris', field: RegExp) =>
      citationFile(allWorks(record), format)
        .split('\n')
        .filter((line) => field.test(line));
    // A status that is one of biblatex's keywords is written as the keyword; free text as it is.
    expect(notes('bib', /^\t(note|pubstate) = /)).toEqual([
      '\tpubstate = {Under Review},',
      '\tpubstate = {inpreparation},',
      '\tpubstate = {Submitted — accession pending},',
      '\tnote = {Kindle Edition},',
    ]);
    expect(notes('ris', /^N1 /)).toEqual([
      'N1  - Under Review',
      'N1  - In preparation',
      'N1  - Submitted — accession pending',
      'N1  - Kindle Edition',
    ]);
  });
});
