import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every browser test: fails on uncaught page errors and on console errors (CSP violations
 * included), and offers `expectAccessible(page)` for an axe-core scan.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a spec expects from its own set-up, each with its reason there. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A 404 page legitimately logs its own 404 response.
        if (/status of 404/.test(text)) return;
        if (expectedConsoleErrors.some((expected) => expected.test(text))) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/**
 * The image has loaded and is not broken. Scrolls it into view first (a lazy image only starts
 * loading near the viewport) and waits for the load instead of reading `naturalWidth` once: on a
 * busy machine the bytes may still be on their way.
 */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBeGreaterThan(0);
}

export { expect };
