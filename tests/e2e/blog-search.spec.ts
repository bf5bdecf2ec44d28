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

  test('the search route answers hostile text with JSON, never an error', async ({ request }) => {
    for (const q of ['%', '<script>alert(1)</script>', 'λ 🦠', 'x'.repeat(4000)]) {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}&utm=1`);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('<script>');
    }
    expect((await request.get('/api/search?q=%')).status()).toBe(200);
  });
});
