import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      expect(screen.getByText('Award: Best paper, ASM Microbe 2021')).toBeInTheDocument();
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
