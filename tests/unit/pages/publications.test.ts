/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BibliographyError,
  citationFile,
  citations,
  fileBibliography,
  parseBibliography,
  researchRecord,
  type Csl,
} from '@/lib/research/publications';
import { book } from '@/content/book';
import {
  identifiedArticle,
  identifiedGenome,
  identifiedRecord,
} from '../../fixtures/research/identified';

const record = researchRecord(fileBibliography());
const withoutCsl = <T extends { csl: Csl }>({ csl, ...rest }: T) => rest;

describe('the store: content/research/publications.bib', () => {
  test('holds the two articles, two genome submissions and the book, every field the cards show', () => {
    expect(record.articles.map(withoutCsl)).toEqual([
      {
        key: 'ellery2023lytic',
        type: 'Journal Article',
        title:
          'Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro',
        year: 2023,
        authors: [
          { family: 'Ellery', given: 'Rowan' },
          { family: 'Okafor', given: 'Jide' },
          { family: 'Lindqvist', given: 'Maja' },
        ],
        publication: 'Clinical Microbiology & Phage Reports',
        description: expect.stringMatching(/^Three lytic phages isolated .* growth assays\.$/),
      },
      {
        key: 'ellery2024temperate',
        type: 'Journal Article',
        title:
          'Temperate phage induction in the gut microbiome after a short course of fluoroquinolone therapy',
        year: 2024,
        authors: [
          { family: 'Ellery', given: 'Rowan' },
          { family: 'Haddad', given: 'Samira' },
          { family: 'Brennan', given: 'Theo' },
        ],
        publication: 'Microbiome Communications',
        status: 'Under Review',
        description: expect.stringMatching(/^A longitudinal pilot study .* at the same time\.$/),
      },
    ]);
    expect(record.genomes.map(withoutCsl)).toEqual([
      {
        key: 'genome2024rhizobium',
        title: 'Complete genome sequence of Rhizobium radiobacter phage Rr-KC01',
        organization: 'NCBI GenBank',
        year: 2024,
        status: 'Submitted — accession pending',
        description: expect.stringMatching(/^A lytic tailed phage .*resistance gene\.$/),
      },
      {
        key: 'genome2025klebsiella',
        title: 'Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07',
        organization: 'NCBI GenBank',
        year: 2025,
        status: 'In preparation',
        description: expect.stringMatching(
          /^A lytic phage that carries .* efficiency of plating\.$/,
        ),
      },
    ]);
    expect(record.books.map(withoutCsl)).toEqual([
      {
        key: 'ellery2020tiny',
        title: book.title,
        format: book.format,
        dateLabel: book.publicationDateLabel,
        editors: [...book.editors],
      },
    ]);
  });

  test('an identified record: ORCID iD, DOI, PubMed id, link, accession and the related paper', () => {
    expect(withoutCsl(identifiedArticle)).toEqual({
      key: 'carberry2023phage',
      type: 'Journal Article',
      title: 'Phage cocktails against biofilms',
      year: 2023,
      authors: [
        { family: 'Carberry', given: 'Josiah', orcid: '0000-0002-1825-0097' },
        { family: 'Okafor', given: 'Jide' },
      ],
      publication: 'Journal of Phage Research',
      description: 'A fixture.',
      doi: '10.1000/182',
      pmid: '31234567',
      link: 'https://example.org/articles/42',
    });
    expect(identifiedGenome).toMatchObject({
      accession: 'MN908947.3',
      doi: '10.5061/dryad.example',
      related: 'carberry2023phage',
    });
  });
});

describe('a malformed entry fails with the file, the line and the key', () => {
  const bad = (body: string) => () => parseBibliography(body, 'content/research/x.bib');
  const ok =
    '@article{good,\n  author = {A, B},\n  title = {T},\n  journaltitle = {J},\n  date = {2020},\n}\n';

  test.each([
    [
      `${ok}@article{broken,\n  title = {T}\n  date = {2020},\n}`,
      'content/research/x.bib:9: entry "broken": expected "rbrace", got "identifier" at line 9 col 3:',
    ],
    [
      `${ok}\n@article{nodate,\n  author = {A, B},\n  title = {T},\n  journaltitle = {J},\n}`,
      'content/research/x.bib:8: entry "nodate": missing date (or year)',
    ],
    [
      `${ok}@article{notitle, author = {A, B}, journaltitle = {J}, date = {2020}}`,
      'content/research/x.bib:7: entry "notitle": missing title',
    ],
    [`${ok}${ok}`, 'content/research/x.bib:7: entry "good": the key is used twice'],
    [
      `@patent{p1, title = {T}, date = {2020}}`,
      'content/research/x.bib:1: entry "p1": unsupported entry type @patent',
    ],
    [
      `@article{d, author = {A, B}, title = {T}, journaltitle = {J}, date = {2020}, doi = {doi:10.1/x}}`,
      'content/research/x.bib:1: entry "d": malformed doi "doi:10.1/x"',
    ],
    [
      `@dataset{g, title = {T}, organization = {NCBI GenBank}, date = {2020}, number = {pending}}`,
      'content/research/x.bib:1: entry "g": malformed accession "pending"',
    ],
    [
      `@dataset{g, title = {T}, date = {2020}}`,
      'content/research/x.bib:1: entry "g": missing organization',
    ],
  ])('case %#: names where it is', (text, message) => {
    expect(bad(text)).toThrow(BibliographyError);
    expect(bad(text)).toThrow(message);
  });
});

test('an entry holding a DOI alone is valid, and shown nowhere until Crossref fills it in', () => {
  const items = parseBibliography('@article{k2026,\n  doi = {10.5555/x.1},\n}\n', 'x.bib');
  expect(items).toEqual([
    { id: 'k2026', 'citation-key': 'k2026', type: 'article-journal', DOI: '10.5555/x.1' },
  ]);
  expect(researchRecord(items)).toEqual({ articles: [], genomes: [], books: [] });
});

describe('every citation format, through citation-js', () => {
  test('APA and Vancouver text with the identifiers', () => {
    expect(citations(identifiedArticle.csl)).toMatchObject({
      key: 'carberry2023phage',
      apa: 'Carberry, J., & Okafor, J. (2023). Phage cocktails against biofilms. Journal of Phage Research. https://doi.org/10.1000/182',
      vancouver:
        'Carberry J, Okafor J. Phage cocktails against biofilms. Journal of Phage Research. 2023. doi:10.1000/182 PubMed PMID: 31234567.',
    });
    expect(citations(record.articles[1]!.csl).apa).toBe(
      'Ellery, R., Haddad, S., & Brennan, T. (2024). Temperate phage induction in the gut microbiome after a short course of fluoroquinolone therapy. Microbiome Communications. Under Review.',
    );
    expect(citations(identifiedGenome.csl).apa).toBe(
      'Complete genome sequence of phage Fx-01. (2024). [Dataset]. NCBI GenBank. https://doi.org/10.5061/dryad.example',
    );
  });

  test('BibTeX (biblatex) keeps the ORCID iD, DOI, PubMed id and URL; a genome its accession', () => {
    expect(citations(identifiedArticle.csl).bib).toBe(
      [
        '@article{carberry2023phage,',
        '\tauthor = {Carberry, Josiah and Okafor, Jide},',
        '\tauthor+an:orcid = {1="0000-0002-1825-0097"},',
        '\tjournaltitle = {Journal of Phage Research},',
        '\tdoi = {10.1000/182},',
        '\tdate = {2023},',
        '\teprint = {31234567},',
        '\teprinttype = {pubmed},',
        '\ttitle = {Phage cocktails against biofilms},',
        '\turl = {https://example.org/articles/42},',
        '}',
        '',
        '',
      ].join('\n'),
    );
    expect(citations(identifiedGenome.csl).bib).toContain(
      '\tnote = {GenBank accession MN908947.3},',
    );
  });

  test('RIS and CSL-JSON', () => {
    expect(citations(identifiedArticle.csl).ris.split('\n')).toEqual(
      expect.arrayContaining([
        'TY  - JOUR',
        'DO  - 10.1000/182',
        'AU  - Carberry, Josiah',
        'UR  - https://example.org/articles/42',
      ]),
    );
    expect(citations(identifiedGenome.csl).ris.split('\n')).toEqual(
      expect.arrayContaining([
        'TY  - DATA',
        'N1  - GenBank accession MN908947.3',
        'PB  - NCBI GenBank',
      ]),
    );
    const [json] = JSON.parse(citations(identifiedArticle.csl).json);
    expect(json).toMatchObject({
      id: 'carberry2023phage',
      type: 'article-journal',
      DOI: '10.1000/182',
      PMID: '31234567',
    });
  });

  test('the whole list’s BibTeX parses back into the same records', () => {
    const items = [...fileBibliography(), ...identifiedRecord.articles.map((a) => a.csl)];
    const again = researchRecord(parseBibliography(citationFile(items, 'bib'), 'export.bib'));
    // A status goes into the note (the next test); a genome's identifiers and related paper are
    // the identified fixtures' own.
    const core = (r: typeof record) => ({
      articles: r.articles.map(({ csl, status, related, ...article }) => article),
      genomes: r.genomes.map(({ csl, status, accession, doi, related, ...genome }) => genome),
      books: r.books.map(withoutCsl),
    });
    expect(core(again)).toEqual(core(researchRecord(items)));
    expect(again.articles).toHaveLength(3);
    expect(again.genomes).toHaveLength(2);
  });

  test('a work’s status travels in the note of the BibTeX and RIS downloads', () => {
    const notes = (format: 'bib' | 'ris', field: RegExp) =>
      citationFile(fileBibliography(), format)
        .split('\n')
        .filter((line) => field.test(line));
    // biblatex writes an em dash as three hyphens.
    expect(notes('bib', /^\tnote = /)).toEqual([
      '\tnote = {Under Review},',
      '\tnote = {Submitted --- accession pending},',
      '\tnote = {In preparation},',
      '\tnote = {Kindle Edition},',
    ]);
    expect(notes('ris', /^N1 /)).toEqual([
      'N1  - Under Review',
      'N1  - Submitted — accession pending',
      'N1  - In preparation',
      'N1  - Kindle Edition',
    ]);
  });
});

test('the file in the repository is the one the store reads', () => {
  const text = readFileSync(join(process.cwd(), 'content/research/publications.bib'), 'utf8');
  expect(parseBibliography(text)).toEqual(fileBibliography());
});
