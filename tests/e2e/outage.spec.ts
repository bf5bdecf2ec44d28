import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import {
  FAULTS,
  FIXTURE_DATASET,
  loadDataset,
  startCmsServer,
  type CmsServer,
} from '../integration/cms-server';
import { POST_INDEX_QUERY, TAXONOMY_QUERY } from '@/lib/content/queries';
import { expect, test } from './fixtures';
import { filesAfter, filesOf, startSecondServer, type SecondServer } from './second-server';

/**
 * The built site reading its blog from a CMS that fails. A second `next start` (on E2E_PORT + 1,
 * over a copy of .next so the main test server's cache is never touched) asks the local test CMS
 * server, which serves the dataset the build was made from and is switched into each fault mode.
 * Loopback only.
 */
const PORT = Number(process.env.E2E_PORT ?? 3005) + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'e2e-outage-secret';
const SLUG = 'phage-vs-antibiotics';
const TITLE = 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium';

let cms: CmsServer;
let server: SecondServer;

test.describe.configure({ mode: 'serial' });

async function webhook(slug: string) {
  const body = JSON.stringify({ _type: 'post', slug: { current: slug } });
  const response = await fetch(`${ORIGIN}/api/revalidate`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
  });
  expect(response.status).toBe(200);
}

async function page(pathname: string) {
  const response = await fetch(`${ORIGIN}${pathname}`);
  return { status: response.status, html: await response.text() };
}

const cards = (html: string) => html.split('data-testid="post-card"').length - 1;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cms = await startCmsServer({ base: loadDataset(FIXTURE_DATASET) });
  server = await startSecondServer(PORT, {
    SANITY_PROJECT_ID: 'e2eproj',
    SANITY_API_HOST: cms.url,
    SANITY_REVALIDATE_SECRET: SECRET,
  });
  // The pages regenerate once from the healthy CMS: its answers become the last good ones.
  // The first request after the webhook is answered from the stale copy while the page is made
  // again; the test waits until each is stored anew, so no write is still under way when the
  // flood's checks measure the cache.
  await webhook(SLUG);
  for (const pathname of [`/blogs/${SLUG}`, '/blogs', '/blogs/feed.xml']) {
    await expect
      .poll(async () => (await fetch(`${ORIGIN}${pathname}`)).headers.get('x-nextjs-cache'), {
        timeout: 60_000,
      })
      .toBe('HIT');
  }
  expect((await page(`/blogs/${SLUG}`)).html).toContain(TITLE);
  expect(cards((await page('/blogs')).html)).toBeGreaterThan(5);
  expect((await page('/blogs/feed.xml')).html).toContain(TITLE);
});

test.afterAll(async () => {
  await server?.stop();
  await cms?.close();
});

/** The files of the folder and their sizes: what a flood could add to the cache. */
test('a flood of 200 random URLs of every dynamic route family: 404s, no cache growth, at most one CMS request', async () => {
  test.setTimeout(600_000);
  // Each family's address for a random name: articles, their social images, archive pages,
  // category and tag pages, the posts' sitemap files; the CV under another name, a year of works.
  const families = [
    (junk: string) => `/blogs/${junk}`,
    (junk: string) => `/blogs/${junk}/opengraph-image`,
    (junk: string, i: number) => `/blogs/page/${1000 + i}`,
    (junk: string) => `/blogs/category/${junk}`,
    (junk: string) => `/blogs/category/${junk}/page/2`,
    (junk: string) => `/blogs/tag/${junk}`,
    (junk: string, i: number) => `/blogs/sitemap/${i + 1}.xml`,
    (junk: string) => `/blogs/sitemap/${junk}.xml`,
    (junk: string) => `/cv/${junk}.pdf`,
    (junk: string, i: number) => `/research/publications/${1000 + i}`,
  ];
  // The shared not-found pages are stored once, by the first junk URL; none after it adds a byte.
  const files = await filesAfter(path.join(server.dir, '.next'), async () => {
    for (const family of families) expect((await page(family('first-junk', 0))).status).toBe(404);
  });
  cms.requests.length = 0;
  const started = Date.now();
  const names = Array.from({ length: 200 }, (_, i) => `no-such-${i}-${Date.now()}`);
  for (const family of families) {
    for (let i = 0; i < names.length; i += 50) {
      const batch = names.slice(i, i + 50).map((name, j) => family(name, i + j));
      const statuses = await Promise.all(
        batch.map((url) => fetch(`${ORIGIN}${url}`).then((r) => r.status)),
      );
      expect(new Set(statuses), family('x', 0)).toEqual(new Set([404]));
    }
  }
  // Only the known paths' two reads (posts, taxonomy), each at most once per content window
  // begun during the flood; never a request per URL.
  const windows = Math.ceil((Date.now() - started) / 60_000);
  const queries = cms.requests.map((r) => r.searchParams.get('query'));
  expect(queries.filter((q) => q === POST_INDEX_QUERY).length).toBeLessThanOrEqual(windows);
  expect(queries.filter((q) => q === TAXONOMY_QUERY).length).toBeLessThanOrEqual(windows);
  expect(queries.filter((q) => q !== POST_INDEX_QUERY && q !== TAXONOMY_QUERY)).toEqual([]);
  // No file added, none grown or shrunk.
  const after = filesOf(path.join(server.dir, '.next'));
  expect([...after].filter(([file, size]) => files.get(file) !== size)).toEqual([]);
});

test('social images are built for known posts only and cached like their page', async () => {
  const image = `${ORIGIN}/blogs/${SLUG}/opengraph-image`;
  const first = await fetch(image);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/png');
  // Next's own header for metadata images: a CDN asks again each time, and gets the kept image.
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  cms.requests.length = 0;
  for (let n = 1; n <= 20; n++) {
    const again = await fetch(`${image}?n=${n}`);
    expect(again.status).toBe(200);
    // Served from the cache, fresh or while it regenerates; never rendered per request.
    expect(['HIT', 'STALE']).toContain(again.headers.get('x-nextjs-cache'));
  }
  // At most one regeneration in the window (its two reads: the known slugs and the post).
  expect(cms.requests.length).toBeLessThanOrEqual(2);
  expect((await fetch(`${ORIGIN}/blogs/no-such-post/opengraph-image`)).status).toBe(404);
});

test('a flood of 600 random searches from one address: 30 answered, then 429 with Retry-After', async () => {
  test.setTimeout(120_000);
  const cacheDir = path.join(server.dir, '.next', 'cache');
  const before = filesOf(cacheDir);
  cms.requests.length = 0;
  const started = Date.now();
  const answers: Response[] = [];
  for (let i = 0; i < 600; i += 50)
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          fetch(`${ORIGIN}/api/search?q=${encodeURIComponent(`junk ${i + j} ${started}`)}`),
        ),
      )),
    );
  const seconds = Math.ceil((Date.now() - started) / 1000);
  const answered = answers.filter((r) => r.status === 200).length;
  // The address's bucket: 30 at once, then one a second.
  expect(answered).toBeGreaterThanOrEqual(30);
  expect(answered).toBeLessThanOrEqual(30 + seconds);
  const refused = answers.filter((r) => r.status === 429);
  expect(refused).toHaveLength(600 - answered);
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await refused[0]!.json()).toEqual({
    error: expect.stringMatching(
      /^Too many searches at once\. Please try again in \d+ seconds?\.$/,
    ),
  });
  // Only the answered texts reached the CMS, and only they were kept.
  expect(cms.requests.length).toBe(answered);
  const added = [...filesOf(cacheDir).keys()].filter((file) => !before.has(file));
  expect(added.length).toBeLessThanOrEqual(answered);
});

for (const mode of FAULTS) {
  test(`CMS ${mode}: after a webhook, the article and the index still serve the last good page, junk the 404`, async () => {
    test.setTimeout(90_000);
    const index = cards((await page('/blogs')).html);
    cms.mode = mode;
    cms.requests.length = 0;
    try {
      await webhook(SLUG);
      const article = await page(`/blogs/${SLUG}`);
      expect(article.status).toBe(200);
      expect(article.html).toContain(TITLE);
      // The not-found boundary travels in every article's RSC payload: judge the rendered HTML.
      expect(article.html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain(
        'Article not found',
      );
      const list = await page('/blogs');
      expect(list.status).toBe(200);
      expect(cards(list.html)).toBe(index);
      const feed = await page('/blogs/feed.xml');
      expect(feed.status).toBe(200);
      expect(feed.html).toContain(TITLE);
      // A made-up address is judged by the addresses last read: the shared not-found page.
      for (const junk of [`/blogs/no-such-${mode}`, `/blogs/tag/no-such-${mode}`])
        expect((await page(junk)).status, junk).toBe(404);
      // The failing CMS is asked (the regeneration runs after the stale answer), and fails; a
      // read still hanging from the test before is not joined after the webhook.
      await expect.poll(() => cms.requests.length).toBeGreaterThan(0);
    } finally {
      cms.mode = 'ok';
    }
  });
}

test('CMS 500 past the content window: the timed regeneration keeps every page as last read', async () => {
  test.setTimeout(300_000);
  const pages = [`/blogs/${SLUG}`, '/blogs', '/blogs/feed.xml', '/blogs/tag/crispr'];
  const before = new Map<string, string>();
  for (const pathname of pages) before.set(pathname, (await page(pathname)).html);
  cms.mode = 'error';
  cms.requests.length = 0;
  try {
    // Wait for the window to pass: the index is then served stale while it regenerates.
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/blogs`)).headers.get('x-nextjs-cache'), {
        timeout: 120_000,
        intervals: [2_000],
      })
      .toBe('STALE');
    // The regenerations ask the failing CMS once a page's data is past the window too (a page may
    // be older than its data, which another page read later)...
    const visit = async () => (await Promise.all(pages.map(page)), cms.requests.length);
    await expect.poll(visit, { timeout: 130_000, intervals: [2_000] }).toBeGreaterThan(0);
    // ...and every page still shows what it showed.
    for (const pathname of pages) {
      const now = await page(pathname);
      expect(now.status, pathname).toBe(200);
      if (pathname === '/blogs' || pathname.includes('/tag/'))
        expect(cards(now.html), pathname).toBe(cards(before.get(pathname)!));
      else expect(now.html, pathname).toContain(TITLE);
    }
  } finally {
    cms.mode = 'ok';
  }
});

test('a post published since the proxy last read the blog answers 200 at its first request', async () => {
  const slug = `published-since-${Date.now()}`;
  // The proxy's last answer does not know it: the shared not-found page.
  expect((await page(`/blogs/${slug}`)).status).toBe(404);
  const documents = loadDataset(FIXTURE_DATASET) as { _type: string; slug?: { current: string } }[];
  const post = documents.find((d) => d._type === 'post' && d.slug?.current === SLUG)!;
  cms.put([{ ...post, _id: `post-${slug}`, slug: { _type: 'slug', current: slug } }]);
  await webhook(slug);
  // Unknown to the last answer: the proxy waits for a read begun since the webhook, which knows it.
  const first = await page(`/blogs/${slug}`);
  expect(first.status).toBe(200);
  expect(first.html).toContain(TITLE);
});
