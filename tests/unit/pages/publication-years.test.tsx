/**
 * @jest-environment node
 */
import { generateMetadata } from '@/app/research/publications/[year]/page';
import { metadata as indexMetadata } from '@/app/research/publications/page';
import { loadYears } from '@/app/research/publications/_list';
import { researchListText } from '@/content/research-labels';
import { UNDATED } from '@/lib/research/publications';

/** The year pages' cached list of years, read here outside Next's cache. */
jest.mock('next/cache', () => ({ cacheTag: () => {}, cacheLife: () => {} }));

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
});
