import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNotFound, SURFACE, test } from './fixtures';
import { THEME_SCRIPT } from '@/lib/browser/theme';

/**
 * The colour theme: the system setting with no JavaScript, a stored choice from the header's
 * control, and never a first frame in the wrong theme.
 */

const { light: LIGHT_SURFACE, dark: DARK_SURFACE } = SURFACE;
const THEME_COLOR = { light: '#0b1a2e', dark: '#0d1621' };
/** The browser's UI colour for each scheme; a stored choice puts its own first. */
const SYSTEM_COLORS = [
  `(prefers-color-scheme: light) ${THEME_COLOR.light}`,
  `(prefers-color-scheme: dark) ${THEME_COLOR.dark}`,
];

interface FirstFrame {
  background: string;
  theme: string | null;
  bodyParsed: boolean;
}

/**
 * Before any page script runs, registers a callback for the first animation frame: it runs in
 * the first rendering update, just before that frame is painted, and records the colour the
 * canvas is painted with (the root's background) and the theme attribute at that moment.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = {
        background: getComputedStyle(document.documentElement).backgroundColor,
        theme: document.documentElement.getAttribute('data-theme'),
        bodyParsed: document.body !== null,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame)
    .then((handle) => handle.jsonValue() as Promise<FirstFrame>);

const storeChoice = (page: Page, choice: string) =>
  page.addInitScript((value) => {
    // Only on the first document: the test itself may change the choice afterwards.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, choice);

const themeColors = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) =>
      metas.map((m) => `${m.getAttribute('media')} ${m.getAttribute('content')}`),
    );

test.describe('first paint', () => {
  for (const { stored, system, background, theme } of [
    { stored: 'light', system: 'dark', background: LIGHT_SURFACE, theme: 'light' },
    { stored: 'dark', system: 'light', background: DARK_SURFACE, theme: 'dark' },
    { stored: null, system: 'dark', background: DARK_SURFACE, theme: null },
    { stored: null, system: 'light', background: LIGHT_SURFACE, theme: null },
  ] as const) {
    test(`stored ${stored ?? 'nothing (system)'}, system ${system}: the first frame is already right`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      if (stored) await storeChoice(page, stored);
      await recordFirstFrame(page);
      const response = await page.goto('/about');
      // The page ran under the site's policy, which allows no script beyond what it already did.
      expect(response?.headers()['content-security-policy']).toContain(
        "script-src 'self' 'unsafe-inline';",
      );
      expect(await firstFrame(page)).toEqual({ background, theme, bodyParsed: true });
      // And it stays so after hydration and a reload.
      await page.reload();
      await expect(page.locator('html')).toHaveCSS('background-color', background);
    });
  }

  test('the theme script sits in <head>, after the stylesheet', async ({ request }) => {
    // There it holds the parser (and so Chrome's low-priority script requests) until the
    // stylesheet has arrived: the stylesheet and the first picture get a slow link to themselves.
    const html = await (await request.get('/blogs')).text();
    const script = html.indexOf(`<script>${THEME_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('<link rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('</head>'));
  });
});

test.describe('the theme control', () => {
  test('a labelled group of three radios; the choice is applied, remembered and forgotten', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/research');
    const group = page.getByRole('group', { name: 'Colour theme' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await themeColors(page)).toEqual(SYSTEM_COLORS);

    // Keyboard: Tab reaches the checked radio, arrow keys move the choice (System → Light).
    await group.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_SURFACE);
    // The focused option shows a ring.
    const focused = group.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) });
    await expect(focused).toHaveCSS('outline-style', 'solid');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // A stored choice puts its colour first, for every scheme.
    expect(await themeColors(page)).toEqual([`null ${THEME_COLOR.dark}`, ...SYSTEM_COLORS]);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await themeColors(page)).toEqual([`null ${THEME_COLOR.dark}`, ...SYSTEM_COLORS]);

    // A pointer click on the option's icon.
    await group.getByTitle('System').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_SURFACE);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await themeColors(page)).toEqual(SYSTEM_COLORS);
  });

  test('pictures are dimmed in the dark theme, and not once light is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/research');
    const picture = page.getByRole('main').locator('img').first();
    await expect(picture).toHaveCSS('filter', 'brightness(0.85)');
    await page.getByRole('group', { name: 'Colour theme' }).getByTitle('Light').click();
    await expect(picture).toHaveCSS('filter', 'none');
  });

  test('in the mobile menu, with its words', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    const group = menu.getByRole('group', { name: 'Colour theme' });
    await expect(group).toBeVisible();
    await expect(group).toContainText('Light');
    await group.getByText('Light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_SURFACE);
  });
});

// Every page's dark theme (the system's) is scanned in headers.spec.ts, beside its light one.
test.describe('every page is accessible in the dark theme', () => {
  test(
    '/no-such-page (stored dark, system light)',
    { tag: '@mobile' },
    async ({ page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await storeChoice(page, 'dark');
      await page.goto('/no-such-page');
      await expectNotFound(consoleErrors, '/no-such-page');
      await expect(page.locator('html')).toHaveCSS('background-color', DARK_SURFACE);
      await expectAccessible(page);
    },
  );

  test('text on gradients, which axe cannot measure, keeps its light-theme colour', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ui-demo');
    const solid = page.locator('.rainbow-button:not(.rainbow-button--outline)');
    expect(await solid.count()).toBeGreaterThan(0);
    for (const color of await solid.evaluateAll((buttons) =>
      buttons.map((b) => getComputedStyle(b).color),
    )) {
      expect(color).toBe('rgb(11, 26, 46)');
    }
  });
});
