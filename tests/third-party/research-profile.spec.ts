import type { Locator } from '@playwright/test';
import { expect, expectAccessible, SURFACE, test } from '../e2e/fixtures';
import { skipAssistantNotice } from './assistant-notice';
import { scholarlyOrigin } from './env.cjs';
import { refreshRecord } from './refresh';

/**
 * The research profile as OpenAlex reports it (the stand-in, in OpenAlex's shapes): citations at a
 * glance on the research page and in one line on About, and a work's free legal copy. Named for
 * this run: the build's regenerated pages outlive a run.
 */
const run = Date.now().toString(36);
const work = (n: number) => ({
  title: `Phage lysins against biofilms ${n}, run ${run}`,
  doi: `10.5555/profile.${run}.${n}`,
  journal: 'Journal of Phage Research',
  year: 2019,
  authors: [{ given: 'Rowan', family: 'Ellery' }],
});
const free = work(1);
const closed = work(2);
const pdf = `https://europepmc.org/articles/PMC${run}/pdf`;

test.beforeAll(async ({ request }) => {
  await request.post(`${scholarlyOrigin}/__orcid/works`, { data: [free, closed] });
  await request.post(`${scholarlyOrigin}/__counts`, { data: { [free.doi]: 31, [closed.doi]: 12 } });
  await request.post(`${scholarlyOrigin}/__openalex`, {
    data: {
      [free.doi]: {
        counts_by_year: [
          { year: 2019, cited_by_count: 11 },
          { year: 2021, cited_by_count: 20 },
        ],
        open_access: { is_oa: true, oa_status: 'green', oa_url: pdf },
        best_oa_location: {
          is_oa: true,
          landing_page_url: `https://europepmc.org/articles/PMC${run}`,
          pdf_url: pdf,
          source: { display_name: 'Europe PMC', type: 'repository' },
          version: 'acceptedVersion',
          license: 'cc-by',
        },
      },
      [closed.doi]: { counts_by_year: [{ year: 2019, cited_by_count: 12 }] },
    },
  });
  await refreshRecord(request);
  // The first request after a refresh may still answer the previous page while it regenerates.
  await expect
    .poll(async () => (await request.get('/research')).text(), { timeout: 30_000 })
    .toContain(free.title);
});

test.beforeEach(({ page }) => skipAssistantNotice(page));

/** The "All" column of the panel's figure `name`. */
const allOf = (panel: Locator, name: string) =>
  panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell')
    .first();

/** Each "Cited by N" on the page, by the DOI its card names. */
async function cardCounts(cards: Locator) {
  const counts = new Map<string, number>();
  for (const card of await cards.all()) {
    const cited = card.getByRole('link', { name: /^Cited by \d+/ });
    if (!(await cited.count())) continue;
    const doi = await card.getByRole('link', { name: /^10\./ }).first().textContent();
    counts.set(doi!.trim(), Number(/Cited by (\d+)/.exec((await cited.textContent())!)![1]));
  }
  return [...counts.values()];
}

for (const width of [390, 1280]) {
  test(`citations at a glance and free full text at ${width} px, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/research');
    const panel = page.getByRole('region', { name: 'Citations at a glance' });
    const figure = (name: string) => allOf(panel, name);

    // The figures are the cards' own counts summed, their h-index and their i10-index.
    const counts = (await cardCounts(page.locator('main article'))).sort((a, b) => b - a);
    expect(counts).toEqual(expect.arrayContaining([31, 12]));
    await expect(figure('Citations')).toHaveText(String(counts.reduce((s, n) => s + n, 0)));
    await expect(figure('h-index')).toHaveText(String(counts.filter((n, i) => n >= i + 1).length));
    await expect(figure('i10-index')).toHaveText(String(counts.filter((n) => n >= 10).length));
    await expect(
      panel.getByText(
        /^Citations of the \d+ works in this record that OpenAlex knows by DOI, as it counted them on [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
      ),
    ).toBeVisible();

    // The chart: bars drawn on the server, no script; the same numbers in a table for screen readers.
    const bars = panel.locator('div[aria-hidden="true"] div[style]');
    await expect(bars).toHaveCount(10);
    const rows = panel.getByRole('table', { name: 'Citations per year' }).getByRole('row');
    await expect(rows.filter({ hasText: /^2019/ })).toHaveText(/^201923$/);
    await expect(rows.filter({ hasText: /^2021/ })).toHaveText(/^2021(\d+)$/);
    expect(await panel.locator('script').count()).toBe(0);

    // A work with a free legal copy links to it, as a PDF in a repository; one without, to none.
    // A work may have two cards (among the most cited, and in its section): the first is enough.
    const card = (title: string) =>
      page.locator('article', { has: page.getByRole('heading', { name: title }) }).first();
    await expect(
      card(free.title).getByRole('link', { name: /^Free full text \(PDF, repository\)/ }),
    ).toHaveAttribute('href', pdf);
    await expect(card(closed.title).getByText('Free full text')).toHaveCount(0);

    // Nothing runs past the page's edge, and the panel reads in both themes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveCSS('background-color', SURFACE.dark);
    await expectAccessible(page);
  });
}

test('the full list sorts by the counted citations, most cited first, out of their years', async ({
  page,
  request,
}) => {
  // As the research page, the list may answer its previous page once while it regenerates.
  await expect
    .poll(async () => (await request.get('/research/publications')).text(), { timeout: 30_000 })
    .toContain(free.title);
  await page.goto('/research/publications');
  await expect(page.getByText(/Search them, sort them by citations, or keep/)).toBeVisible();
  // The count is written once the finder has hydrated: a choice made before would be lost, as
  // React takes the changed value for the first one.
  await expect(page.getByText(/^All \d+ works shown\.$/)).toBeVisible();
  const list = page.locator('#every-work');
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('Most cited first');
  await expect(page).toHaveURL(/\?sort=cited$/);
  // One heading for the rows, in place of their years'.
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Most cited first']);
  // The rows in the order the page shows them: this run's two works lead, 31 before 12.
  const order = await list.locator('[data-work]').evaluateAll((rows) =>
    rows
      .map((row) => ({
        cites: Number((row as HTMLElement).dataset.cites),
        top: row.getBoundingClientRect().top,
      }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.cites),
  );
  expect(order.slice(0, 2)).toEqual([31, 12]);
  expect(order).toEqual([...order].sort((a, b) => b - a));
  await expectAccessible(page);
});

test('About says the same figures in one line, linked to the research page', async ({
  page,
  request,
}) => {
  await page.goto('/research');
  const panel = page.getByRole('region', { name: 'Citations at a glance' });
  const [total, h, i10] = await Promise.all(
    ['Citations', 'h-index', 'i10-index'].map((name) => allOf(panel, name).textContent()),
  );
  const words = `Cited ${total} times · h-index ${h} · i10-index ${i10} (OpenAlex, `;
  // The first request after the refresh may still answer the previous page while it regenerates.
  await expect
    .poll(async () => (await request.get('/about')).text(), { timeout: 30_000 })
    .toContain(words);
  await page.goto('/about');
  const line = page.getByRole('link', {
    name: new RegExp(`^Cited ${total} times · h-index ${h} · i10-index ${i10} \\(OpenAlex, `),
  });
  await expect(line).toHaveAttribute('href', '/research');
  await expectAccessible(page);
});
