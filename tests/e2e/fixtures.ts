import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every browser test: fails on uncaught page errors and on console errors (CSP violations and
 * failed loads included: a 404 for an image, script, font or page fails the test that met it), and
 * offers `expectAccessible(page)` for an axe-core scan. A console error is recorded with the URL it
 * is about, so a test that provokes one on purpose can name it exactly (`expectNotFound`).
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
        const { url } = message.location();
        const text = url ? `${message.text()} (${url})` : message.text();
        if (expectedConsoleErrors.some((expected) => expected.test(text))) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The browser logged the 404 of exactly this path (a not-found page the test asked for): waits for
 * that console error and removes it, so every other 404 still fails the test.
 */
export async function expectNotFound(consoleErrors: string[], path: string) {
  const url = new URL(path, test.info().project.use.baseURL).href;
  const message = `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`;
  await expect
    .poll(() => consoleErrors, { message: `the browser logged the 404 of ${url}` })
    .toContain(message);
  consoleErrors.splice(consoleErrors.indexOf(message), 1);
}

/**
 * Resolves once the page has loaded, painted and gone idle: after the load event and the first
 * contentful paint, two idle callbacks in a row. The site's own idle-time work (lib/browser/idle.ts:
 * the hero loop, third parties, the toaster) is queued at that same moment, so it has run by then.
 * This is the positive signal that lets a test say "X never happened" without guessing a delay.
 */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idleTwice = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          idleTwice();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/**
 * Resolves once no finite animation or transition is running (a fading toast, an opening panel).
 * Axe reads colours as painted, so an element caught half-faded would count as low contrast; looping
 * catches transitions that the end of another one starts. Endless loops (the hero) are left alone.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let batch = running(); batch.length > 0; batch = running()) {
      await Promise.allSettled(batch.map((animation) => animation.finished));
    }
  });
}

/**
 * The axe rules that read colour. A theme changes colours only (each themed value in
 * app/globals.css is one light-dark() pair), so a page already scanned whole in one theme is
 * scanned in the other by these: about half the cost of a whole scan.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** An axe scan of the page as it is (by default every WCAG 2.1 A/AA rule and best practice). */
export async function expectAccessible(page: Page, rules?: string[]) {
  await animationsSettled(page);
  // Parts the browser skips until they near the view (`content-visibility: auto`: the home page's
  // lower sections, the full list's rows) keep the style they had when skipped, so after a theme
  // change axe would read old colours there; a reader sees each part restyled as it comes into
  // view, so it is scanned rendered.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // Legacy mode runs axe in the page itself; the default also opens a blank page to combine
  // the results of cross-origin frames, which doubles the cost of every scan. The site's pages
  // have no such frame to scan (only the newsletter provider's form, not the site's own markup).
  // Only violations are judged, so only they carry every node: the passes' node lists would make
  // each answer several times larger, built in the page and parsed here (tests/README.md).
  // (`options` replaces what the builder holds, so it comes before the tags.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (
    rules
      ? builder.withRules(rules)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  )
    .setLegacyMode(true)
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

/** Holds the page's requests that match `url` until the returned function lets them go. */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

/** Decodes the few entities React writes into text, and drops its text-node separators. */
export function visibleHtml(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The page's background in each colour theme. */
export const SURFACE = { light: 'rgb(247, 246, 242)', dark: 'rgb(13, 22, 33)' } as const;

/** Every page of the site, one of each kind: the sections, a research article, a post, the rest. */
export const EVERY_PAGE = [
  '/',
  '/about',
  '/research',
  '/research/phage-therapy-advances',
  '/research/microbiome-gut-health',
  '/phages',
  '/books',
  '/contact',
  '/blogs',
  '/blogs/phage-vs-antibiotics',
  '/terms',
  '/privacy',
  '/sitemap',
  '/ui-demo',
] as const;
