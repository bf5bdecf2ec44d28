import { sitemapGroups } from '@/lib/routes';
import { expect, expectAccessible, test, visibleHtml } from './fixtures';

// The registry's groups are held to docs/product.md's list in tests/unit/routes.test.ts.
const GROUPS = sitemapGroups.map(
  (group) => [group.title, group.links.map((link) => link.path)] as const,
);

test.describe('sitemap page', () => {
  test('renders every group, link and description', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page).toHaveTitle('Sitemap - Phages & Biomes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    const groups = page.getByTestId('sitemap-group');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText(
      GROUPS.map(([title]) => title),
    );
    for (const [index, [title, paths]] of GROUPS.entries()) {
      const group = page.getByRole('region', { name: title, exact: true });
      const links = group.getByRole('link');
      expect(
        await links.evaluateAll((els) => els.map((a) => a.getAttribute('href'))),
        title,
      ).toEqual(paths);
      // Every link shows its label and its description from the registry.
      for (const [i, link] of sitemapGroups[index]!.links.entries()) {
        await expect(links.nth(i)).toContainText(link.label);
        await expect(links.nth(i)).toContainText(link.description);
        expect(link.description.length).toBeGreaterThan(20);
      }
    }
    await expectAccessible(page);
  });

  test('every linked path answers 200', async ({ request }) => {
    const paths = new Set(GROUPS.flatMap(([, p]) => p.map((path) => path.split('#')[0]!)));
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  test('a link leads to its page', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('region', { name: 'Legal' }).getByRole('link', { name: /Terms/ }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('Go Back at the top and bottom go back in history', async ({ page }) => {
    await page.goto('/books');
    await page.goto('/sitemap');
    const back = page.getByRole('button', { name: 'Go Back' });
    await expect(back).toHaveCount(2);
    await back.last().click();
    await expect(page).toHaveURL(/\/books$/);
    await page.goto('/sitemap');
    await back.first().click();
    await expect(page).toHaveURL(/\/books$/);
  });

  test('the server HTML holds every group, label and description', async ({ request }) => {
    const html = visibleHtml(await (await request.get('/sitemap')).text());
    for (const group of sitemapGroups) {
      expect(html).toContain(`>${group.title}</h2>`);
      for (const link of group.links) {
        expect(html).toContain(`href="${link.path}"`);
        expect(html).toContain(link.label);
        expect(html).toContain(link.description);
      }
    }
  });
});
