import {
  citable,
  citationFileName,
  citationKey,
  escapeBibTeX,
  formatAuthorsApa,
  formatCitation,
  initials,
  toBibTeX,
  toRIS,
  type Publication,
} from '@/lib/research/citation';
import { genomeSubmissions, researchArticles } from '@/content/research';
import type { GenomeSubmission, ResearchArticle } from '@/content/research-types';

const article: ResearchArticle = {
  title: 'Phages & biofilms: 100% of {T4}_like #1 ~ ^ $ \\ killers',
  type: 'Journal Article',
  year: 2023,
  authors: [
    { family: 'Ellery', given: 'Rowan' },
    { family: 'd’Hérelle', given: 'Félix Hubert' },
    { family: 'Pirnay', given: 'Jean-Paul' },
  ],
  publication: 'Journal of Phage Research',
  description: 'Not part of any citation.',
  link: 'https://example.org/articles/{42}',
};

const underReview: ResearchArticle = {
  title: 'A preprint on phage induction',
  type: 'Journal Article',
  year: 2024,
  authors: [{ family: 'Ellery', given: 'Rowan' }],
  publication: 'Microbiome Communications',
  description: '',
  status: 'Under Review',
};

const genome: GenomeSubmission = {
  title: 'Complete genome sequence of Rhizobium radiobacter phage Rr-KC01',
  organization: 'NCBI GenBank',
  year: 2024,
  description: '',
  status: 'Submitted',
};

const withAccession: GenomeSubmission = {
  ...genome,
  accession: 'TEST_0001',
  link: 'https://example.org/x',
};

const pub = (item: ResearchArticle): Publication => ({ kind: 'article', item });
const gpub = (item: GenomeSubmission): Publication => ({ kind: 'genome', item });

/** Braces balance once escaped braces (\{ \}) are ignored, and never go negative. */
function bracesBalanced(text: string): boolean {
  let depth = 0;
  const unescaped = text.replace(/\\[{}]/g, '');
  for (const ch of unescaped) {
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function bibFields(entry: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of entry.split('\n').slice(1, -2)) {
    const match = /^ {2}([a-z]+) = \{(.*)\},?$/.exec(line);
    if (!match) throw new Error(`malformed BibTeX line: ${line}`);
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

describe('author names', () => {
  it('abbreviates given names, including hyphenated ones', () => {
    expect(initials('Rowan')).toBe('R.');
    expect(initials('Jean-Paul')).toBe('J.-P.');
    expect(initials('Félix Hubert')).toBe('F. H.');
  });

  it('joins authors APA-style with an ampersand before the last', () => {
    expect(formatAuthorsApa([{ family: 'Ellery', given: 'Rowan' }])).toBe('Ellery, R.');
    expect(
      formatAuthorsApa([
        { family: 'Ellery', given: 'Rowan' },
        { family: 'Okafor', given: 'Jide' },
      ]),
    ).toBe('Ellery, R., & Okafor, J.');
    expect(formatAuthorsApa(article.authors)).toBe('Ellery, R., d’Hérelle, F. H., & Pirnay, J.-P.');
  });
});

describe('formatted citation', () => {
  it('formats a published article: authors (year). Title. Venue. Link', () => {
    expect(formatCitation(pub(article))).toBe(
      `Ellery, R., d’Hérelle, F. H., & Pirnay, J.-P. (2023). ${article.title}. Journal of Phage Research. https://example.org/articles/{42}`,
    );
  });

  it('marks an article under review and omits a missing link', () => {
    expect(formatCitation(pub(underReview))).toBe(
      'Ellery, R. (2024). A preprint on phage induction [Under Review]. Microbiome Communications.',
    );
  });

  it('formats a genome submission with a pending or a real accession', () => {
    expect(formatCitation(gpub(genome))).toBe(
      'Complete genome sequence of Rhizobium radiobacter phage Rr-KC01 [Genome sequence data; Submitted]. (2024). NCBI GenBank. Accession pending.',
    );
    expect(formatCitation(gpub(withAccession))).toMatch(
      /NCBI GenBank\. Accession TEST_0001\. https:\/\/example\.org\/x$/,
    );
  });
});

describe('BibTeX', () => {
  it('escapes every LaTeX special character exactly once', () => {
    expect(escapeBibTeX('a & b % c $ d # e _ f { g } h ~ i ^ j \\ k')).toBe(
      'a \\& b \\% c \\$ d \\# e \\_ f \\{ g \\} h \\textasciitilde{} i \\textasciicircum{} j \\textbackslash{} k',
    );
  });

  it('writes a well-formed @article with the required fields', () => {
    const bib = toBibTeX(pub(article));
    expect(bib.startsWith('@article{ellery2023phages,\n')).toBe(true);
    expect(bib.endsWith('\n}\n')).toBe(true);
    expect(bracesBalanced(bib)).toBe(true);
    const fields = bibFields(bib);
    expect(Object.keys(fields)).toEqual(['author', 'title', 'journal', 'year', 'url']);
    expect(fields.author).toBe('Ellery, Rowan and d’Hérelle, Félix Hubert and Pirnay, Jean-Paul');
    expect(fields.title).toBe(
      '{Phages \\& biofilms: 100\\% of \\{T4\\}\\_like \\#1 \\textasciitilde{} \\textasciicircum{} \\$ \\textbackslash{} killers}',
    );
    expect(fields.year).toBe('2023');
    expect(fields.url).toBe('https://example.org/articles/%7B42%7D');
  });

  it('keeps the status as a note and leaves out an empty link', () => {
    const fields = bibFields(toBibTeX(pub(underReview)));
    expect(fields.note).toBe('Under Review');
    expect(fields.url).toBeUndefined();
  });

  it('maps article types to entry types and venue fields', () => {
    expect(toBibTeX(pub({ ...underReview, type: 'Conference Paper' }))).toMatch(
      /^@inproceedings\{[\s\S]*booktitle = \{Microbiome Communications\}/,
    );
    expect(toBibTeX(pub({ ...underReview, type: 'Preprint' }))).toMatch(/^@misc\{/);
  });

  it('writes genome submissions as @misc with the accession state in the note', () => {
    const bib = toBibTeX(gpub(genome));
    expect(bib.startsWith('@misc{genome2024complete,\n')).toBe(true);
    expect(bracesBalanced(bib)).toBe(true);
    const fields = bibFields(bib);
    expect(fields.howpublished).toBe('NCBI GenBank');
    expect(fields.note).toBe('Genome sequence data; accession pending; Submitted');
    expect(bibFields(toBibTeX(gpub(withAccession))).note).toContain('accession TEST\\_0001');
  });

  it('is well-formed for every publication on the site', () => {
    for (const item of researchArticles) {
      const bib = toBibTeX(pub(item));
      expect(bracesBalanced(bib)).toBe(true);
      expect(Object.keys(bibFields(bib))).toEqual(
        expect.arrayContaining(['author', 'title', 'journal', 'year']),
      );
    }
    for (const item of genomeSubmissions) {
      const bib = toBibTeX(gpub(item));
      expect(bracesBalanced(bib)).toBe(true);
      expect(Object.keys(bibFields(bib))).toEqual(
        expect.arrayContaining(['title', 'howpublished', 'year', 'note']),
      );
    }
  });
});

describe('RIS', () => {
  const tags = (ris: string) =>
    ris
      .split('\r\n')
      .filter(Boolean)
      .map((line) => {
        expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
        return line.slice(0, 2);
      });

  it('starts with TY, ends with ER, uses CRLF and keeps the field order', () => {
    const ris = toRIS(pub(article));
    expect(ris.endsWith('ER  - \r\n')).toBe(true);
    expect(ris.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(tags(ris)).toEqual(['TY', 'AU', 'AU', 'AU', 'TI', 'T2', 'PY', 'UR', 'ER']);
    expect(ris).toContain('TY  - JOUR\r\n');
    expect(ris).toContain('AU  - Pirnay, Jean-Paul\r\n');
    expect(ris).toContain(`TI  - ${article.title}\r\n`);
    expect(ris).toContain('PY  - 2023\r\n');
  });

  it('writes the status as a note and genomes as datasets', () => {
    expect(tags(toRIS(pub(underReview)))).toEqual(['TY', 'AU', 'TI', 'T2', 'PY', 'N1', 'ER']);
    const ris = toRIS(gpub(genome));
    expect(tags(ris)).toEqual(['TY', 'TI', 'PB', 'PY', 'N1', 'N1', 'ER']);
    expect(ris).toContain('TY  - DATA\r\n');
    expect(ris).toContain('N1  - Accession pending\r\n');
    expect(toRIS(gpub(withAccession))).toContain('AN  - TEST_0001\r\n');
  });

  it('flattens line breaks inside values', () => {
    expect(toRIS(pub({ ...underReview, title: 'Line one\nline two' }))).toContain(
      'TI  - Line one line two\r\n',
    );
  });
});

describe('keys and file names', () => {
  it('derive an ASCII key from the first author, the year and the first significant word', () => {
    expect(citationKey(pub({ ...article, authors: [{ family: 'Hérelle', given: 'F' }] }))).toBe(
      'herelle2023phages',
    );
    expect(citationKey(pub({ ...underReview, title: 'The role of phages' }))).toBe(
      'ellery2024role',
    );
    expect(citationFileName(gpub(genome), 'ris')).toBe('genome2024complete.ris');
    expect(citationFileName(pub(article), 'bib')).toBe('ellery2023phages.bib');
  });
});

describe('what the Cite control receives', () => {
  it('is each publication without its description, and cites exactly as the full record', () => {
    const all = [
      ...researchArticles.map((item) => ({ kind: 'article' as const, item })),
      ...genomeSubmissions.map((item) => ({ kind: 'genome' as const, item })),
    ];
    for (const full of all) {
      const sent = citable(full);
      expect(sent.item).not.toHaveProperty('description');
      expect(sent).toEqual({ ...full, item: { ...full.item, description: undefined } });
      expect(formatCitation(sent)).toBe(formatCitation(full));
      expect(toBibTeX(sent)).toBe(toBibTeX(full));
      expect(toRIS(sent)).toBe(toRIS(full));
    }
  });
});
