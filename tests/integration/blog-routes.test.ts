/**
 * @jest-environment node
 *
 * GET /api/posts and GET /api/search with the site configured for a CMS (SANITY_PROJECT_ID +
 * SANITY_API_HOST): the route handlers, lib/content and the real @sanity/client against the local
 * CMS server.
 * lib/config reads the environment when first imported, so nothing imports it before beforeAll.
 */
import { blogText } from '@/content/blog-text';
import { startCmsServer, type CmsServer } from './cms-server';
import { REAL_TIMERS } from '../fake-clock';

let cms: CmsServer;
let GET: (request: Request) => Promise<Response>;
let postsRoute: typeof import('@/app/api/posts/route');
let searchAnswers: typeof import('@/lib/blog/search-store').searchAnswers;

beforeAll(async () => {
  cms = await startCmsServer();
  process.env.SANITY_PROJECT_ID = 'testproj';
  process.env.SANITY_API_HOST = cms.url;
  postsRoute = await import('@/app/api/posts/route');
  ({ GET } = await import('@/app/api/search/route'));
  ({ searchAnswers } = await import('@/lib/blog/search-store'));
});
afterAll(async () => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
  await cms.close();
});

describe('GET /api/posts', () => {
  it('answers the reshaped posts, without bodies, from the CMS', async () => {
    const response = await postsRoute.GET();
    expect(response.status).toBe(200);
    // no `dynamic` setting under Cache Components; the read is 'use cache' (lib/content/cached.ts).
    expect('dynamic' in postsRoute).toBe(false);
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
      await expect(postsRoute.GET()).rejects.toThrow('The blog service answered with HTTP 500.');
    } finally {
      cms.mode = 'ok';
    }
  });
});

const search = (query: string) => GET(new Request(`http://localhost/api/search${query}`));
const slugsOf = async (response: Response) =>
  ((await response.json()) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);

it('answers the matching posts, without bodies, cacheable by shared caches', async () => {
  const response = await search('?q=biofilm');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(
    'public, s-maxage=60, stale-while-revalidate=300',
  );
  const { posts } = (await response.clone().json()) as { posts: Array<{ cover?: object }> };
  expect(posts[0]).not.toHaveProperty('body');
  // Card data only (lib/blog/card.ts): no article header or share crops, no author role.
  expect(Object.keys(posts[0]!.cover ?? {})).toEqual(['card']);
  expect(posts[0]).not.toHaveProperty('readingMinutes');
  // The title hit first, then a post that has the word only as a tag.
  expect(await slugsOf(response)).toEqual(['phages-against-biofilms', 'phage-vs-antibiotics']);
});

it('ignores unknown parameters', async () => {
  const plain = await slugsOf(await search('?q=biofilm'));
  expect(await slugsOf(await search('?utm_source=x&q=biofilm&category=amr&limit=1'))).toEqual(
    plain,
  );
});

it('answers the newest posts for a blank or missing query', async () => {
  const { getPosts } = await import('@/lib/content');
  const newest = (await getPosts()).map((p) => p.slug);
  expect(await slugsOf(await search(''))).toEqual(newest);
  expect(await slugsOf(await search('?q=%20%20'))).toEqual(newest);
});

it.each([
  ['a very long query', `?q=${'phage'.repeat(2000)}`],
  ['a script tag', `?q=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['unicode', `?q=${encodeURIComponent('λ-phage 🦠 Ωmega')}`],
  ['a lone percent sign', '?q=%'],
  ['a broken escape', '?q=%E0%A4%A'],
  ['a repeated parameter', '?q=lytic&q=biofilm'],
])('answers %s with 200 and JSON that does not echo it', async (_name, query) => {
  const response = await search(query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toContain('<script>');
  expect(text).not.toContain('phagephage');
  expect(JSON.parse(text)).toEqual({ posts: expect.any(Array) });
});

it('keeps an answer in memory for the window: the same text again asks the CMS nothing', async () => {
  cms.requests.length = 0;
  const first = await slugsOf(await search('?q=Antibiotic'));
  expect(await slugsOf(await search('?q=%20antibiotic%20'))).toEqual(first);
  expect(cms.requests).toHaveLength(1);
  expect(first.length).toBeGreaterThan(0);
  expect(searchAnswers.get('antibiotic')).toHaveLength(first.length);
});

it('answers a content failure with 503 and a generic text, never cached, logged once', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  cms.mode = 'error';
  try {
    // A text not searched before: a kept answer would still be served.
    const response = await search('?q=prophage%20outage');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: blogText.searchFailed });
    expect(log).toHaveBeenCalledTimes(1);
  } finally {
    cms.mode = 'ok';
    log.mockRestore();
  }
});

describe('rate limits', () => {
  // Dozens of real CMS searches in a row: the ceiling only ends a hung test (a busy machine answers
  // each one slowly; the buckets read the fake clock, so their verdicts do not depend on it).
  const SEARCHES_CEILING_MS = 240_000;
  // Only the clock is fake (the buckets read Date.now()); the CMS client's own timers stay real.
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z'), doNotFake: [...REAL_TIMERS] });
  });
  afterEach(() => jest.useRealTimers());

  /** A fresh route module: buckets full, none spent by the other tests. */
  async function freshRoute() {
    let route!: typeof import('@/app/api/search/route');
    await jest.isolateModulesAsync(async () => {
      route = await import('@/app/api/search/route');
    });
    // The last hop is the one the owner's proxy appends; the first is whatever the client wrote.
    return (address: string, query: string, claimed = '10.0.0.1') =>
      route.GET(
        new Request(`http://localhost/api/search${query}`, {
          headers: { 'x-forwarded-for': `${claimed}, ${address}` },
        }),
      );
  }

  it(
    'one client address: 30 searches at once, then 429 with Retry-After and a clear message',
    async () => {
      const from = await freshRoute();
      for (let i = 0; i < 30; i++) expect((await from('203.0.113.7', '?q=phage')).status).toBe(200);
      const refused = await from('203.0.113.7', '?q=phage');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toEqual({ error: blogText.searchTooMany(1) });
      expect(blogText.searchTooMany(1)).toBe(
        'Too many searches at once. Please try again in 1 second.',
      );
      // Another address has its own bucket; this one gets a token back each second.
      expect((await from('203.0.113.8', '?q=phage')).status).toBe(200);
      jest.setSystemTime(Date.now() + 1_000);
      expect((await from('203.0.113.7', '?q=phage')).status).toBe(200);
      expect((await from('203.0.113.7', '?q=phage')).status).toBe(429);
    },
    SEARCHES_CEILING_MS,
  );

  it('a client that rotates the hops it writes keeps its one bucket', async () => {
    const from = await freshRoute();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await from('203.0.113.9', '?q=phage', `10.9.0.${i}`)).status);
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    // Another client is not affected.
    expect((await from('203.0.113.10', '?q=phage')).status).toBe(200);
  });

  it('an IPv6 client rotating its addresses within its /64 keeps its one bucket', async () => {
    const from = await freshRoute();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await from(`2001:db8:7:9::${((i + 1) * 331).toString(16)}`, '?q=phage')).status,
      );
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    // The next /64 is another client.
    expect((await from('2001:db8:7:a::1', '?q=phage')).status).toBe(200);
  });

  it('a last hop that is no IP address counts as one shared "unknown" client', async () => {
    const from = await freshRoute();
    for (let i = 0; i < 30; i++)
      expect((await from(i % 2 ? 'not-an-address' : `evil-${i}`, '?q=phage')).status).toBe(200);
    expect((await from('', '?q=phage')).status).toBe(429);
    expect((await from('2001:db8::1', '?q=phage')).status).toBe(200);
  });

  it(
    'the whole server: 60 searches reach the CMS at once, then 429, two more each second',
    async () => {
      const from = await freshRoute();
      cms.requests.length = 0;
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++)
        statuses.push((await from(`198.51.100.${i}`, `?q=nothing-like-${i}`)).status);
      expect(statuses).toEqual([...Array(60).fill(200), ...Array(10).fill(429)]);
      expect(cms.requests).toHaveLength(60);
      jest.setSystemTime(Date.now() + 1_000);
      const later = [];
      for (let i = 0; i < 3; i++) later.push((await from(`192.0.2.${i}`, `?q=later-${i}`)).status);
      expect(later).toEqual([200, 200, 429]);
    },
    SEARCHES_CEILING_MS,
  );
});
