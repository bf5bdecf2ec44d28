/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { generateMetadata } from '@/app/research/publications/[year]/page';
import { metadata as indexMetadata } from '@/app/research/publications/page';
import { ListIndex, loadYears, YearPage } from '@/app/research/publications/_list';
import { researchListText } from '@/content/research-labels';
import { routes, UNDATED, yearPath } from '@/lib/routes';
import { yearOf } from '@/lib/research/work';

/** The year pages' cached list of years, read here outside Next's cache. */
jest.mock('next/cache', () => ({ cacheTag: () => {}, cacheLife: () => {} }));

/** The names of a page's breadcrumbs, read from its JSON-LD as a crawler reads them. */
function crumbNames(page: ReactElement): string[] {
  const html = renderToStaticMarkup(page);
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap(
      (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { name: string }[] }[],
    )
    .find((item) => item['@type'] === 'BreadcrumbList');
  return data!.itemListElement!.map((step) => step.name);
}

const yearMetadata = async (year: number) =>
  generateMetadata({ params: Promise.resolve({ year: year ? String(year) : UNDATED }) });

describe('the full list of works and its year pages', () => {
  test('a year page is described by its lead, as a blog listing page is: no two pages alike', async () => {
    const { years } = await loadYears();
    const descriptions = [indexMetadata.description];
    for (const { year, count } of years) {
      const metadata = await yearMetadata(year);
      expect(metadata.description).toBe(researchListText.yearLead(count, year));
      expect(metadata.openGraph?.description).toBe(metadata.description);
      descriptions.push(metadata.description);
    }
    expect(new Set(descriptions).size).toBe(years.length + 1);
  });

  test('the index is described as the whole list, and each page at its own address', async () => {
    expect(indexMetadata.description).toBe(researchListText.description);
    expect(indexMetadata.alternates?.canonical).toBe(routes.allPublications);
    expect((await yearMetadata(2024)).alternates?.canonical).toBe(yearPath(2024));
  });

  test('a year page lists that year’s works alone and, among the years, marks its own', async () => {
    const { works, years } = await loadYears();
    const html = renderToStaticMarkup(await YearPage({ year: 2024 }));
    const listed = [...html.matchAll(/<li id="([^"]+)" data-work="" data-year="(\d+)"/g)];
    expect(listed.map((row) => [row[1], Number(row[2])])).toEqual(
      works.filter((work) => yearOf(work) === 2024).map((work) => [work.id, 2024]),
    );
    expect(listed).toHaveLength(2);
    const links = html.matchAll(
      /<a( aria-current="page")?[^>]* href="\/research\/publications\/(\d+)">(\d+) <span[^>]*>([^<]+)</g,
    );
    expect([...links].map((link) => [Number(link[2]), `${link[3]} ${link[4]}`, !!link[1]])).toEqual(
      years.map(({ year, count }) => [
        year,
        `${year} ${researchListText.works(count)}`,
        year === 2024,
      ]),
    );
  });

  test('the index holds each year under its heading; with no work counted, it offers no sort by citations', async () => {
    const { works, years } = await loadYears();
    const html = renderToStaticMarkup(await ListIndex());
    expect(html).toContain(researchListText.lead(works.length, false));
    expect([...html.matchAll(/<h2[^>]*>(\d{4})<\/h2>/g)].map((h) => Number(h[1]))).toEqual(
      years.map(({ year }) => year),
    );
  });

  test('their breadcrumbs name each step by its page, as an article’s are, not by its address', async () => {
    expect(crumbNames(await ListIndex())).toEqual(['Home', 'Research', researchListText.title()]);
    for (const year of [2024, 0])
      expect(crumbNames(await YearPage({ year }))).toEqual([
        'Home',
        'Research',
        researchListText.title(),
        researchListText.title(year),
      ]);
  });
});
