import { render, screen, within } from '@testing-library/react';
import { CitationSummaryPanel } from '@/components/research/citation-summary';
import { AboutPublications } from '@/components/about/cv-blocks';
import { WorkCard } from '@/components/research/publication-cards';
import type { Csl } from '@/lib/research/csl';
import { citationSummary, selectedWorks } from '@/lib/research/metrics';
import { researchRecord } from '@/lib/research/publications';
import type { WorkMetrics } from '@/lib/research/sources';
import { researchJsonLd } from '@/lib/seo/json-ld';
import { genomeWork } from '../../fixtures/research/identified';

const work = (doi: string): Csl => ({
  id: doi,
  type: 'article-journal',
  title: `Work ${doi}`,
  DOI: doi,
  issued: { 'date-parts': [[2020]] },
});
const counted = (count: number, date = '2026-11-26', byYear: [number, number][] = []) =>
  ({
    count,
    date,
    citingUrl: 'https://openalex.org/works?filter=cites:W1',
    countsByYear: byYear.map(([year, n]) => ({ year, count: n })),
  }) satisfies WorkMetrics;

describe('citationSummary', () => {
  test('total, h-index and i10-index over the works listed, each DOI once', () => {
    const works = ['10.1/a', '10.1/b', '10.1/c', '10.1/d', '10.1/e', '10.1/f'].map(work);
    const metrics = {
      '10.1/a': counted(25),
      '10.1/b': counted(10),
      '10.1/c': counted(4),
      '10.1/d': counted(3),
      '10.1/e': counted(0),
      '10.1/other': counted(1000), // not a work the site lists
    };
    // The same DOI listed twice (the file and ORCID agree) counts once; an upper-case DOI matches.
    const summary = citationSummary([...works, { ...work('10.1/A'), id: 'dup' }], metrics)!;
    expect(summary).toMatchObject({ total: 42, hIndex: 3, i10Index: 2, counted: 5 });
    // h: 3 works have at least 3 citations, but not 4 with at least 4.
    expect(citationSummary(works.slice(0, 3), metrics)?.hIndex).toBe(3);
    expect(citationSummary([work('10.1/e')], metrics)).toMatchObject({ hIndex: 0, i10Index: 0 });
  });

  test('the h-index holds a work cited exactly h times, whatever order the counts come in', () => {
    const works = ['10.1/a', '10.1/b', '10.1/c', '10.1/d'].map(work);
    const metrics = {
      '10.1/a': counted(1),
      '10.1/b': counted(10),
      '10.1/c': counted(3),
      '10.1/d': counted(5),
    };
    // 10, 5 and 3 are each at least 3; 1 is not at least 4.
    expect(citationSummary(works, metrics)).toMatchObject({ total: 19, hIndex: 3, i10Index: 1 });
  });

  test('the day is the newest count’s, wherever that work stands in the list', () => {
    const metrics = { '10.1/a': counted(2, '2026-11-26'), '10.1/b': counted(1, '2026-11-20') };
    expect(citationSummary([work('10.1/a'), work('10.1/b')], metrics)?.day).toBe('Nov 26, 2026');
  });

  test('nothing without a count', () => {
    expect(citationSummary([work('10.1/a')], {})).toBeNull();
    expect(citationSummary([], { '10.1/a': counted(3) })).toBeNull();
  });

  test('per year: the ten years up to the newest count, summed, zeros kept; the newest day, as the site writes dates', () => {
    const summary = citationSummary([work('10.1/a'), work('10.1/b')], {
      '10.1/a': counted(9, '2026-11-20', [
        [2012, 7],
        [2018, 2],
        [2026, 1],
      ]),
      '10.1/b': counted(5, '2026-11-26', [
        [2018, 3],
        [2025, 2],
      ]),
    })!;
    expect(summary.day).toBe('Nov 26, 2026');
    expect(summary.byYear).toEqual([
      { year: 2017, count: 0 },
      { year: 2018, count: 5 },
      { year: 2019, count: 0 },
      { year: 2020, count: 0 },
      { year: 2021, count: 0 },
      { year: 2022, count: 0 },
      { year: 2023, count: 0 },
      { year: 2024, count: 0 },
      { year: 2025, count: 2 },
      { year: 2026, count: 1 },
    ]);
  });
});

describe('the panel', () => {
  // Work a was cited 8 times before the chart's ten years, so "All" and "Since 2017" differ.
  const summary = citationSummary([work('10.1/a'), work('10.1/b')], {
    '10.1/a': counted(20, '2026-11-26', [
      [2024, 4],
      [2025, 6],
      [2026, 2],
    ]),
    '10.1/b': counted(3, '2026-11-26', [[2025, 3]]),
  })!;

  test('the figures, all and since the chart’s first year, what they count, and the chart in HTML', () => {
    const { container } = render(<CitationSummaryPanel summary={summary} />);
    const panel = screen.getByRole('region', { name: 'Citations at a glance' });
    const figures = within(panel).getAllByRole('table')[0]!;
    expect(
      within(figures)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['', 'All', 'Since 2017'],
      ['Citations', '23', '15'],
      ['h-index', '2', '2'],
      ['i10-index', '1', '1'],
    ]);
    expect(
      within(panel).getByText(
        'Citations of the 2 works in this record that OpenAlex knows by DOI, as it counted them on Nov 26, 2026. “All” counts every year; the bars and “Since 2017” count the citations made in each year since 2017.',
      ),
    ).toBeInTheDocument();
    const chart = container.querySelector('div[aria-hidden="true"]')!;
    const bars = [...chart.querySelectorAll<HTMLElement>('div[style]')].map((bar) =>
      parseFloat(bar.style.height),
    );
    expect(bars).toHaveLength(10);
    // 2025 is the tallest (9) and fills its box; 2024 is 4/9 of it; years without citations, none.
    expect(bars[8]).toBe(100);
    expect(bars[7]).toBeCloseTo(400 / 9);
    expect(bars[9]).toBeCloseTo(200 / 9);
    expect(bars.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // The year still being counted says so in words.
    expect(chart.lastElementChild!.textContent).toBe('22026so far');
    expect(chart.textContent!.match(/so far/g)).toHaveLength(1);
    // Each count stands on top of its bar.
    const counts = [...chart.querySelectorAll<HTMLElement>('span[style]')];
    expect(counts.map((count) => [count.textContent, parseFloat(count.style.bottom)])).toEqual(
      [...chart.querySelectorAll<HTMLElement>('div[style]')].map((bar, i) => [
        String(summary.byYear[i]!.count),
        parseFloat(bar.style.height),
      ]),
    );
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });

  test('screen readers read the same numbers as a table', () => {
    render(<CitationSummaryPanel summary={summary} />);
    const table = screen.getByRole('table', { name: 'Citations per year' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '20170',
      '20180',
      '20190',
      '20200',
      '20210',
      '20220',
      '20230',
      '20244',
      '20259',
      '2026 (so far)2',
    ]);
  });

  test('the About page says it in one line, linked to the research page', () => {
    render(<AboutPublications {...researchRecord([])} summary={summary} />);
    expect(
      screen.getByRole('link', {
        name: 'Cited 23 times · h-index 2 · i10-index 1 (OpenAlex, Nov 26, 2026)',
      }),
    ).toHaveAttribute('href', '/research');
  });
});

describe('free full text', () => {
  const copy = (pdf: boolean, kind: 'publisher' | 'repository') => ({
    ...counted(1),
    openAccess: {
      url: pdf ? 'https://europepmc.org/articles/pmc1/pdf' : 'https://journal.example/a',
      pdf,
      kind,
      status: 'green',
    },
  });

  test('a free legal copy is linked with its kind; none when there is none', () => {
    const { rerender } = render(
      <WorkCard work={work('10.1/a')} metrics={copy(true, 'repository')} />,
    );
    expect(
      screen.getByRole('link', { name: /^Free full text \(PDF, repository\)/ }),
    ).toHaveAttribute('href', 'https://europepmc.org/articles/pmc1/pdf');
    rerender(<WorkCard work={work('10.1/a')} metrics={copy(false, 'publisher')} />);
    expect(screen.getByRole('link', { name: /^Free full text \(publisher\)/ })).toHaveAttribute(
      'href',
      'https://journal.example/a',
    );
    rerender(<WorkCard work={work('10.1/a')} metrics={counted(1)} />);
    expect(screen.queryByText(/Free full text/)).toBeNull();
  });

  test('the JSON-LD says the work is free to read, and where, the PDF as a PDF', () => {
    const [free, closed] = researchJsonLd([work('10.1/a'), work('10.1/b')], () => [], {
      '10.1/a': copy(true, 'repository'),
      '10.1/b': counted(3),
    }) as Record<string, unknown>[];
    expect(free).toMatchObject({
      isAccessibleForFree: true,
      encoding: {
        '@type': 'MediaObject',
        contentUrl: 'https://europepmc.org/articles/pmc1/pdf',
        encodingFormat: 'application/pdf',
      },
    });
    expect(closed).not.toHaveProperty('isAccessibleForFree');
    expect(closed).not.toHaveProperty('encoding');
  });
});

describe('the works shown first', () => {
  const works = ['10.1/a', '10.1/b', '10.1/c', '10.1/d'].map(work);
  const metrics = { '10.1/b': counted(184), '10.1/c': counted(7), '10.1/d': counted(0) };

  test('the owner’s picks, in the list’s order, whatever their counts', () => {
    const picked = works.map((w, i) => (i % 2 ? w : { ...w, custom: { selected: true } }));
    expect(selectedWorks(picked, metrics, 6)).toEqual({
      by: 'owner',
      works: [picked[0], picked[2]],
    });
    expect(selectedWorks(picked, metrics, 1).works).toEqual([picked[0]]);
  });

  test('without picks, the most cited with at least one citation; none without counts', () => {
    expect(selectedWorks(works, metrics, 6)).toEqual({
      by: 'citations',
      works: [works[1], works[2]],
    });
    expect(selectedWorks(works, {}, 6)).toEqual({ by: 'citations', works: [] });
  });

  test('the most cited first, whatever the list’s order, and no more than asked for', () => {
    const many = ['10.1/a', '10.1/b', '10.1/c', '10.1/d', '10.1/e'].map(work);
    const counts = { '10.1/a': counted(3), '10.1/b': counted(40), '10.1/c': counted(12) };
    const ids = (limit: number) => selectedWorks(many, counts, limit).works.map((w) => w.id);
    expect(ids(6)).toEqual(['10.1/b', '10.1/c', '10.1/a']);
    expect(ids(2)).toEqual(['10.1/b', '10.1/c']);
  });
});

test('the about page lists the works shown first before the sections', () => {
  const picked = { ...work('10.1/z'), custom: { selected: true } };
  const record = researchRecord([work('10.1/y'), picked]);
  render(
    <AboutPublications
      {...record}
      summary={null}
      selected={selectedWorks([work('10.1/y'), picked], {}, 4)}
    />,
  );
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(headings[0]).toBe('Selected works');
  expect(headings.slice(1)).toContain('Research Articles');
  expect(screen.getAllByText('Work 10.1/z')).toHaveLength(2);
});

describe('the About page’s works', () => {
  const article = (n: number, extra: Partial<Csl> = {}): Csl => ({
    ...work(`10.1/${n}`),
    'container-title': 'Journal of Phage Research',
    issued: { 'date-parts': [[2010 + n]] },
    ...extra,
  });
  const book = (id: string): Csl => ({
    id,
    type: 'book',
    title: `Book ${id}`,
    note: 'Second edition',
    editor: [
      { family: 'Okafor', given: 'Jide' },
      { family: 'Carberry', given: 'Josiah' },
    ],
    issued: { 'date-parts': [[2026, 3]] },
  });
  const group = (title: string) =>
    screen
      .getByRole('heading', { level: 3, name: title })
      .closest<HTMLElement>('div.rounded-card')!;
  const lines = (title: string) =>
    within(group(title))
      .getAllByRole('listitem')
      .map((item) => item.lastElementChild!.textContent);

  test('each work’s line says where and when, and its status or accession', () => {
    render(
      <AboutPublications
        {...researchRecord([
          article(1, { status: 'In press' }),
          article(2, { issued: undefined }),
          genomeWork('MN908947.3'),
          genomeWork(),
          { ...genomeWork(), id: 'genome-planned', status: 'In preparation' },
          { ...genomeWork(), id: 'genome-undated', issued: undefined },
          book('one'),
          { ...book('two'), editor: undefined },
          {
            ...book('three'),
            editor: [...book('three').editor!, { family: 'Christiansen', given: 'Niels Finn' }],
          },
        ])}
        summary={null}
      />,
    );
    expect(lines('Research Articles').sort()).toEqual([
      'Journal of Phage Research',
      'Journal of Phage Research · 2011 · In press',
    ]);
    expect(lines('Genome Submissions').sort()).toEqual([
      'NCBI GenBank · 2025 · Accession pending',
      'NCBI GenBank · 2025 · In preparation',
      'NCBI GenBank · 2025 · MN908947.3',
      'NCBI GenBank · Accession pending',
    ]);
    // Beside the bundled book, which the record always holds.
    expect(lines('Books')).toEqual(
      expect.arrayContaining([
        'Second edition · March 2026 · Edited by Jide Okafor and Josiah Carberry',
        'Second edition · March 2026',
        // A list of names, not "A and B and C".
        'Second edition · March 2026 · Edited by Jide Okafor, Josiah Carberry and Niels Finn Christiansen',
      ]),
    );
    expect(within(group('Books')).getByRole('link', { name: 'About the book' })).toHaveAttribute(
      'href',
      '/books',
    );
    expect(
      within(group('Genome Submissions')).getByRole('link', { name: 'Full records and citations' }),
    ).toHaveAttribute('href', '/research#genome-submissions');
  });

  test('the first five of a kind, then how many more, linked to the full list', () => {
    render(
      <AboutPublications
        {...researchRecord([...[1, 2, 3, 4, 5, 6, 7].map((n) => article(n)), book('a')])}
        summary={null}
      />,
    );
    expect(lines('Research Articles')).toHaveLength(5);
    expect(
      within(group('Research Articles')).getByRole('link', {
        name: 'and 2 more in the full list →',
      }),
    ).toHaveAttribute('href', '/research/publications');
    expect(lines('Books')).toHaveLength(2);
    expect(within(group('Books')).queryByText(/more in the full list/)).toBeNull();
  });

  test('five of a kind, or the picks, say no "more"; one book is "Book"', () => {
    const five = [1, 2, 3, 4, 5].map((n) => article(n));
    const picked = five.map((w) => ({ ...w, custom: { selected: true } }));
    render(
      <AboutPublications
        {...researchRecord(picked)}
        summary={null}
        selected={selectedWorks(picked, {}, 6)}
      />,
    );
    expect(screen.queryByText(/more in the full list/)).toBeNull();
    expect(
      within(group('Selected works')).getByRole('link', { name: 'Full records and citations' }),
    ).toHaveAttribute('href', '/research#selected-works');
    expect(lines('Book')).toHaveLength(1);
  });
});
