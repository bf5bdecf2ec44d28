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

beforeAll(async () => {
  cms = await startCmsServer();
  process.env.SANITY_PROJECT_ID = 'testproj';
  process.env.SANITY_API_HOST = cms.url;
  ({ GET } = await import('@/app/api/posts/route'));
});
afterAll(async () => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
  await cms.close();
});

it('answers the reshaped posts, without bodies, from the CMS', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const { posts } = (await response.json()) as {
    posts: Array<{ slug: string; cover: { card: { url: string } } }>;
  };
  expect(cms.requests.length).toBeGreaterThanOrEqual(1);
  expect(posts.map((p) => p.slug)).toContain('phage-vs-antibiotics');
  expect(posts[0]).not.toHaveProperty('body');
  expect(posts[0]!.cover.card.url).toMatch(
    /^https:\/\/cdn\.sanity\.io\/images\/testproj\/production\//,
  );
});

it('answers 502 with the error message when the CMS fails', async () => {
  cms.mode = 'error';
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const response = await GET();
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ error: 'The blog service answered with HTTP 500.' });
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});
