import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import {
  FAULTS,
  FIXTURE_DATASET,
  loadDataset,
  startCmsServer,
  type CmsServer,
} from '../integration/cms-server';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

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

function sizeOf(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

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
  await webhook(SLUG);
  expect((await page(`/blogs/${SLUG}`)).html).toContain(TITLE);
  expect(cards((await page('/blogs')).html)).toBeGreaterThan(5);
  expect((await page('/blogs/feed.xml')).html).toContain(TITLE);
});

test.afterAll(async () => {
  server?.stop();
  await cms?.close();
});

test('a flood of distinct unknown slugs: 404s, no cache growth, at most one CMS request', async () => {
  test.setTimeout(120_000);
  // The shared not-found pages are stored once, by the first junk URL; none after it adds a byte.
  for (const junk of ['/blogs/first-junk', '/blogs/first-junk/opengraph-image', '/blogs/tag/x'])
    expect((await page(junk)).status).toBe(404);
  const before = sizeOf(path.join(server.dir, '.next'));
  cms.requests.length = 0;
  const slugs = Array.from({ length: 600 }, (_, i) => `no-such-post-${i}-${Date.now()}`);
  for (let i = 0; i < slugs.length; i += 20) {
    const batch = slugs.slice(i, i + 20);
    const statuses = await Promise.all(
      batch.flatMap((slug) => [
        fetch(`${ORIGIN}/blogs/${slug}`).then((r) => r.status),
        fetch(`${ORIGIN}/blogs/${slug}/opengraph-image`).then((r) => r.status),
        fetch(`${ORIGIN}/blogs/category/${slug}/page/2`).then((r) => r.status),
      ]),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
  }
  // Only the known-slug list, once (it is kept 60 s); never a request per slug.
  expect(cms.requests.length).toBeLessThanOrEqual(1);
  expect(sizeOf(path.join(server.dir, '.next'))).toBe(before);
});

for (const mode of FAULTS) {
  test(`CMS ${mode}: after a webhook, the article and the index still serve the last good page`, async () => {
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
      // The failing CMS was asked (and failed), and the pages were regenerated all the same.
      expect(cms.requests.length).toBeGreaterThan(0);
    } finally {
      cms.mode = 'ok';
    }
  });
}
