/**
 * @jest-environment node
 *
 * The owner's draft preview over real HTTP: the real @sanity/client (and @sanity/preview-url-secret)
 * against the local CMS server, which keeps drafts and preview secrets private to the read token.
 * Only Next's draftMode() is stood in for (it needs a live request; the browser test covers the
 * real cookie): the fake records enable/disable and answers isEnabled.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { POST_INDEX_QUERY, POST_QUERY } from '@/lib/content/queries';
import { ContentError, type CmsOptions } from '@/lib/content/source';
import { testCmsSource } from './test-cms-source';
import { startCmsServer, type CmsServer } from './cms-server';
import { REAL_TIMERS } from '../fake-clock';

const mockDraftMode = {
  isEnabled: false,
  /** While a page is prerendered, Next has no request and draftMode() throws. */
  outsideRequest: false,
  enable: jest.fn(() => void (mockDraftMode.isEnabled = true)),
  disable: jest.fn(() => void (mockDraftMode.isEnabled = false)),
};
jest.mock('next/headers', () => ({
  draftMode: async () => {
    if (mockDraftMode.outsideRequest)
      throw new Error('`draftMode` was called outside a request scope.');
    return mockDraftMode;
  },
}));

const TOKEN = 'test-read-token-0123456789';
/** Secrets as the Studio makes them (@sanity/preview-url-secret): 43 base64url characters. */
const SECRET = 'NmE5MDViNDY2NDJlZTI2OTIxZWE4NDdhNTcwODRiZjk';
const EXPIRED_SECRET = 'ZDI3M2MzZTcyMmU4N2RjMDU0ZjliYzViNWVjZjZiNTM';
const WRONG_SECRET = 'YmQ3ZTMyNDE2OTYwMDM4MzllOTgzZTdiNWVkNjQ2OTc';
const SLUG = 'phage-vs-antibiotics';
const PUBLISHED_TITLE = 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium';
const DRAFT_TITLE = 'Phages vs Antibiotics, as the owner is rewriting it';
const DRAFT_ONLY_SLUG = 'a-post-not-yet-published';

let cms: CmsServer;
type Lib = typeof import('@/lib/content');
type Route = (request: Request) => Promise<Response>;
let content: Lib;
let enable: Route;
let disable: Route;

function secretDocument(secret: string, updatedAt: Date) {
  return {
    _id: `sanity-preview-url-secret.${secret}`,
    _type: 'sanity.previewUrlSecret',
    _createdAt: updatedAt.toISOString(),
    _updatedAt: updatedAt.toISOString(),
    _rev: 'r1',
    secret,
    studioUrl: 'https://phages.sanity.studio',
  };
}

beforeAll(async () => {
  const published = (await import('./cms-server'))
    .loadDataset()
    .find((d) => (d as { _id: string })._id === 'post-phage-vs-antibiotics') as Record<
    string,
    unknown
  >;
  cms = await startCmsServer({
    token: TOKEN,
    documents: [
      { ...published, _id: 'drafts.post-phage-vs-antibiotics', title: DRAFT_TITLE },
      {
        ...published,
        _id: 'drafts.post-not-yet-published',
        title: 'Not yet published',
        slug: { _type: 'slug', current: DRAFT_ONLY_SLUG },
      },
      secretDocument(SECRET, new Date()),
      secretDocument(EXPIRED_SECRET, new Date(Date.now() - 2 * 3600_000)),
    ],
  });
  process.env.SANITY_PROJECT_ID = 'testproj';
  process.env.SANITY_API_HOST = cms.url;
  process.env.SANITY_API_READ_TOKEN = TOKEN;
  content = await import('@/lib/content');
  ({ GET: enable } = await import('@/app/api/draft-mode/enable/route'));
  ({ GET: disable } = await import('@/app/api/draft-mode/disable/route'));
});
afterAll(async () => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
  delete process.env.SANITY_API_READ_TOKEN;
  await cms.close();
});
beforeEach(() => {
  mockDraftMode.isEnabled = false;
  mockDraftMode.outsideRequest = false;
  mockDraftMode.enable.mockClear();
  mockDraftMode.disable.mockClear();
  cms.mode = 'ok';
  cms.requests.length = 0;
});
afterEach(() => jest.useRealTimers());

function source(overrides: Partial<CmsOptions> = {}) {
  return testCmsSource(cms, { timeoutMs: undefined, ...overrides });
}

const titleOf = async (options: Partial<CmsOptions> = {}) =>
  (await source(options).fetch<{ title: string } | null>(POST_QUERY, { slug: SLUG }))?.title;

describe('the CMS server and the real client: drafts only with the drafts perspective', () => {
  test('published by default; the draft overlays it with the token and the drafts perspective', async () => {
    expect(await titleOf()).toBe(PUBLISHED_TITLE);
    expect(cms.requests[0]!.searchParams.get('perspective')).toBe('published');
    expect(await titleOf({ previewToken: TOKEN })).toBe(DRAFT_TITLE);
    const request = cms.requests[1]!;
    expect(request.searchParams.get('perspective')).toBe('drafts');
    expect(request.pathname).toBe('/v2025-02-19/data/query/production');
  });

  test('a draft-only post is listed in the drafts perspective only', async () => {
    const slugs = async (options: Partial<CmsOptions>) =>
      (await source(options).fetch<Array<{ slug: string }>>(POST_INDEX_QUERY)).map((e) => e.slug);
    expect(await slugs({})).not.toContain(DRAFT_ONLY_SLUG);
    expect(await slugs({ previewToken: TOKEN })).toContain(DRAFT_ONLY_SLUG);
  });

  test('without the token the drafts perspective shows nothing private; a wrong token is refused', async () => {
    const url = new URL(`${cms.url}/v2025-02-19/data/query/production`);
    url.searchParams.set(
      'query',
      `*[_id in path("drafts.**") || _type == "sanity.previewUrlSecret"]._id`,
    );
    url.searchParams.set('perspective', 'raw');
    expect((await (await fetch(url)).json()).result).toEqual([]);
    url.searchParams.set('perspective', 'previewDrafts');
    expect((await (await fetch(url)).json()).result).toEqual([]);
    await expect(titleOf({ previewToken: 'wrong-token' })).rejects.toThrow(ContentError);
  });
});

describe('GET /api/draft-mode/enable', () => {
  const link = (params: Record<string, string>) =>
    new Request(`http://site.test/api/draft-mode/enable?${new URLSearchParams(params)}`);

  test('the Studio secret turns draft mode on and opens the asked page', async () => {
    const response = await enable(
      link({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': `/blogs/${SLUG}` }),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`/blogs/${SLUG}`);
    expect(mockDraftMode.enable).toHaveBeenCalledTimes(1);
    // The secret was checked against the CMS with the token, in the raw perspective.
    const check = cms.requests.find((r) =>
      r.searchParams.get('query')?.includes('previewUrlSecret'),
    );
    expect(check?.searchParams.get('perspective')).toBe('raw');
  });

  test('without a path it opens the home page', async () => {
    const response = await enable(link({ 'sanity-preview-secret': SECRET }));
    expect(response.headers.get('location')).toBe('/');
  });

  test.each([
    ['a wrong secret', { 'sanity-preview-secret': WRONG_SECRET }, 1],
    ['an expired secret', { 'sanity-preview-secret': EXPIRED_SECRET }, 1],
    ['no secret', {}, 0],
    ['a made-up word', { 'sanity-preview-secret': 'guessed-secret' }, 0],
    ['one character short', { 'sanity-preview-secret': SECRET.slice(1) }, 0],
    ['a character base64url has not', { 'sanity-preview-secret': `${SECRET.slice(1)}=` }, 0],
    ['a long text', { 'sanity-preview-secret': 'a'.repeat(5_000) }, 0],
    ['a character before it', { 'sanity-preview-secret': `!${SECRET}` }, 0],
    ['a character after it', { 'sanity-preview-secret': `${SECRET}a` }, 0],
  ])('%s: 401 after %i CMS requests, draft mode stays off', async (_, params, asked) => {
    const response = await enable(link({ ...params, 'sanity-preview-pathname': '/blogs' }));
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('Invalid or expired preview secret.');
    // A refusal is plain words, never kept by a cache in front.
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('location')).toBeNull();
    expect(cms.requests).toHaveLength(asked);
    expect(mockDraftMode.enable).not.toHaveBeenCalled();
  });

  test('rate-limited: 10 checks at once per address, then 429 with Retry-After, as the search says, without a CMS request', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: [...REAL_TIMERS] });
    let route!: typeof import('@/app/api/draft-mode/enable/route');
    await jest.isolateModulesAsync(async () => {
      route = await import('@/app/api/draft-mode/enable/route');
    });
    const from = (address: string) =>
      route.GET(
        new Request(
          `http://site.test/api/draft-mode/enable?sanity-preview-secret=${WRONG_SECRET}`,
          { headers: { 'x-forwarded-for': address } },
        ),
      );
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7')).status).toBe(401);
    expect(cms.requests).toHaveLength(10);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('Too many preview links at once. Please try again shortly.');
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(cms.requests).toHaveLength(10);
    expect((await from('203.0.113.8')).status).toBe(401);
    jest.setSystemTime(Date.now() + 10_000);
    expect((await from('203.0.113.7')).status).toBe(401);
    expect((await from('203.0.113.7')).status).toBe(429);
  });

  test.each([
    'https://evil.example/blogs',
    '//evil.example/blogs',
    '/.//evil.example',
    '/\\evil.example',
  ])(
    'a path off the site (%s) is refused with 400, even with the right secret',
    async (pathname) => {
      const response = await enable(
        link({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': pathname }),
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/^The preview path must be a path on this site/);
      expect(mockDraftMode.enable).not.toHaveBeenCalled();
    },
  );

  test('a CMS that cannot be asked: 503, draft mode stays off', async () => {
    cms.mode = 'error';
    const response = await enable(link({ 'sanity-preview-secret': SECRET }));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The CMS could not be asked to check the preview secret.');
    expect(mockDraftMode.enable).not.toHaveBeenCalled();
  });

  test('without a read token (or without a CMS project) the route is a 404 and asks nothing; no page previews', async () => {
    for (const unset of ['SANITY_API_READ_TOKEN', 'SANITY_PROJECT_ID']) {
      const saved = process.env[unset];
      delete process.env[unset];
      await jest.isolateModulesAsync(async () => {
        const { GET } = await import('@/app/api/draft-mode/enable/route');
        const response = await GET(link({ 'sanity-preview-secret': SECRET }));
        expect(response.status).toBe(404);
        expect(await response.text()).toBe('Not Found');
        // A draft-mode cookie left from before shows visitors nothing private.
        mockDraftMode.isEnabled = true;
        const { isPreviewing } = await import('@/lib/content/preview');
        expect(await isPreviewing()).toBe(false);
        mockDraftMode.isEnabled = false;
      });
      process.env[unset] = saved;
    }
    expect(cms.requests).toHaveLength(0);
    expect(mockDraftMode.enable).not.toHaveBeenCalled();
  });
});

describe('GET /api/draft-mode/disable', () => {
  test.each([
    ['/blogs/phage-vs-antibiotics', '/blogs/phage-vs-antibiotics'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['', '/'],
  ])('redirect=%s: draft mode off, back to %s', async (redirect, location) => {
    mockDraftMode.isEnabled = true;
    const response = await disable(
      new Request(
        `http://site.test/api/draft-mode/disable?redirect=${encodeURIComponent(redirect)}`,
      ),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(location);
    expect(mockDraftMode.disable).toHaveBeenCalledTimes(1);
  });
});

describe('lib/content while draft mode is on', () => {
  test('pages read drafts (a draft-only post included); visitors still get the published post', async () => {
    mockDraftMode.isEnabled = true;
    expect((await content.getPost(SLUG))?.title).toBe(DRAFT_TITLE);
    expect((await content.getPost(DRAFT_ONLY_SLUG))?.title).toBe('Not yet published');
    expect((await content.getPosts()).map((p) => p.slug)).toContain(DRAFT_ONLY_SLUG);
    expect(cms.requests.every((r) => r.searchParams.get('perspective') === 'drafts')).toBe(true);

    mockDraftMode.isEnabled = false;
    expect((await content.getPost(SLUG))?.title).toBe(PUBLISHED_TITLE);
    expect(await content.getPost(DRAFT_ONLY_SLUG)).toBeNull();
    expect((await content.getPosts()).map((p) => p.slug)).not.toContain(DRAFT_ONLY_SLUG);
  });

  test('a page prerendered (no request) reads the published post', async () => {
    mockDraftMode.isEnabled = true;
    mockDraftMode.outsideRequest = true;
    expect((await content.getPost(SLUG))?.title).toBe(PUBLISHED_TITLE);
    expect(await content.getPost(DRAFT_ONLY_SLUG)).toBeNull();
  });

  test('a preview keeps nothing: every call asks the CMS afresh', async () => {
    mockDraftMode.isEnabled = true;
    await content.getPost(SLUG);
    const first = cms.requests.length;
    await content.getPost(SLUG);
    expect(cms.requests.length).toBe(2 * first);
  });

  test('the preview bar: a labelled region with the exit link, only in draft mode', async () => {
    const { PreviewBar } = await import('@/components/blog/preview-bar');
    expect(await PreviewBar({ path: `/blogs/${SLUG}` })).toBeNull();
    mockDraftMode.isEnabled = true;
    const html = renderToStaticMarkup((await PreviewBar({ path: `/blogs/${SLUG}` }))!);
    expect(html).toMatch(/^<section aria-label="Draft preview"/);
    expect(html).toContain(
      `<a href="/api/draft-mode/disable?redirect=%2Fblogs%2Fphage-vs-antibiotics"`,
    );
    expect(html).toContain('>Preview — exit</a>');
  });
});
