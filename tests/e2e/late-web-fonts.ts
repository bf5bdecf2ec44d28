import type { Page } from '@playwright/test';

/** Resolves once the page has drawn two more frames. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Holds every web font response back until `release()`, so the fonts arrive after the page has
 * been laid out without them, as they do on a phone. `requested` lists the fonts asked for so far.
 */
export async function holdWebFonts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\.woff2$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}
