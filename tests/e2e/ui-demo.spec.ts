import { expect, expectAccessible, test } from './fixtures';

const TILES = [
  'Bacteriophage Research',
  'Microbiome Mapping',
  'Phage Therapy Applications',
  'Holistic Health Solutions',
  'Microbiome Engineering',
];

test.describe('UI demo', () => {
  test('shows glow cards, rainbow buttons and the five tiles', async ({ page }) => {
    await page.goto('/ui-demo');
    await expect(page).toHaveTitle('UI Demo - Phages & Biomes');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /UI demo/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI Demo');
    await expect(page.locator('main h2')).toHaveText([
      'Glow-on-Hover Cards',
      'Rainbow-Gradient Buttons',
      'Research Focus Grid',
    ]);
    await expect(page.locator('.glow-card')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Rainbow-Gradient Buttons' }).getByRole('link'),
    ).toHaveText(['Explore Research', 'Read the Blog', 'Get in Touch']);

    const tiles = page.getByTestId('demo-tile');
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(TILES);
    for (const text of await tiles.locator('p').allTextContents()) {
      expect(text.length).toBeGreaterThan(40);
    }
    await expectAccessible(page);
  });

  test('a card glows on hover', async ({ page }) => {
    await page.goto('/ui-demo');
    const card = page.locator('.glow-card').first();
    const glow = () =>
      card.evaluate((el) => Number(getComputedStyle(el, '::before').opacity).toFixed(2));
    expect(await glow()).toBe('0.00');
    await card.hover();
    await expect.poll(glow).toBe('0.90');
  });

  test('the rainbow drifts, and stands still under reduced motion', async ({ page }) => {
    await page.goto('/ui-demo');
    const button = page.locator('.rainbow-button').first();
    expect(await button.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const locator of [button, page.locator('.rainbow-button--outline')]) {
      expect(await locator.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    }
  });

  test('the server HTML holds the headings and the tiles', async ({ request }) => {
    const html = (await (await request.get('/ui-demo')).text()).replace(/&amp;/g, '&');
    for (const text of ['Glow-on-Hover Cards', 'Rainbow-Gradient Buttons', ...TILES]) {
      expect(html).toContain(`>${text}</h`);
    }
    expect(html).toContain('Using phages as precise tools to remove harmful strains');
  });
});
