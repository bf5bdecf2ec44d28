import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { holdWebFonts, twoFrames } from './late-web-fonts';

/**
 * The web fonts are `font-display: optional`: on a first visit they arrive after the first layout
 * and that page keeps its metric-matched fallbacks. From the first client-side navigation on, the
 * visit reads in Inter and Source Serif 4 (lib/browser/late-fonts.ts), without a reload.
 */

/** The font the browser draws most of an element's first glyphs in (Chromium's own answer). */
async function drawnFont(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return undefined;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
  } finally {
    await cdp.detach();
  }
}

test('a first visit reads in the web fonts from its first client-side navigation on', async ({
  page,
}) => {
  // A first paint can take many seconds on a loaded machine: wait for it, not for a clock.
  test.setTimeout(180_000);
  // The fonts arrive only after the first page has been laid out without them, as on a phone.
  const fonts = await holdWebFonts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => fonts.requested.length, { message: 'both web fonts requested', timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);
  await twoFrames(page);
  fonts.release();
  await page.waitForLoadState('load');

  // The first page keeps the fallbacks…
  expect(await drawnFont(page, 'h1')).not.toBe('Source Serif 4');
  expect(await drawnFont(page, 'main p')).not.toBe('Inter');

  // …the next one, reached through the site's navigation, is in the web fonts.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Research' })
    .click();
  await expect(page).toHaveURL(/\/research$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research');
  await expect.poll(() => drawnFont(page, 'h1'), { timeout: 30_000 }).toBe('Source Serif 4');
  await expect.poll(() => drawnFont(page, 'main p')).toBe('Inter');
});
