import { test, expect } from './fixtures';
import { holdWebFonts, twoFrames } from './late-web-fonts';

/**
 * On a slow network the web fonts arrive after the first paint. The page is then laid out in the
 * fallback faces and must not move when Inter and Source Serif 4 arrive (they are
 * `font-display: optional`, app/fonts.ts: a late font is kept for the next page load rather than
 * swapped in). The font responses are held back until the page has painted without them and asked
 * for both (then two more frames), so they always arrive late, as they do on a phone. `/sitemap` is
 * here because its lead wrapped onto a third line when Inter swapped in (CLS 0.022).
 */
/** The project's layout-shift budget (Lighthouse CLS ≤ 0.02 on every page). */
const SHIFT_BUDGET = 0.02;
const WEB_FONT_FAMILIES = ['inter', 'sourceSerif'];

const PAGES = ['/', '/phages', '/blogs', '/blogs/phage-vs-antibiotics', '/sitemap'];

type Shift = { value: number; sources: string[] };

declare global {
  interface Window {
    __shifts: Shift[];
    /** Whether each web font had loaded when the first content was painted. */
    __fontsLoadedAtFirstPaint?: boolean[];
  }
}

/** Lighthouse's phone: its CLS is measured at this width, where lines break apart from 390 px. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

const CASES = PAGES.flatMap((path) => [
  { path, viewport: null },
  { path, viewport: LIGHTHOUSE_PHONE },
]);

for (const { path, viewport } of CASES) {
  test(
    `${path} does not move when the web fonts arrive late${viewport ? ' (Lighthouse phone)' : ''}`,
    { tag: viewport ? '@mobile-only' : '@mobile' },
    async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      // A first paint can take many seconds on a loaded machine: wait for it, not for a clock.
      test.setTimeout(180_000);
      const fonts = await holdWebFonts(page);
      // Record every layout shift from the start, naming the moved elements while they exist.
      await page.addInitScript((families) => {
        window.__shifts = [];
        const webFonts = () =>
          [...document.fonts].filter((face) => families.includes(face.family.replace(/["']/g, '')));
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          window.__fontsLoadedAtFirstPaint = webFonts().map((face) => face.status === 'loaded');
        }).observe({ type: 'paint', buffered: true });
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '(removed)';
          const id = node.id ? `#${node.id}` : '';
          const classes = [...node.classList].slice(0, 4).map((c) => `.${c}`);
          const text = node.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
          return `${node.localName}${id}${classes.join('')}${text ? ` "${text}"` : ''}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
            if (entry.hadRecentInput) continue;
            window.__shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) => describe(source.node)),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });

        type LayoutShiftEntry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
      }, WEB_FONT_FAMILIES);

      await page.goto(path, { waitUntil: 'commit' });
      // The page is painted in the fallback faces first…
      await expect
        .poll(() => page.evaluate(() => window.__fontsLoadedAtFirstPaint), {
          message: 'first paint happened while both web fonts were held back',
          timeout: 60_000,
        })
        .toEqual([false, false]);
      await page.waitForLoadState('domcontentloaded');
      // …and laid out in them: the page has asked for both web fonts (held here), and two more
      // frames have been drawn without them.
      await expect
        .poll(() => fonts.requested.length, {
          message: 'both web fonts requested',
          timeout: 60_000,
        })
        .toBeGreaterThanOrEqual(WEB_FONT_FAMILIES.length);
      await twoFrames(page);
      fonts.release();

      // …then both web fonts loaded, two more frames were drawn, and every shift was recorded.
      await page.waitForFunction(
        (families) =>
          families.every((family) =>
            [...document.fonts].some(
              (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
            ),
          ),
        WEB_FONT_FAMILIES,
        { timeout: 60_000 },
      );
      await twoFrames(page);
      // Every shift in the browser's buffer by now has reached the recording observer.
      const buffered = await page.evaluate(() => {
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: 'layout-shift', buffered: true });
        const entries = observer.takeRecords() as unknown as { hadRecentInput: boolean }[];
        observer.disconnect();
        return entries.filter((entry) => !entry.hadRecentInput).length;
      });
      await expect
        .poll(() => page.evaluate(() => window.__shifts.length))
        .toBeGreaterThanOrEqual(buffered);

      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      const report = shifts
        .map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`)
        .join('\n');
      expect(
        total,
        `layout shift ${total.toFixed(4)} on ${path} after the fonts arrived:\n${report}`,
      ).toBeLessThanOrEqual(SHIFT_BUDGET);
    },
  );
}
