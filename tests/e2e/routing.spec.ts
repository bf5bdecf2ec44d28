import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_PREFIXES, LOCALISED_PAGES } from '@/lib/routes';
import { builtOnceProblems } from '../built-once';
import { proxyMatcher } from '../proxy-matchers';
import { expect, expectAccessible, expectNotFound, pageSettled, test } from './fixtures';

test.describe('the proxy as built', () => {
  test('the server applies exactly the matcher written in proxy.ts', async () => {
    // tests/unit/quality/proxy-matcher.test.ts judges paths by this matcher; this ties it to what
    // `next build` wrote for the server (and the redirects below to the proxy).
    const manifest = JSON.parse(
      readFileSync(path.join('.next', 'server', 'functions-config-manifest.json'), 'utf8'),
    ) as {
      functions: Record<string, { matchers?: { originalSource: string; has?: unknown }[] }>;
    };
    const built = Object.values(manifest.functions).flatMap((f) => f.matchers ?? []);
    expect(
      built.map(({ originalSource, has }) =>
        has ? { source: originalSource, has } : originalSource,
      ),
    ).toEqual(proxyMatcher);
  });

  test('the pages it leaves out are rendered once, by the build', () => {
    expect(builtOnceProblems('.next')).toEqual([]);
  });
});

test.describe('language redirects', () => {
  for (const lang of LANGUAGE_PREFIXES) {
    test(`/${lang} redirects to /, and /${lang}/{page} to /{page} for all ten pages`, async ({
      request,
    }) => {
      for (const page of ['', ...LOCALISED_PAGES.map((name) => `/${name}`)]) {
        const response = await request.get(`/${lang}${page}`, { maxRedirects: 0 });
        expect(response.status(), `/${lang}${page}`).toBe(308);
        // The whole header: relative, so no host (forged or not) can ever appear in it.
        expect(response.headers()['location'], `/${lang}${page}`).toBe(page || '/');
      }
    });
  }

  test('the query string is kept, and the target stays on this site', async ({ request }) => {
    const response = await request.get('/de/blogs?q=phage&x=%2F%2Fevil.example', {
      maxRedirects: 0,
    });
    expect(response.headers()['location']).toBe('/blogs?q=phage&x=%2F%2Fevil.example');
    const slashes = await request.get('/en?next=//evil.example', { maxRedirects: 0 });
    expect(slashes.headers()['location']).toMatch(/^\/\?next=(\/\/|%2F%2F)evil\.example$/);
  });

  test('history holds only the target after a language redirect', async ({ page }) => {
    await page.goto('/books');
    await page.goto('/fr/about');
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    // Back skips the redirect: the prefixed URL never became a history entry.
    await expect(page).toHaveURL(/\/books$/);
  });

  test('a language prefix on an unknown page is not redirected', async ({ request }) => {
    const response = await request.get('/en/not-a-page', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe('not-found page', () => {
  test('unknown paths answer 404 with the spec texts and links', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expectNotFound(consoleErrors, '/this/does/not/exist');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/this page has vanished/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['Research Blog', '/blogs'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ] as const)
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
    await expectAccessible(page);
  });

  test('a 404 names no canonical and no og:url: it is not the home page', async ({ request }) => {
    for (const path of ['/this/does/not/exist', '/blogs/no-such-post']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('property="og:url"');
    }
  });

  test('"Go Back" goes back in history', async ({ page, consoleErrors }) => {
    await page.goto('/books');
    await page.goto('/missing-page');
    await expectNotFound(consoleErrors, '/missing-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/books$/);
  });

  test('the page language is English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('link prefetching', () => {
  test('pages are prefetched on intent, not for every link in view while loading', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/');
    // Loaded and idle: a prefetch of the links in view would have been sent by now.
    await pageSettled(page);
    expect(prefetched).toEqual([]);

    const link = page.getByRole('main').locator('a[href="/research"]').first();
    await link.hover();
    await expect.poll(() => prefetched).toContain('/research');
    await link.click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
