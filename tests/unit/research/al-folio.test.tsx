import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAPERS_FOLDER, readBibliography } from '@/lib/research/bibtex';
import { citationFile } from '@/lib/research/export';
import { render, screen, within } from '@testing-library/react';
import { WorkCard } from '@/components/research/publication-cards';
import { WorkList } from '@/components/research/work-list';

// A `papers.bib` as al-folio keeps it: Jekyll front matter, its fields beside the standard ones.
const text = readFileSync('tests/fixtures/research/bib/al-folio.bib', 'utf8');
const pdf = path.join(PAPERS_FOLDER, 'cocktail-2021.pdf');
let made = false;

beforeAll(() => {
  // The folder is in the repository (where the owner's files go): the test adds one file only.
  try {
    writeFileSync(pdf, '%PDF-1.4\n%%EOF\n', { flag: 'wx' });
    made = true;
  } catch {
    // The owner's own file of that name is used as it is.
  }
});
afterAll(() => {
  if (made) rmSync(pdf);
});

describe('al-folio’s papers.bib, read as it is', () => {
  test('every entry loads; the picks, badges, awards and material are the work’s', () => {
    const { items } = readBibliography(text, 'papers.bib');
    expect(items.map((i) => i.id)).toEqual([
      'okafor2021cocktail',
      'ellery2019crispr',
      'ellery2017note',
    ]);
    const [cocktail, crispr, note] = items;
    expect(cocktail!.custom).toMatchObject({
      selected: true,
      abbr: 'mSystems',
      award: 'Best paper, ASM Microbe 2021',
      links: [
        { kind: 'pdf', url: '/papers/cocktail-2021.pdf' },
        { kind: 'code', url: 'https://github.com/example/hollow-fibre' },
        { kind: 'slides', url: 'https://example.org/talks/hollow-fibre.pdf' },
      ],
    });
    // `html` is the work's page where it has no `url`; the layout's trailing commas go.
    expect(cocktail!.URL).toBe('https://journals.asm.org/doi/10.1128/mSystems.00321-21');
    expect(cocktail!['container-title']).toBe('mSystems');
    expect(cocktail!.publisher).toBe('American Society for Microbiology');
    // A `selected` keyword picks a work too; `selected = {false}` does not.
    expect(crispr!.custom?.selected).toBe(true);
    expect(crispr!.custom?.links).toEqual([{ kind: 'website', url: 'https://example.org/crass' }]);
    expect(note!.custom?.selected).toBeUndefined();
  });

  test('a file that is not there, or a link of another scheme, is reported and left out', () => {
    const { reports } = readBibliography(text, 'papers.bib');
    expect(reports).toEqual([
      'papers.bib:37: entry "ellery2019crispr": poster "poster-isme-2019.pdf" is neither a web address nor a file in public/papers: left out',
      'papers.bib:38: entry "ellery2019crispr": video "javascript:alert(1)" is neither a web address nor a file in public/papers: left out',
    ]);
  });

  test('a file name that climbs out of the folder, or past a file, names no file of the site', () => {
    const { items, reports } = readBibliography(
      '@article{k, author = {A, B}, title = {T}, journal = {J}, year = 2021,\n' +
        '  pdf = {../../package.json},\n  poster = {cocktail-2021.pdf/../cocktail-2021.pdf}}',
      'papers.bib',
    );
    expect(items[0]?.custom?.links).toBeUndefined();
    expect(reports).toEqual([
      'papers.bib:2: entry "k": pdf "../../package.json" is neither a web address nor a file in public/papers: left out',
      'papers.bib:3: entry "k": poster "cocktail-2021.pdf/../cocktail-2021.pdf" is neither a web address nor a file in public/papers: left out',
    ]);
  });

  test('the downloads carry the work, not the template’s display fields', () => {
    const { items } = readBibliography(text, 'papers.bib');
    const bib = citationFile(items, 'bib');
    for (const field of [
      'bibtex_show',
      'preview',
      'altmetric',
      'abbr',
      'award',
      'selected',
      'slides',
    ])
      expect(bib).not.toMatch(new RegExp(`\\b${field}\\s*=`));
    expect(bib).toContain('doi = {10.1128/mSystems.00321-21}');
    expect(readBibliography(bib, 'export.bib').items.map((i) => i.title)).toEqual(
      items.map((i) => i.title),
    );
  });
});

describe('al-folio’s fields on the page', () => {
  test('a card and a row show the venue’s short name, the award and the material, each linked', () => {
    const [cocktail] = readBibliography(text, 'papers.bib').items;
    for (const view of [
      <WorkCard key="card" work={cocktail!} />,
      <WorkList key="row" works={[cocktail!]} counts={{}} />,
    ]) {
      const { unmount } = render(view);
      expect(screen.getByText('mSystems', { selector: 'span' })).toBeInTheDocument();
      expect(screen.getByText('Award:').parentElement).toHaveTextContent(
        /^Award: Best paper, ASM Microbe 2021$/,
      );
      const material = screen.getByRole('list', { name: 'Material' });
      expect(
        within(material)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['PDF (opens in a new tab)', '/papers/cocktail-2021.pdf'],
        ['Code (opens in a new tab)', 'https://github.com/example/hollow-fibre'],
        ['Slides (opens in a new tab)', 'https://example.org/talks/hollow-fibre.pdf'],
      ]);
      unmount();
    }
  });
});

// al-folio's own example `_bibliography/papers.bib` (github.com/alshedivat/al-folio, MIT), the
// template's current one: author marks with their annotation, a Markdown award, a local `html`.
const example = readFileSync('tests/fixtures/research/bib/al-folio-example.bib', 'utf8');

describe('al-folio’s example file, as the template ships it', () => {
  const { items, reports } = readBibliography(example, 'papers.bib');
  const byId = (id: string) => items.find((item) => item.id === id)!;

  test('author marks are raised apart from the name, never in a download', () => {
    const epr = byId('PhysRev.47.777');
    expect(epr.author).toEqual([
      { given: 'A.', family: 'Einstein', _marks: '*†' },
      { given: 'B.', family: 'Podolsky', _marks: '*' },
      { given: 'N.', family: 'Rosen', _marks: '*' },
    ]);
    expect(epr.custom?.annotation).toBe('* Example use of superscripts\n† Albert Einstein');
    for (const format of ['bib', 'ris'] as const)
      expect(citationFile([epr], format)).not.toMatch(/[*†]/);
    render(<WorkCard work={epr} />);
    expect(screen.getByText('*†', { selector: 'sup' })).toBeInTheDocument();
    expect(screen.getByText(/Example use of superscripts/)).toHaveTextContent(
      '* Example use of superscripts † Albert Einstein',
    );
  });

  test('the owner marked as a co-first author is still known by her name', () => {
    const [work] = readBibliography(
      '@article{k, author = {Ellery*, Rowan and *Okafor, Chidi}, title = {T}, journal = {J}, year = 2024,\n' +
        '  annotation = {* Equal contribution}}',
      'papers.bib',
    ).items;
    expect(work!.author).toEqual([
      { given: 'Rowan', family: 'Ellery', _marks: '*' },
      { given: 'Chidi', family: 'Okafor', _marks: '*' },
    ]);
    render(<WorkCard work={work!} />);
    expect(screen.getByText('Rowan Ellery', { selector: 'strong' })).toBeInTheDocument();
  });

  test('an annotation beside no mark stays private, as a note would', () => {
    const [work] = readBibliography(
      '@article{k, author = {Ellery, Rowan}, title = {T}, journal = {J}, year = 2024,\n' +
        '  annotation = {Read for the review; weak controls}}',
      'papers.bib',
    ).items;
    expect(work!.custom?.annotation).toBeUndefined();
  });

  test('an award is shown under its own name, its Markdown as emphasis', () => {
    const photo = byId('einstein1905photoelectriceffect');
    expect(photo.custom).toMatchObject({
      awardName: 'Nobel Prize',
      award:
        'Albert Einstein receveid the <b>Nobel Prize in Physics</b> 1921 <i>for his services to Theoretical Physics, and especially for his discovery of the law of the photoelectric effect</i>',
    });
    render(<WorkCard work={photo} />);
    const award = screen.getByText('Nobel Prize:').parentElement!;
    expect(award).toHaveTextContent(/^Nobel Prize: Albert Einstein receveid the Nobel Prize/);
    expect(within(award).getByText('Nobel Prize in Physics', { selector: 'b' })).toBeVisible();
  });

  test('al-folio’s arxiv and Mendeley’s arxivId are the work’s arXiv id, as arXiv cites it', () => {
    const { items: read, reports: said } = readBibliography(
      '@article{a, author = {A, B}, title = {T}, year = 2021, arxiv = {2101.00001}}\n' +
        '@article{b, author = {A, B}, title = {T}, journal = {J}, year = 2021, arxiv = {soon}}\n' +
        // As a Mendeley library in the corpus holds them, with arXiv's category after the id.
        '@article{c, author = {A, B}, title = {T}, year = 2006, arxiv = {0603845 [cond-mat.mes-hall]}}\n' +
        '@article{d, author = {A, B}, title = {T}, year = 2021, arxiv = {2101.00002 [cs.LG]}}\n' +
        '@article{e, author = {A, B}, title = {T}, year = 2006, arxivid = {cond-mat/0603846}}',
      'papers.bib',
    );
    expect(read.map((item) => item.custom?.arxiv)).toEqual([
      '2101.00001',
      undefined,
      'cond-mat/0603845',
      '2101.00002',
      'cond-mat/0603846',
    ]);
    expect(read[0]!.URL).toBe('https://arxiv.org/abs/2101.00001');
    expect(said).toEqual(['papers.bib:2: entry "b": malformed arxiv "soon": dropped']);
  });

  test('every entry loads; a page or file the site does not serve is reported', () => {
    expect(items).toHaveLength(9);
    expect(reports).toEqual([
      'papers.bib:10: entry "einstein1920relativity": html "relativity.html" is not a web address: left out',
      'papers.bib:52: entry "PhysRev.47.777": pdf "example_pdf.pdf" is neither a web address nor a file in public/papers: left out',
      'papers.bib:83: entry "einstein1905electrodynamics": missing journaltitle (or journal)',
    ]);
  });
});

// Shapes found in real al-folio users' files (forks of the template), each as they wrote it.
describe('what al-folio’s users write', () => {
  test('a file in a folder of public/papers is linked; a folder, or a step up, is not', () => {
    const folder = path.join(PAPERS_FOLDER, 'thesis');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'bsc-thesis.pdf'), '%PDF-1.4\n%%EOF\n');
    try {
      const { items, reports } = readBibliography(
        '@mastersthesis{a, author = {Fanzon, Silvio}, title = {T}, year = 2011, school = {S},\n' +
          '  pdf = {thesis/bsc-thesis.pdf}, slides = {thesis}, poster = {thesis/../../x.pdf}}',
        'papers.bib',
      );
      expect(items[0]!.custom?.links).toEqual([
        { kind: 'pdf', url: '/papers/thesis/bsc-thesis.pdf' },
      ]);
      expect(reports).toEqual([
        'papers.bib:2: entry "a": slides "thesis" is neither a web address nor a file in public/papers: left out',
        'papers.bib:2: entry "a": poster "thesis/../../x.pdf" is neither a web address nor a file in public/papers: left out',
      ]);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  test('an arXiv link in `arxiv` is its id; an empty one is no value, not a fault', () => {
    const { items, reports } = readBibliography(
      [
        '@article{a, author = {A, B}, title = {T}, year = 2021, arxiv = {https://arxiv.org/abs/2110.08263}}',
        '@article{b, author = {A, B}, title = {T}, year = 2013, arxiv = {{http://arxiv.org/abs/1210.2077}}}',
        '@article{c, author = {A, B}, title = {T}, year = 2019, arxiv = {https://arxiv.org/pdf/1904.02654.pdf}}',
        '@article{d, author = {A, B}, title = {T}, journal = {J}, year = 2020, arxiv = {}, html = {}}',
        '@article{e, author = {A, B}, title = {T}, year = 2021, arxiv = {https://export.arxiv.org/abs/2101.00003/}}',
      ].join('\n'),
      'papers.bib',
    );
    expect(items.map((item) => item.custom?.arxiv)).toEqual([
      '2110.08263',
      '1210.2077',
      '1904.02654',
      undefined,
      '2101.00003',
    ]);
    expect(reports).toEqual([]);
  });

  test('a file name longer than the system takes is reported, not a stopped read', () => {
    const name = `${'a'.repeat(300)}.pdf`;
    const { items, reports } = readBibliography(
      `@article{k, author = {A, B}, title = {T}, journal = {J}, year = 2020, pdf = {${name}}}`,
      'papers.bib',
    );
    expect(items).toHaveLength(1);
    expect(reports).toEqual([
      `papers.bib:1: entry "k": pdf "${name}" is neither a web address nor a file in public/papers: left out`,
    ]);
  });

  test('any of al-folio’s marks shows the annotation, written as LaTeX too', () => {
    const { items } = readBibliography(
      '@article{a, author = {Smith^, John}, title = {T}, journal = {J}, year = 2020, annotation = {^ equal}}\n' +
        '@article{b, author = {Smith{\\dag}, John}, title = {T}, journal = {J}, year = 2020,\n' +
        '  annotation = {† corresponding}}',
      'papers.bib',
    );
    expect(items.map((item) => [item.author?.[0]?._marks, item.custom?.annotation])).toEqual([
      ['^', '^ equal'],
      ['†', '† corresponding'],
    ]);
  });

  test('MDPI’s PubMedID is the PubMed id', () => {
    const [work] = readBibliography(
      '@article{s, author = {Wu, Ben}, title = {T}, journal = {Sensors}, year = {2021},\n' +
        '  PubMedID = {33561972}}',
      'papers.bib',
    ).items;
    expect(work!.PMID).toBe('33561972');
  });

  test('a date BibTeX cannot read leaves the work under the year written beside it', () => {
    const { items, reports } = readBibliography(
      '@misc{s, author = {A, B}, title = {Talk}, date = {6-10 Feb 2017}, month = {Feb}, year = {2017}}\n' +
        '@article{n, author = {A, B}, title = {T}, journal = {J}, year = {2022 (submitted to NeurIPS)}}',
      'papers.bib',
    );
    expect(items.map((item) => item.issued)).toEqual([
      { 'date-parts': [[2017]] },
      { 'date-parts': [[2022]] },
    ]);
    expect(reports).toEqual([
      'papers.bib:1: entry "s": date "6-10 Feb 2017" is not a date: listed under 2017',
      'papers.bib:2: entry "n": year "2022 (submitted to NeurIPS)" is not a date: listed under 2022',
    ]);
  });
});
