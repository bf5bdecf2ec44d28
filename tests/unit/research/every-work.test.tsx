import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EveryWork } from '@/components/research/every-work';
import { readFileSync } from 'node:fs';
import { researchRecord, worksByYear } from '@/lib/research/publications';
import { parseBibliography } from '../../fixtures/research/read';
import type { WorkMetrics } from '@/lib/research/sources';
import { kindOf } from '@/lib/research/work';

// An astronomer's export from NASA ADS: works of several years and types, four with DOIs.
const ads = readFileSync('tests/fixtures/research/bib/ads.bib', 'utf8');
const { works, years } = worksByYear(researchRecord(parseBibliography(ads)));
const cited = works.filter((w) => w.DOI);
const counted = (count: number): WorkMetrics => ({
  count,
  date: '2026-11-26',
  citingUrl: 'https://api.openalex.org/works?filter=cites:W1',
  countsByYear: [],
});
// The oldest work with a DOI is the most cited, so sorting by citations moves it to the top.
const top = cited.at(-1)!;
const counts = {
  [top.DOI!.toLowerCase()]: counted(184),
  [cited[0]!.DOI!.toLowerCase()]: counted(7),
};
const list = <EveryWork works={works} years={years.map((y) => y.year)} counts={counts} sortable />;

/** The shown rows' keys, in the order the page shows them. */
const shownRows = () =>
  [...document.querySelectorAll<HTMLElement>('[data-work]')]
    .filter((row) => !row.hidden)
    .sort((a, b) => Number(a.style.order || 0) - Number(b.style.order || 0))
    .map((row) => row.id);
/** The years shown: a year box with rows to show, while the list is in years (not `data-sorted`). */
const visibleYears = () =>
  document.getElementById('every-work')!.hasAttribute('data-sorted')
    ? []
    : [...document.querySelectorAll<HTMLElement>('[data-year-group]')]
        .filter((group) => !group.hidden)
        .map((group) => group.querySelector('[data-year-heading]')!.textContent);
/** Each year box's guessed height, in rows: the rows it shows. */
const guessedRows = () =>
  [...document.querySelectorAll<HTMLElement>('[data-year-group]')].map((group) =>
    Number(group.style.getPropertyValue('--rows')),
  );

let hydrated: { host: HTMLElement; root: Root } | undefined;
/** The built page's HTML, as the browser holds it, then hydrated; `before` acts on it first. */
async function hydrateList(before: (host: HTMLElement) => void = () => {}) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(list);
  document.body.append(host);
  before(host);
  await act(async () => void (hydrated = { host, root: hydrateRoot(host, list) }));
}
beforeEach(() => window.history.replaceState(null, '', '/research/publications'));
afterEach(() => {
  act(() => hydrated?.root.unmount());
  hydrated?.host.remove();
  hydrated = undefined;
});

describe('every work on one page', () => {
  test('the server HTML holds every work under its year, and the finder’s controls', () => {
    const html = renderToString(list);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelectorAll('[data-work]')).toHaveLength(works.length);
    expect([...page.querySelectorAll('h2[data-year-heading]')].map((h) => h.textContent)).toEqual(
      years.map((y) => String(y.year || 'Undated')),
    );
    // The heading the rows take when sorted by citations (hidden until then: app/styles/ui.css).
    expect(page.querySelector('h2[data-sorted-heading]')?.textContent).toBe('Most cited first');
    for (const work of works) expect(page.textContent).toContain(work.title!.slice(0, 20));
    // A work with no venue (the book) has no empty line for one.
    expect(page.querySelectorAll('[data-work] p:empty, [data-work] i:empty')).toHaveLength(0);
    expect(page.querySelector('input[type=search]')).not.toBeNull();
    // Counting is the script's: without it the status says nothing the list does not show.
    expect(page.querySelector('[role=status]')!.textContent).toBe('');
  });

  test('hydrated, it searches as one types, says how many, and keeps the view in the address', async () => {
    const user = userEvent.setup();
    await hydrateList();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`All ${works.length} works shown.`);

    const word = top.title!.split(' ').find((w) => w.length > 6)!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), word.toUpperCase());
    const expected = works.filter((w) => w.title!.toLowerCase().includes(word.toLowerCase()));
    expect(shownRows()).toEqual(expected.map((w) => w.id));
    expect(status).toHaveTextContent(`${expected.length} of ${works.length} works shown.`);
    // The address takes the search once typing settles.
    await waitFor(() =>
      expect(window.location.search).toBe(`?q=${encodeURIComponent(word.toUpperCase())}`),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' zzzznothing');
    expect(shownRows()).toEqual([]);
    expect(visibleYears()).toEqual([]);
    expect(status).toHaveTextContent('No work matches. Try fewer words, or every type and year.');
  });

  test("it searches a work's words, not its controls' labels (Cite, a new tab, and N more)", async () => {
    const user = userEvent.setup();
    await hydrateList();
    const rows = [...document.querySelectorAll<HTMLElement>('[data-work]')];
    // The labels are there to be matched, were the row's whole text searched.
    expect(rows.every((row) => /Cite/.test(row.textContent!))).toBe(true);
    expect(rows.some((row) => /opens in a new tab/.test(row.textContent!))).toBe(true);
    const search = async (words: string) => {
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), words);
      return shownRows();
    };
    expect(await search('new tab')).toEqual([]);
    expect(await search('loading the citation')).toEqual([]);
    // "cite" is in the two counted works' own "Cited by …", not in every row's button.
    expect((await search('cite')).sort()).toEqual([top.id, cited[0]!.id].sort());
  });

  test('sorted by citations the years step aside; a type and a year narrow it', async () => {
    const user = userEvent.setup();
    render(list);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Most cited first');
    expect(shownRows().slice(0, 2)).toEqual([top.id, cited[0]!.id]);
    expect(visibleYears()).toEqual([]);
    expect(window.location.search).toBe('?sort=cited');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest first');
    expect(guessedRows()).toEqual(years.map((y) => y.count));
    const year = String(years[1]!.year);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
    expect(visibleYears()).toEqual([year]);
    expect(guessedRows()).toEqual(years.map((y) => (y === years[1] ? y.count : 0)));
    expect(shownRows()).toEqual(
      works.filter((w) => String(w.issued?.['date-parts']?.[0]?.[0]) === year).map((w) => w.id),
    );
    const kinds = within(screen.getByRole('combobox', { name: 'Type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds[0]).toBe('Every type');
    expect(kinds.length).toBeGreaterThan(2);
  });

  test('an address with a view opens on it', () => {
    window.history.replaceState(
      null,
      '',
      `/research/publications?sort=cited&year=${years[0]!.year}`,
    );
    render(list);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('cited');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(String(years[0]!.year));
    expect(screen.getByRole('status')).toHaveTextContent(`${years[0]!.count} of ${works.length}`);
  });

  test('a shared address keeps its view through hydration of the page built without it', async () => {
    const year = String(years[0]!.year);
    const address = `/research/publications?q=phage&year=${year}`;
    window.history.replaceState(null, '', address);
    await hydrateList();
    // The fields the visitor never touched still hold the build's values: they must not win.
    expect(`${window.location.pathname}${window.location.search}`).toBe(address);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('phage');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(year);
  });

  test('a search and a year chosen before hydration are kept, and written to the address', async () => {
    const year = String(years[1]!.year);
    await hydrateList((host) => {
      host.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'phage';
      host.querySelector<HTMLSelectElement>('select[name="year"]')!.value = year;
    });
    expect(window.location.search).toBe(`?q=phage&year=${year}`);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('phage');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(year);
  });

  test('with no citation counted, no sorting by citations, whatever the address asks', () => {
    window.history.replaceState(null, '', '/research/publications?sort=cited');
    render(
      <EveryWork works={works} years={years.map((y) => y.year)} counts={{}} sortable={false} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
    expect(document.getElementById('every-work')).not.toHaveAttribute('data-sorted');
    expect(visibleYears()).toEqual(years.map((y) => String(y.year)));
  });

  test('a type or year the list does not hold is every one, as its choice shows', () => {
    window.history.replaceState(null, '', '/research/publications?year=1999&type=Nope');
    render(list);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(`All ${works.length} works shown.`);
  });

  test('a type narrows the list and the address; Every type and Every year come first', async () => {
    const user = userEvent.setup();
    render(list);
    const type = screen.getByRole('combobox', { name: 'Type' });
    const kind = within(type).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.selectOptions(type, kind);
    const ofKind = [...document.querySelectorAll<HTMLElement>('[data-work]')].filter(
      (row) => row.dataset.kind === kind,
    );
    expect(ofKind.length).toBeGreaterThan(0);
    expect(shownRows()).toEqual(ofKind.map((row) => row.id));
    expect(window.location.search).toBe(`?${new URLSearchParams({ type: kind })}`);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent('Every year');
    expect(within(type).getAllByRole('option')[0]).toHaveTextContent('Every type');
    // Each type the list holds, once, in alphabetical order.
    const kinds = within(type)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.getAttribute('value'));
    expect(kinds).toEqual([...new Set(works.map(kindOf))].sort());
    // The file lists them in another order.
    expect(kinds).not.toEqual([...new Set(works.map(kindOf))]);
  });

  test('Enter in the search box keeps the visitor on the page', () => {
    render(list);
    const form = screen.getByRole('search', { name: 'Find a work' });
    expect(fireEvent.submit(form)).toBe(false);
  });

  test('opening on an address writes nothing to it; Back or Forward wins over a search not yet settled', () => {
    jest.useFakeTimers();
    try {
      const address = `/research/publications?year=${years[0]!.year}`;
      window.history.replaceState(null, '', address);
      render(list);
      act(() => jest.advanceTimersByTime(5_000));
      expect(`${window.location.pathname}${window.location.search}`).toBe(address);

      const search = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(search, { target: { value: 'half typed' } });
      act(() => {
        window.history.pushState(null, '', '/research/publications?q=genome');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(search).toHaveValue('genome');
      act(() => jest.advanceTimersByTime(5_000));
      expect(window.location.search).toBe('?q=genome');
    } finally {
      jest.useRealTimers();
    }
  });
});
