import { expect, expectAccessible, expectNotFound, test } from './fixtures';
import { expectHealthy, rawRequest, rawUpload } from './hostile.helpers';

/**
 * Hostile input over HTTP: every request gets a fitting 4xx or renders normally — never a 5xx —
 * and the server answers normally afterwards. Paths are sent byte for byte (no normalisation).
 * Like every untagged test, they run once, in the desktop project.
 */
const KB = 1024;
const NOT_FOUND_TEXT = 'Page Not Found';
/** A missing blog article shows the blog's own not-found panel (spec: "Article not found"). */
const NOT_FOUND_HEADING = /^(Page Not Found|Article not found)$/;

test.describe('hostile paths and methods over HTTP', () => {
  test('an 8 kB path, and an 8 kB blog slug, answer the not-found page', async () => {
    for (const path of [
      `/${'a'.repeat(8 * KB)}`,
      `/blogs/${'phage-'.repeat(Math.ceil((8 * KB) / 6))}`,
    ]) {
      const response = await rawRequest(path);
      expect(response.status).toBe(404);
      expect(response.body).toContain(NOT_FOUND_TEXT);
    }
    await expectHealthy(expect);
  });

  test("a post's social image under the feed's name answers the not-found page", async () => {
    const response = await rawRequest('/blogs/feed.xml/opengraph-image');
    expect(response.status).toBe(404);
    expect(response.body).toContain(NOT_FOUND_TEXT);
  });

  test('a path beyond the header limit (64 kB) is refused with a 4xx, not a 5xx', async () => {
    const response = await rawRequest(`/${'a/'.repeat(32 * KB)}`);
    expect([414, 431, 400, 404]).toContain(response.status);
    await expectHealthy(expect);
  });

  test('percent-encoded unicode paths and slugs answer 404', async () => {
    for (const path of [
      '/%E3%83%95%E3%82%A1%E3%83%BC%E3%82%B8',
      '/blogs/%E3%83%95%E3%82%A1%E3%83%BC%E3%82%B8',
      '/blogs/caf%C3%A9-%F0%9F%A6%A0',
      '/blogs/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/blogs/%22%3E%3Csvg%20onload%3Dalert(1)%3E',
    ]) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(NOT_FOUND_TEXT);
      // The slug is never echoed back as markup.
      expect(response.body, path).not.toContain('<script>alert(1)');
      expect(response.body, path).not.toContain('<svg onload');
    }
    await expectHealthy(expect);
  });

  test('malformed percent-encoding is a 400, control characters a 404: never a 500', async () => {
    for (const [paths, status] of [
      [['/%', '/%zz', '/about%', '/blogs/%E0%A4%A', '/blogs/%C0%AF', '/blogs/%FF'], 400],
      [['/%00', '/blogs/%00', '/blogs/a%0Ab', '/about%00'], 404],
    ] as const) {
      for (const path of paths) expect((await rawRequest(path)).status, path).toBe(status);
    }
    // Also for the RSC (client navigation) variant of the request.
    const rsc = await rawRequest('/blogs/%zz', { headers: { RSC: '1' } });
    expect(rsc.status).toBe(400);
    await expectHealthy(expect);
  });

  test('`..` traversal never leaves the app', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/../package.json',
      '/_next/static/../../package.json',
      '/_next/static/..%2f..%2fpackage.json',
      '/_next/static/%2e%2e/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cpackage.json',
      '/blogs/..%2f..%2f..%2fetc%2fpasswd',
      '/_next/image?url=/../../package.json&w=64&q=75',
    ]) {
      const response = await rawRequest(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.body, path).not.toContain('"phages-and-biomes"');
      expect(response.body, path).not.toContain('root:x:0:0');
    }
    await expectHealthy(expect);
  });

  test('a page keeps an everyday query string; a 10 kB one is redirected, or answered as built', async () => {
    const everyday = `utm_source=newsletter&utm_medium=email&q=${'%F0%9F%A6%A0'.repeat(20)}`;
    const huge = `q=${'x'.repeat(10 * KB)}&${everyday}`;
    for (const path of ['/', '/about', '/blogs']) {
      const plain = await rawRequest(`${path}?${everyday}`);
      expect(plain.status, path).toBe(200);
      expect(plain.body, path).toContain('<h1');
    }
    // Pages rendered again later would keep the query of the request that renders them.
    for (const path of ['/about', '/blogs']) {
      const response = await rawRequest(`${path}?${huge}`);
      expect(response.status, path).toBe(308);
      const location = new URL(String(response.headers['location']), 'http://site.test');
      expect(location.pathname + location.search, path).toBe(path);
    }
    // A page the build rendered once is answered as built, whatever the query.
    for (const path of ['/', '/contact']) {
      const response = await rawRequest(`${path}?${huge}`);
      expect(response.status, path).toBe(200);
      expect(response.headers['x-nextjs-cache'], path).toBe('HIT');
      expect(response.body, path).not.toContain('xxxxxxxxxx');
    }
    await expectHealthy(expect);
  });

  test('HEAD answers like GET without a body', async () => {
    for (const path of ['/', '/about']) {
      const response = await rawRequest(path, { method: 'HEAD' });
      expect(response.status, path).toBe(200);
      expect(response.body).toBe('');
    }
    expect((await rawRequest('/no-such-page', { method: 'HEAD' })).status).toBe(404);
  });

  // The site has no server actions: a page takes GET and HEAD alone (Next renders one afresh for a
  // form's POST, and answered PUT on a regenerated page with the page).
  test('every other method on a page, a route or the not-found page is refused with 405', async () => {
    const paths = [
      '/',
      '/about',
      '/blogs/phage-vs-antibiotics',
      '/research/publications/2024',
      '/cv/rowan-ellery-cv.pdf',
      '/no-such-page',
    ];
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const method of ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'])
      for (const path of paths) {
        const body = method === 'OPTIONS' ? undefined : 'name=x&email=y';
        const label = `${method} ${path}`;
        expect((await rawRequest(path, { method, headers: form, body })).status, label).toBe(405);
        // Without a type, a body sent to a page the proxy skips gets Next's own refusal.
        const untyped = await rawRequest(path, { method, body });
        expect([400, 405], `${label} (no type)`).toContain(untyped.status);
      }
    await expectHealthy(expect);
  });

  test('a POST with a body of any kind is refused with 405, naming GET and HEAD', async () => {
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', 'name=x&email=y'],
      ['application/json', '{"a":1}'],
      ['text/plain', 'hello'],
      ['multipart/form-data; boundary=----x', '------x--\r\n'],
    ] as const) {
      for (const path of ['/', '/books', '/about']) {
        const response = await rawRequest(path, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        });
        const label = `POST ${path} (${contentType})`;
        expect(response.status, label).toBe(405);
        expect(response.headers.allow, label).toBe('GET, HEAD');
        expect(response.headers['content-security-policy'], label).toBeDefined();
      }
    }
    await expectHealthy(expect);
  });

  test('a forged server-action POST is refused, not executed', async () => {
    const response = await rawRequest('/', {
      method: 'POST',
      headers: { 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect(response.status).toBe(405);
    await expectHealthy(expect);
  });

  test('a 10 MB POST body to a page is refused, never a 5xx', async () => {
    for (const path of ['/', '/about']) {
      const { status } = await rawUpload(path, Buffer.alloc(10 * KB * KB, 0x61));
      // null: the server closed the connection instead of reading 10 MB (a refusal).
      expect([null, 405, 413], path).toContain(status);
    }
    await expectHealthy(expect);
  });

  test('an unsigned 10 MB webhook naming a post is refused and revalidates nothing', async () => {
    // A post no other test sends a webhook for. Revalidating it would make the next request a
    // fresh render (MISS, new ETag); time-based revalidation only ever serves the kept page (STALE).
    const article = '/blogs/meet-crassphage';
    const cached = async () => {
      const response = await rawRequest(article);
      expect(response.status).toBe(200);
      return { cache: response.headers['x-nextjs-cache'], etag: response.headers['etag'] };
    };
    let before = await cached();
    await expect(async () => {
      before = await cached();
      expect(before.cache).toBe('HIT');
    }).toPass({ timeout: 30_000 });
    const pad = 'a'.repeat(10 * KB * KB);
    const body = JSON.stringify({ _type: 'post', slug: { current: 'meet-crassphage' }, pad });
    const { status } = await rawUpload('/api/revalidate', Buffer.from(body));
    // A refusal: 401 or 413, or (null) the server answered and closed before reading 10 MB, and the
    // connection reset lost its answer on the way (seen on a busy machine). Never a 200.
    expect([null, 401, 413]).toContain(status);
    const after = await cached();
    expect(after.cache, 'the article was not revalidated').not.toBe('MISS');
    expect(after.etag, 'the article was not revalidated').toBe(before.etag);
    await expectHealthy(expect);
  });

  test('hostile headers (huge cookie, bogus Host, bad Accept) do not break a page', async () => {
    const cookie = await rawRequest('/', { headers: { cookie: `a=${'b'.repeat(7 * KB)}` } });
    expect(cookie.status).toBe(200);
    const host = await rawRequest('/about', { headers: { host: 'evil.example' } });
    expect(host.status).toBeLessThan(500);
    const accept = await rawRequest('/about', { headers: { accept: 'x/x;q=abc, */*;q=-1' } });
    expect(accept.status).toBe(200);
    await expectHealthy(expect);
  });
});

test.describe('forged Host headers and reflected input', () => {
  const FORGED = 'evil.example';
  const forged = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https' };

  test('a forged Host never reaches Location, canonical, og:url, the sitemap, robots or the feed', async () => {
    const redirect = await rawRequest('/fr/about', { headers: forged });
    expect(redirect.status).toBe(308);
    expect(redirect.headers['location']).toBe('/about');
    for (const path of ['/', '/about', '/blogs', '/blogs/phage-vs-antibiotics']) {
      const page = await rawRequest(path, { headers: forged });
      expect(page.status, path).toBe(200);
      expect(page.body, path).toMatch(/<link rel="canonical" href="http[^"]+"/);
      expect(page.body, path).toMatch(/<meta property="og:url" content="http[^"]+"/);
      expect(page.body.includes(FORGED), `${path} mentions the forged host`).toBe(false);
    }
    for (const path of ['/sitemap.xml', '/blogs/sitemap/0.xml', '/robots.txt', '/blogs/feed.xml']) {
      const file = await rawRequest(path, { headers: forged });
      expect(file.status, path).toBe(200);
      expect(file.body).toMatch(/https?:\/\//);
      expect(file.body.includes(FORGED), `${path} mentions the forged host`).toBe(false);
    }
  });

  test('/blogs?q=<script> is never reflected in the server HTML', async () => {
    const response = await rawRequest('/blogs?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%27');
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('alert(1)');
  });
});

test.describe('hostile URLs in the browser', () => {
  test('a hostile and an 8 kB blog slug show the not-found page and run no script; the site works afterwards', async ({
    page,
    consoleErrors,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a script ran and opened a dialog: ${dialog.message()}`);
    });
    for (const path of [
      '/blogs/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/blogs/${'a'.repeat(8 * KB)}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFound(consoleErrors, path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expectAccessible(page);
    }
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a 10 kB query string renders the page normally', async ({ page }) => {
    const response = await page.goto(`/about?q=${'x'.repeat(10 * KB)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});
