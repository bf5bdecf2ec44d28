/**
 * @jest-environment node
 *
 * GET /api/posts with the site configured for a CMS (SANITY_PROJECT_ID + SANITY_API_HOST): the
 * route handler, lib/content and the real @sanity/client against the local CMS server.
 * lib/config reads the environment when first imported, so nothing imports it before beforeAll.
 */
import { startCmsServer, type CmsServer } from './cms-server';

let cms: CmsServer;
let GET: () => Promise<Response>;
let revalidate: number;

beforeAll(async () => {
  cms = await startCmsServer();
  process.env.SANITY_PROJECT_ID = 'testproj';
  process.env.SANITY_API_HOST = cms.url;
  ({ GET, revalidate } = await import('@/app/api/posts/route'));
});
afterAll(async () => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
  await cms.close();
});

it('answers the reshaped posts, without bodies, from the CMS', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  // Cached like the page (Next adds s-maxage=60 and stale-while-revalidate to the answer).
  expect(revalidate).toBe(60);
  const { posts } = (await response.json()) as {
    posts: Array<{ slug: string; cover: { card: { url: string } } | null }>;
  };
  expect(cms.requests.length).toBeGreaterThanOrEqual(1);
  expect(posts.map((p) => p.slug)).toContain('phage-vs-antibiotics');
  expect(posts[0]).not.toHaveProperty('body');
  // Card data only (lib/blog/card.ts): no article header or share crops, no author role.
  expect(Object.keys(posts[0]!.cover ?? {})).toEqual(['card']);
  expect(posts[0]).not.toHaveProperty('readingMinutes');
  expect(posts[0]!.cover!.card.url).toMatch(
    /^https:\/\/cdn\.sanity\.io\/images\/testproj\/production\//,
  );
});

it('keeps answering the last good posts while the CMS fails, logging the outage once', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  cms.mode = 'error';
  const first = await GET();
  const second = await GET();
  expect(first.status).toBe(200);
  const { posts } = (await second.json()) as { posts: Array<{ slug: string }> };
  expect(posts.map((p) => p.slug)).toContain('phage-vs-antibiotics');
  expect(spy).toHaveBeenCalledTimes(1);
  expect(spy.mock.calls[0]![0]).toMatch(
    /the CMS failed \(The blog service answered with HTTP 500\./,
  );
  spy.mockRestore();
  cms.mode = 'ok';
});
