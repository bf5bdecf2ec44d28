import type { Page, Request } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '@/lib/browser/analytics';
import {
  NOTIFICATION_FADE_AFTER_MS,
  NOTIFICATION_FADE_MS,
  NOTIFICATION_SHOW_AFTER_MS,
} from '@/lib/browser/notification-schedule';
import {
  EVERY_PAGE,
  expect,
  expectAccessible,
  holdRequests,
  pageSettled,
  SURFACE,
  test,
} from '../e2e/fixtures';
import { builtOnceProblems } from '../built-once';
import { skipAssistantNotice } from './assistant-notice';
import { env, standInOrigin } from './env.cjs';

/** Collects CSP violations from the first script on, and every request to a third party. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    // Room for every request of a page with many pictures (the timeline below reads them all).
    performance.setResourceTimingBufferSize(2000);
  });
  const thirdParty: { url: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(standInOrigin) && request.frame() === page.mainFrame())
      thirdParty.push({ url: request.url() });
  });
  return thirdParty;
}

/** The voice widget's script has run: its element is defined. */
const widgetLoaded = (page: Page, message?: string) =>
  expect
    .poll(() => page.evaluate(() => !!customElements.get('elevenlabs-convai')), {
      message,
      timeout: 30_000,
    })
    .toBe(true);

/**
 * Time stands still until the test moves it, from when the notice's timer is set: that is after
 * hydration, which runs on real time and can end after the page's load event. Returns the wait for
 * a timer of the given delay to be set.
 */
async function stillClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.addInitScript(() => {
    const set = window.setTimeout;
    const delays: unknown[] = [];
    Object.assign(window, { timerDelays: delays });
    window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) => {
      delays.push(ms);
      return set(run, ms, ...rest);
    }) as typeof window.setTimeout;
  });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  return (ms: number) =>
    expect
      .poll(() =>
        page.evaluate(
          (ms) => (window as unknown as { timerDelays: unknown[] }).timerDelays.includes(ms),
          ms,
        ),
      )
      .toBe(true);
}

/**
 * This document's requests to the third parties and the end of its load event (the page is
 * interactive by then), both on the page's own clock: neither a request of the page before it nor
 * a skew between the browser's clock and the test's can count.
 */
const thirdPartyTimeline = (page: Page) =>
  page.evaluate((origin) => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin))
      .map((entry) => ({ url: entry.name, at: entry.startTime }));
    return { loadEnd: nav!.loadEventEnd, requests };
  }, standInOrigin);

test('every page: zero CSP violations; widget and analytics load only after the page is interactive', async ({
  page,
}) => {
  test.setTimeout(EVERY_PAGE.length * 60_000);
  await watch(page);
  // Every page of the site, with every third party switched on.
  for (const path of EVERY_PAGE) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp, path).toContain(
      `script-src 'self' 'unsafe-inline' ${standInOrigin}/widget.js blob:`,
    );
    expect(csp, path).toContain(`frame-src ${standInOrigin}`);
    // The widget's script, pinned: it ran, so its integrity hash matched.
    await widgetLoaded(page, `${path}: widget loaded`);
    let timeline = await thirdPartyTimeline(page);
    await expect
      .poll(
        async () => {
          timeline = await thirdPartyTimeline(page);
          return timeline.requests.some((r) => !r.url.endsWith('/widget.js'));
        },
        { message: `${path}: analytics sent something`, timeout: 30_000 },
      )
      .toBe(true);
    for (const request of timeline.requests)
      expect(request.at, `${path}: ${request.url} before the load event`).toBeGreaterThanOrEqual(
        timeline.loadEnd,
      );
    const script = page.locator('script[src$="/widget.js"]');
    await expect(script).toHaveAttribute('integrity', /^sha384-/);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    // Loaded and idle: every script and frame has been tried, so any violation has been reported.
    await pageSettled(page);
    expect(
      await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      path,
    ).toEqual([]);
  }
});

test('nothing is stored and no session recorded before consent; "Allow" lets analytics remember', async ({
  page,
  context,
}) => {
  const thirdParty = await watch(page);
  await skipAssistantNotice(page);
  await page.goto('/about');
  const panel = page.getByRole('region', { name: 'Analytics choice' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // The panel is fixed: it overlays, it never moves the page.
  expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const stored = () =>
    page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
  const before = await stored();
  expect(before.local.filter((k) => /ph_|posthog/i.test(k))).toEqual([]);
  expect(before.session.filter((k) => /ph_|posthog/i.test(k))).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);
  expect(thirdParty.filter((r) => /recorder|surveys/.test(r.url))).toEqual([]);
  await expectAccessible(page);
  // The panel keeps its contrast in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveCSS('background-color', SURFACE.dark);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  await panel.getByRole('button', { name: 'Allow' }).click();
  await expect(panel).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
    'granted',
  );
  await expect
    .poll(
      async () =>
        (await stored()).local.some((k) => /^ph_/.test(k)) ||
        (await context.cookies()).some((c) => c.name.startsWith('ph_')),
    )
    .toBe(true);
  // Session recording stays off: the owner did not switch it on.
  expect(thirdParty.filter((r) => /recorder/.test(r.url))).toEqual([]);
});

test('"No, thanks": nothing third-party from analytics on the next pages', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'No, thanks' }).click({ timeout: 30_000 });
  const thirdParty = await watch(page);
  await page.goto('/research');
  await widgetLoaded(page);
  // The widget came from the same idle moment analytics would have used; once the page is idle
  // and its network quiet, anything analytics meant to send has been sent.
  await pageSettled(page);
  await page.waitForLoadState('networkidle');
  expect(thirdParty.map((r) => new URL(r.url).pathname)).toEqual(['/widget.js']);
});

test('the assistant notification shows at 3.5 s, fades at 18.5 s, once per session; Start Chat opens the widget', async ({
  page,
}) => {
  const timerSet = await stillClock(page);
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Questions about phages?' });
  await timerSet(NOTIFICATION_SHOW_AFTER_MS);
  await page.clock.runFor(NOTIFICATION_SHOW_AFTER_MS - 100);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(notice).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('aiAssistantNotificationLastShown') !== null,
      sessionStorage.getItem('aiAssistantNotificationShown'),
    ]),
  ).toEqual([true, 'true']);
  await page.clock.runFor(NOTIFICATION_FADE_AFTER_MS - NOTIFICATION_SHOW_AFTER_MS);
  await expect(notice).toHaveAttribute('data-state', 'fading');
  await page.clock.runFor(NOTIFICATION_FADE_MS);
  await expect(notice).toHaveCount(0);

  // Same browser session: not again, even with the weekly record gone.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/about');
  await page.clock.runFor(NOTIFICATION_FADE_AFTER_MS + NOTIFICATION_FADE_MS);
  await expect(notice).toHaveCount(0);

  // A new session shows it again, and "Start Chat" opens the assistant.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto('/books');
  await timerSet(NOTIFICATION_SHOW_AFTER_MS);
  await page.clock.runFor(NOTIFICATION_SHOW_AFTER_MS);
  await expect(notice).toBeVisible();
  // axe and the widget's own script need running timers.
  await page.clock.resume();
  await expectAccessible(page);
  await widgetLoaded(page);
  await notice.getByRole('button', { name: 'Start Chat' }).click();
  await expect(notice).toHaveAttribute('data-state', 'fading');
  await expect(notice).toHaveCount(0);
  await expect(page.locator('elevenlabs-convai')).toHaveAttribute('data-opened', 'true');
});

test('"Start Chat" pressed before the widget\'s script has arrived opens the widget once it has', async ({
  page,
}) => {
  const letGo = await holdRequests(page, `${standInOrigin}/widget.js`);
  const timerSet = await stillClock(page);
  await page.goto('/contact');
  await timerSet(NOTIFICATION_SHOW_AFTER_MS);
  await page.clock.runFor(NOTIFICATION_SHOW_AFTER_MS);
  const notice = page.getByRole('complementary', { name: 'Questions about phages?' });
  await notice.getByRole('button', { name: 'Start Chat' }).click();
  await page.clock.runFor(NOTIFICATION_FADE_MS);
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => !!customElements.get('elevenlabs-convai'))).toBe(false);
  // The widget's script waits for the page to be idle, on running timers.
  await page.clock.resume();
  letGo();
  await widgetLoaded(page);
  await expect(page.locator('elevenlabs-convai')).toHaveAttribute('data-opened', 'true');
});

test('the newsletter frame is sandboxed and its form works; the links open the newsletter page', async ({
  page,
}) => {
  await page.goto('/');
  const frame = page.locator('iframe[title="Newsletter sign-up form"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', `${standInOrigin}/newsletter`);
  await expect(frame).toHaveAttribute('sandbox', /allow-forms/);
  const form = page.frameLocator('iframe[title="Newsletter sign-up form"]');
  await form.getByLabel('E-mail').fill('reader@example.org');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Subscribed.')).toBeVisible();
  await page.goto('/contact');
  const card = page.getByRole('link', { name: /Subscribe/ }).first();
  await expect(card).toHaveAttribute('href', `${standInOrigin}/newsletter`);
  await expect(card).toHaveAttribute('target', '_blank');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: /Newsletter/ });
  await expect(footerLink).toHaveAttribute('href', `${standInOrigin}/newsletter`);
  await expect(footerLink).toHaveAttribute('target', '_blank');
  await expect(footerLink).toHaveAccessibleName('Newsletter (opens in a new tab)');
});

test('with every third party on, the pages the proxy leaves out are still rendered once', () => {
  expect(builtOnceProblems(env.NEXT_DIST_DIR!)).toEqual([]);
});
