import path from 'node:path';
import {
  FIXTURE_DATASET,
  loadDataset,
  startCmsServer,
  type CmsServer,
} from '../integration/cms-server';
import { POST_INDEX_QUERY, TAXONOMY_QUERY } from '@/lib/content/queries';
import { expect, expectAccessible, SURFACE, test } from './fixtures';
import { filesAfter, filesOf, startSecondServer, type SecondServer } from './second-server';

/**
 * The owner's draft preview on the built site. A second `next start` (on E2E_PORT + 2, over a copy
 * of .next) reads its blog from the local test CMS, which serves the build's dataset plus a draft
 * of one post with a new title and a preview secret as the Studio stores it. Loopback only.
 */
const PORT = Number(process.env.E2E_PORT ?? 3005) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-read-token-0123456789';
/** As the Studio makes them (@sanity/preview-url-secret): 43 base64url characters. */
const SECRET = 'YTdiYzA0MDBlYjMxNTMwMWUxNTI4NDQ2NzQyYWE0YTU';
const SLUG = 'phage-vs-antibiotics';
const ARTICLE = `${ORIGIN}/blogs/${SLUG}`;
const TITLE = 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium';
const DRAFT_TITLE = 'Phages vs Antibiotics: the rewrite the owner has not published yet';
const DRAFT_COOKIE = '__prerender_bypass';
const enableUrl = (secret: string) =>
  `${ORIGIN}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fblogs%2F${SLUG}`;

let cms: CmsServer;
let server: SecondServer;

test.describe.configure({ mode: 'serial' });
// The copied build was made without a CMS project, so its Content-Security-Policy (fixed at build
// time) lacks the CMS image host that a real CMS build allows (tests/unit/quality/
// security-headers.test.ts): the CMS's pictures are refused here, and nothing else may be.
test.use({
  expectedConsoleErrors: [
    /^Loading the image 'https:\/\/cdn\.sanity\.io\/images\/e2eproj\/production\/[^']+' violates the following Content Security Policy directive: "img-src 'self' data:"/,
  ],
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const base = loadDataset(FIXTURE_DATASET);
  const published = base.find((d) => (d as { _id: string })._id === `post-${SLUG}`) as Record<
    string,
    unknown
  >;
  const now = new Date().toISOString();
  cms = await startCmsServer({
    base,
    token: TOKEN,
    documents: [
      { ...published, _id: `drafts.post-${SLUG}`, title: DRAFT_TITLE },
      {
        _id: `sanity-preview-url-secret.${SECRET}`,
        _type: 'sanity.previewUrlSecret',
        _createdAt: now,
        _updatedAt: now,
        secret: SECRET,
        studioUrl: 'https://phages.sanity.studio',
      },
    ],
  });
  server = await startSecondServer(PORT, {
    SANITY_PROJECT_ID: 'e2eproj',
    SANITY_API_HOST: cms.url,
    SANITY_API_READ_TOKEN: TOKEN,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await cms?.close();
});

test.beforeEach(async ({ context }) => {
  // The CMS's pictures live on cdn.sanity.io, out of reach here: a blank picture stands in.
  await context.route(/cdn\.sanity\.io/, (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      ),
    }),
  );
});

test('a wrong secret is refused: no draft cookie, the published post', async ({
  page,
  context,
}) => {
  const refused = await context.request.get(enableUrl('a-guessed-secret'), { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect((await context.cookies()).map((c) => c.name)).not.toContain(DRAFT_COOKIE);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
});

test('the Studio link shows the owner the draft with a "Preview — exit" bar; visitors and exit see the published post', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  await page.goto(enableUrl(SECRET));
  expect(page.url()).toBe(ARTICLE);
  expect((await context.cookies()).map((c) => c.name)).toContain(DRAFT_COOKIE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
  const bar = page.getByRole('region', { name: 'Draft preview' });
  await expect(bar).toBeVisible();
  await expectAccessible(page);
  // The bar keeps its contrast in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveCSS('background-color', SURFACE.dark);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // Meanwhile a visitor, without the cookie, gets the static published page.
  const visitor = await browser.newContext();
  try {
    const response = await visitor.request.get(ARTICLE);
    const html = await response.text();
    expect(html).toContain(TITLE);
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain('Preview — exit');
  } finally {
    await visitor.close();
  }

  await bar.getByRole('link', { name: 'Preview — exit' }).click();
  await expect(page).toHaveURL(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain(DRAFT_COOKIE);
});

test('a made-up draft cookie opens nothing: junk URLs stay one not-found page, nothing stored', async () => {
  test.setTimeout(120_000);
  const forged = { cookie: `${DRAFT_COOKIE}=made-up-${Date.now()}` };
  const before = await filesAfter(path.join(server.dir, '.next'), async () => {
    expect((await fetch(`${ORIGIN}/blogs/first-junk`, { headers: forged })).status).toBe(404);
  });
  cms.requests.length = 0;
  for (let i = 0; i < 600; i += 50) {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        fetch(`${ORIGIN}/blogs/no-such-draft-${i + j}-${Date.now()}`, { headers: forged }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
  }
  // At most the known paths' two reads (posts, taxonomy) once, never a request per URL.
  const queries = cms.requests.map((r) => r.searchParams.get('query'));
  expect(queries.filter((q) => q === POST_INDEX_QUERY).length).toBeLessThanOrEqual(1);
  expect(queries.filter((q) => q === TAXONOMY_QUERY).length).toBeLessThanOrEqual(1);
  expect(queries.filter((q) => q !== POST_INDEX_QUERY && q !== TAXONOMY_QUERY)).toEqual([]);
  expect(filesOf(path.join(server.dir, '.next'))).toEqual(before);
  // The forged cookie shows no draft either.
  const article = await (await fetch(ARTICLE, { headers: forged })).text();
  expect(article).toContain(TITLE);
  expect(article).not.toContain(DRAFT_TITLE);
});

test('in draft mode, search answers are private and never stored by a shared cache', async ({
  context,
}) => {
  const visitor = await fetch(`${ORIGIN}/api/search?q=phage`);
  expect(visitor.headers.get('cache-control')).toBe(
    'public, s-maxage=60, stale-while-revalidate=300',
  );
  const enabled = await context.request.get(enableUrl(SECRET));
  expect(enabled.status()).toBe(200);
  expect((await context.cookies()).map((c) => c.name)).toContain(DRAFT_COOKIE);
  const owner = await context.request.get(`${ORIGIN}/api/search?q=rewrite`);
  expect(owner.status()).toBe(200);
  expect(owner.headers()['cache-control']).toBe('private, no-store');
  const { posts } = (await owner.json()) as { posts: Array<{ title: string }> };
  expect(posts.map((post) => post.title)).toContain(DRAFT_TITLE);
});
