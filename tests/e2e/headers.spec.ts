import { buildSecurityHeaders } from '@/lib/security/headers';
import { expect, expectAccessible, test } from './fixtures';
import { rawRequest, type RawResponse } from './hostile.helpers';

/**
 * Security headers on every kind of response, and pages that run cleanly under the CSP.
 * The e2e build has no third party configured, so the expected values are the builder's output
 * for an empty configuration.
 */
const expected = Object.fromEntries(
  buildSecurityHeaders({}).map(({ key, value }) => [key.toLowerCase(), value]),
);

function expectSecurityHeaders(response: RawResponse, label: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers[name], `${label}: ${name}`).toBe(value);
  }
  expect(response.headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
}

test.describe('security headers on every response', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: runs once, in the desktop project');

  test('the expected set is the strict one (no third parties configured)', () => {
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).not.toContain('unsafe-eval');
    expect(expected['permissions-policy']).toContain('microphone=()');
  });

  test('pages', async () => {
    for (const path of ['/', '/about', '/contact', '/sitemap']) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });

  test('the 404 page', async () => {
    const response = await rawRequest('/definitely/not/here');
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, '404');
  });

  test('a 400 for a malformed URL (answered by proxy.ts)', async () => {
    const response = await rawRequest('/blogs/%E0%A4%A');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response, '400');
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
    expect(new URL(String(response.headers['location']), 'http://site.test').pathname).toBe(
      '/about',
    );
    expectSecurityHeaders(response, 'redirect');
  });
});

test.describe('pages run cleanly under the Content-Security-Policy', () => {
  for (const path of ['/', '/about', '/research', '/phages', '/books', '/contact', '/blogs']) {
    test(`${path}: no CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBe(
        expected['content-security-policy'],
      );
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
      await expectAccessible(page);
    });
  }

  test('the CSP is enforced: a script from another origin is blocked', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.violatedDirective),
          );
          const script = document.createElement('script');
          script.src = 'https://evil.example/x.js';
          document.head.appendChild(script);
          setTimeout(() => resolve('not blocked'), 3000);
        }),
    );
    expect(blocked).toMatch(/^script-src/);
    // The browser reports the block as a console error; this one was provoked on purpose.
    const provoked = consoleErrors.findIndex((e) => e.includes('https://evil.example/x.js'));
    expect(provoked).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(provoked, 1);
  });
});
