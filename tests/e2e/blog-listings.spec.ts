import type { Page } from '@playwright/test';
import { absoluteUrl } from '@/lib/config';
import { FIXTURE_DATASET, isPublic, loadDataset } from '../integration/cms-server';
import { expect, expectAccessible, expectNotFound, test } from './fixtures';

type Doc = {
  _id: string;
  _type: string;
  slug?: { current?: string };
  category?: { _ref: string };
  tags?: Array<{ _ref: string }>;
};

/** The published posts of the dataset the site serves, read from the export itself. */
const posts = (loadDataset(FIXTURE_DATASET) as Doc[]).filter(
  (d) => d._type === 'post' && isPublic(d) && d.slug?.current,
);

const inCategory = (id: string) => posts.filter((p) => p.category?._ref === id).length;
const withTag = (id: string) => posts.filter((p) => p.tags?.some((t) => t._ref === id)).length;

const cards = (page: Page) => page.getByTestId('posts-grid').getByTestId('post-card');

async function expectListing(page: Page, heading: string, canonicalPath: string, count: number) {
  await expect(page).toHaveTitle(`${heading} - Phages & Biomes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl(canonicalPath),
  );
  await expect(cards(page)).toHaveCount(count);
  await expectAccessible(page);
}

test.describe('category and tag listings', () => {
  test('a category page lists every post of that category', async ({ page }) => {
    const count = inCategory('category-phage-therapy');
    expect(count).toBeGreaterThan(1);
    const response = await page.goto('/blogs/category/phage-therapy');
    expect(response?.status()).toBe(200);
    await expectListing(page, 'Phage Therapy articles', '/blogs/category/phage-therapy', count);
    await expect(page.getByText(`${count} articles in Phage Therapy, newest first.`)).toBeVisible();
    // Every card is of this category; one page needs no pagination.
    await expect(cards(page).getByText('Phage Therapy', { exact: true })).toHaveCount(count);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    // The way back to every article, as an article has.
    await page.getByRole('link', { name: '← Back to posts' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('a tag page lists the posts carrying that tag', async ({ page }) => {
    const count = withTag('tag-clinical-trials');
    expect(count).toBeGreaterThan(1);
    await page.goto('/blogs/tag/clinical-trials');
    await expectListing(
      page,
      'Articles tagged Clinical trials',
      '/blogs/tag/clinical-trials',
      count,
    );
    await expect(page.getByText(`${count} articles tagged Clinical trials`)).toBeVisible();
  });

  test('unknown categories, tags and pages answer 404 with "Page Not Found"', async ({
    page,
    consoleErrors,
  }) => {
    for (const path of [
      '/blogs/category/no-such-category',
      '/blogs/tag/no-such-tag',
      // A tag's slug is not a category, and a one-page category has no page 2.
      '/blogs/category/biofilm',
      '/blogs/category/phage-therapy/page/2',
      '/blogs/tag/biofilm/page/02',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expectNotFound(consoleErrors, path);
    }
  });

  test('an article’s tag chip leads to the tag page', async ({ page }) => {
    await page.goto('/blogs/phage-vs-antibiotics');
    // The category chip's link is checked in blog.spec.ts ('a loaded article has every element').
    await page.locator('article footer').getByRole('link', { name: '#Biofilm' }).click();
    await expect(page).toHaveURL(/\/blogs\/tag\/biofilm$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles tagged Biofilm');
    await expect(cards(page)).toHaveCount(withTag('tag-biofilm'));
    await expect(cards(page).getByRole('heading', { name: /^Phages vs Antibiotics/ })).toHaveCount(
      1,
    );
  });

  test('the index’s category chips are links to the category pages', async ({ page }) => {
    await page.goto('/blogs');
    const chip = page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('link', { name: 'Microbiome', exact: true });
    // Its href is checked in blog.spec.ts. A new tab (or a crawler) gets the category page; a plain click filters in place (blog.spec).
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      chip.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    // A new tab opens on about:blank, then navigates: wait for the address, not the first load.
    await expect(tab).toHaveURL(/\/blogs\/category\/microbiome$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Microbiome articles');
    await expect(page).toHaveURL(/\/blogs$/);
    await tab.close();
  });
});
