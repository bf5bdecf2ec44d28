import type { Page } from '@playwright/test';
import { COLOUR_RULES, EVERY_PAGE, expect, expectAccessible, SURFACE, test } from './fixtures';
import { rawRequest, type RawResponse } from './hostile.helpers';

/**
 * Security headers on every kind of response, and pages that run cleanly under the CSP.
 * The e2e build has no third party configured. The expected values are written out here, not
 * computed by lib/security/headers.ts: a change there that weakens a header must fail this test.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  'report-uri /api/csp-report',
  'report-to csp',
].join('; ');

const expected: Record<string, string> = {
  'content-security-policy': STRICT_CSP,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'reporting-endpoints': 'csp="/api/csp-report"',
};

/**
 * How far the page runs past its layout width. Not `innerWidth`: a phone's window widens to a page
 * that overflows it, so that difference stays 0.
 */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

function expectSecurityHeaders(response: RawResponse, label: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers[name], `${label}: ${name}`).toBe(value);
  }
  expect(response.headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
}

test.describe('security headers on every response', () => {
  test('pages, the 404 page and a 400 for a malformed URL (answered by proxy.ts)', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/about', 200],
      ['/contact', 200],
      ['/sitemap', 200],
      ['/definitely/not/here', 404],
      ['/blogs/%E0%A4%A', 400],
    ] as const) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response, path);
    }
  });

  test('static assets, robots.txt and sitemap.xml', async () => {
    const home = await rawRequest('/');
    const scripts = [...home.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...home.body.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of [scripts[0]!, ...styles.slice(0, 1), '/robots.txt', '/sitemap.xml']) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });

  test('redirects', async () => {
    const response = await rawRequest('/fr/about');
    expect(response.status).toBe(308);
    expect(response.headers['location']).toBe('/about');
    expectSecurityHeaders(response, 'redirect');
  });

  test('API answers: the webhook, the CSP report endpoint, a wrong method', async () => {
    const webhook = await rawRequest('/api/revalidate', { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(401);
    expectSecurityHeaders(webhook, 'webhook');
    const report = await rawRequest('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src' } }),
    });
    expect(report.status).toBe(204);
    expectSecurityHeaders(report, 'csp report');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      for (const path of ['/api/revalidate', '/api/csp-report']) {
        const wrong = await rawRequest(path, { method });
        expect(wrong.status, `${method} ${path}`).toBe(405);
      }
    }
  });
});

test.describe("the image optimiser serves only this site's images", () => {
  test('a local image is optimised; any remote one (no CMS project configured) is refused', async () => {
    const home = await rawRequest('/');
    const local = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(home.body);
    expect(local, 'the home page uses the optimiser').not.toBeNull();
    const ok = await rawRequest(`/_next/image?url=${local![1]}&w=${local![2]}&q=${local![3]}`);
    expect(ok.status).toBe(200);
    for (const url of [
      'https://cdn.sanity.io/images/otherproject/production/abc-100x100.png',
      'https://evil.example/x.png',
      'http://127.0.0.1:3305/icon.svg',
      '//evil.example/x.png',
    ]) {
      const response = await rawRequest(
        `/_next/image?url=${encodeURIComponent(url)}&w=${local![2]}&q=${local![3]}`,
      );
      expect(response.status, url).toBe(400);
    }
  });
});

test.describe('every page runs cleanly: no CSP violation, axe-clean in both themes, no horizontal overflow down to 320 px or at twice the text size', () => {
  for (const path of EVERY_PAGE) {
    test(`${path}`, { tag: '@mobile' }, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
      await expectAccessible(page);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      // The system's dark setting: the same page, every colour swapped.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveCSS('background-color', SURFACE.dark);
      await expectAccessible(page, COLOUR_RULES);
      // Reflow: 320 px wide (1280 px at 400 % zoom) runs nothing past the screen either.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      // Text alone made twice as large (Firefox's and Safari's text zoom), at a desktop's width.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the CSP is enforced: a script from another origin is blocked', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    // Either the browser reports the block or the script loads (tests run offline: it cannot, so
    // a missing report ends in the test's timeout, never in a pass).
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.violatedDirective),
          );
          const script = document.createElement('script');
          script.src = 'https://evil.example/x.js';
          script.onload = () => resolve('loaded');
          document.head.appendChild(script);
        }),
    );
    expect(blocked).toMatch(/^script-src/);
    // The browser reports the block as a console error; this one was provoked on purpose.
    const provoked = () => consoleErrors.findIndex((e) => e.includes('https://evil.example/x.js'));
    await expect.poll(provoked).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(provoked(), 1);
  });

  test("inline event handlers never run (script-src-attr 'none')", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    // Whichever comes first decides: the browser's violation report (the handler was refused) or
    // the handler itself announcing that it ran. Neither is a clock.
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          );
          document.addEventListener('handler-ran', () => resolve('handler ran'));
          // A valid 1×1 GIF: without the policy its load handler would run.
          const gif =
            'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
          const ran =
            "window.__handlerRan = true; document.dispatchEvent(new Event('handler-ran'))";
          const probe = document.createElement('div');
          probe.innerHTML = `<img src="${gif}" onload="${ran}">`;
          document.body.append(probe);
        }),
    );
    expect(outcome).toBe('script-src-attr');
    expect(await page.evaluate(() => (window as { __handlerRan?: boolean }).__handlerRan)).toBe(
      undefined,
    );
    // The browser also logs the refusal (provoked on purpose): wait for that message too.
    const provoked = () => consoleErrors.findIndex((e) => e.includes('script-src-attr'));
    await expect.poll(provoked).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(provoked(), 1);
  });
});
