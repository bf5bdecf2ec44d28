import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const cardTitles = (page: Page) => page.getByTestId('post-card').getByRole('heading', { level: 2 });

test.describe('blog search', () => {
  test('finds a word that occurs only in an article body, through the search route', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const answer = page.waitForResponse((r) => r.url().includes('/api/search?q=Eliava'));
    // "Eliava" is in no title, excerpt, author, category or tag: the loaded cards cannot match it.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('Eliava');
    await expect(page).toHaveURL(/\/blogs\?q=Eliava$/);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, s-maxage=60, stale-while-revalidate=300',
    );
    await expect(cardTitles(page)).toHaveText([
      "A Century of Phage Therapy: From d'Hérelle to Personalised Cocktails",
    ]);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('Eliava');
    await expect(cardTitles(page)).toHaveCount(1);
  });

  test(
    'typing, clearing and choosing a chip keep the page where it is; back is a navigation',
    { tag: '@mobile' },
    async ({ page }) => {
      // The phone case: 390 × 664, as a visitor met it.
      if (page.viewportSize()!.width < 500) await page.setViewportSize({ width: 390, height: 664 });
      await page.goto('/blogs');
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      // Scroll until the search box is near the top of the window.
      const boxTop = await search.evaluate(
        (box) => box.getBoundingClientRect().top + window.scrollY,
      );
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), boxTop - 80);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(150);
      const scrollY = () => page.evaluate(() => window.scrollY);

      const answer = page.waitForResponse((r) => r.url().includes('/api/search?q=phage'));
      await search.pressSequentially('phage');
      await expect(page).toHaveURL(/\/blogs\?q=phage$/);
      await answer;
      await expect(cardTitles(page).first()).toContainText(/phage/i);
      expect(await scrollY()).toBe(scrolled);

      await search.fill('');
      await expect(page).toHaveURL(/\/blogs$/);
      expect(await scrollY()).toBe(scrolled);

      const chip = page.getByRole('group', { name: 'Filter by category' });
      await chip.getByRole('link', { name: 'Microbiome' }).click();
      await expect(page).toHaveURL(/\/blogs\?category=microbiome$/);
      await expect(chip.getByRole('link', { name: 'Microbiome' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(await scrollY()).toBe(scrolled);

      // Back and forward are navigations through history: each restores its entry's filter and
      // the scroll the visitor left it at.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.goBack();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(chip.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
      await expect.poll(scrollY).toBe(scrolled);
      await page.goForward();
      await expect(page).toHaveURL(/\/blogs\?category=microbiome$/);
      await expect(chip.getByRole('link', { name: 'Microbiome' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect.poll(scrollY).toBe(0);
    },
  );

  test('with scripts off, every post is listed and no search is offered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs?q=Eliava');
    await expect(page.getByRole('searchbox', { includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
    await expect(cardTitles(page)).not.toHaveCount(0);
    await context.close();
  });

  test('the search route answers hostile text with JSON, never an error', async ({ request }) => {
    for (const q of ['%', '<script>alert(1)</script>', 'λ 🦠', 'x'.repeat(4000)]) {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}&utm=1`);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('<script>');
    }
    expect((await request.get('/api/search?q=%')).status()).toBe(200);
  });
});
