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
let dynamic: string;

beforeAll(async () => {
  cms = await startCmsServer();
  process.env.SANITY_PROJECT_ID = 'testproj';
  process.env.SANITY_API_HOST = cms.url;
  ({ GET, dynamic } = await import('@/app/api/posts/route'));
});
afterAll(async () => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
  await cms.close();
});

it('answers the reshaped posts, without bodies, from the CMS', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  // Cached like the page: the content's window comes from its reads (lib/content/cache.ts).
  expect(dynamic).toBe('force-static');
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

it('throws while the CMS fails, never answering an empty list (Next keeps its last good one)', async () => {
  cms.mode = 'error';
  try {
    await expect(GET()).rejects.toThrow('The blog service answered with HTTP 500.');
  } finally {
    cms.mode = 'ok';
  }
});
