/**
 * @jest-environment node
 *
 * The CMS path for real: @sanity/client over HTTP (through lib/content) against a local server
 * that answers the CMS query endpoint with groq-js over the bundled dataset. No client mock.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/processes.mjs';
import {
  checkShape,
  createContent,
  ContentError,
  type ContentOptions,
  type ShapeName,
} from '@/lib/content';
import { POST_INDEX_QUERY, POST_QUERY, POSTS_PAGE_QUERY } from '@/lib/content/queries';
import {
  CMS_DEADLINE_MS,
  createBundledSource,
  WRONG_SHAPE,
  type CmsOptions,
} from '@/lib/content/source';
import { FAULTS, FIXTURE_DATASET, loadDataset, startCmsServer, type CmsServer } from './cms-server';
import { keptCache } from './kept-cache';
import { testCmsSource } from './test-cms-source';

let cms: CmsServer;

// The bundled blog plus its edge cases (a post without a date, one without a body, a draft).
beforeAll(async () => {
  cms = await startCmsServer({ base: loadDataset(FIXTURE_DATASET) });
});
afterAll(() => cms.close());
beforeEach(() => {
  cms.mode = 'ok';
  cms.requests.length = 0;
});

/** The site's client with its own retries (two), as it runs. */
const cmsContent = (overrides: Partial<CmsOptions> = {}, options: ContentOptions = {}) =>
  createContent(testCmsSource(cms, { maxRetries: undefined, ...overrides }), options);

describe('CMS over HTTP', () => {
  it('sends the index query, then the list query for its newest 24 slugs, to dataset production, API 2025-02-19, published', async () => {
    const posts = await cmsContent().getPosts();
    expect(cms.requests.map((r) => r.searchParams.get('query'))).toEqual([
      POST_INDEX_QUERY,
      POSTS_PAGE_QUERY,
    ]);
    for (const request of cms.requests) {
      expect(request.pathname).toBe('/v2025-02-19/data/query/production');
      expect(request.searchParams.get('perspective')).toBe('published');
    }
    expect(cms.requests[1]!.searchParams.get('$slugs')).toBe(
      JSON.stringify(posts.map((p) => p.slug)),
    );
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.length).toBeLessThanOrEqual(24);
  });

  it('returns the same posts as the bundled source (same GROQ, same data), reshaped', async () => {
    const [overHttp, bundled] = await Promise.all([
      cmsContent().getPosts(),
      createContent(createBundledSource(FIXTURE_DATASET)).getPosts(),
    ]);
    const strip = (list: typeof bundled) =>
      list.map(({ cover, ...rest }) => ({ ...rest, alt: cover?.card.alt }));
    expect(strip(overHttp)).toEqual(strip(bundled));
    // Newest first by publishedAt; a post without one by when it was last edited, not on top.
    const when = overHttp.map((p) => Date.parse(p.publishedAt ?? p._updatedAt!));
    expect([...when].sort((a, b) => b - a)).toEqual(when);
    expect(overHttp[0]!.publishedAt).not.toBeNull();
    expect(overHttp.some((p) => p.publishedAt === null)).toBe(true);
    // Neither a draft nor a release's version: their ids are paths, which a visitor never reads.
    for (const list of [overHttp, bundled])
      expect(list.map((p) => p.title).filter((t) => /^(DRAFT|RELEASE)/.test(t))).toEqual([]);
  });

  it('builds the CMS image URLs: card 900x520, header 1200x640, share 1200x630 crops', async () => {
    const posts = await cmsContent().getPosts();
    const cover = posts.find((p) => p.slug === 'phage-vs-antibiotics')!.cover!;
    const base = `https://cdn.sanity.io/images/testproj/production/`;
    expect(cover.card.url).toMatch(new RegExp(`^${base}[a-f0-9]{40}-1800x1000\\.webp\\?`));
    expect(new URL(cover.card.url).searchParams.get('w')).toBe('900');
    expect(new URL(cover.card.url).searchParams.get('h')).toBe('520');
    expect(new URL(cover.card.url).searchParams.get('fit')).toBe('crop');
    expect(new URL(cover.header.url).searchParams.get('h')).toBe('640');
    expect(cover.share).toMatchObject({ width: 1200, height: 630 });
    expect(new URL(cover.share!.url).searchParams.get('h')).toBe('630');
    expect(cover.card.alt).toBe('Tailed phages docked on the surface of rod-shaped bacteria');
  });

  it('fetches one post by slug with every field of a post', async () => {
    const post = await cmsContent().getPost('phage-vs-antibiotics');
    // First the known slugs (cached 60 s), then the post.
    expect(cms.requests[0]!.searchParams.get('query')).toBe(POST_INDEX_QUERY);
    const request = cms.requests[1]!;
    expect(request.searchParams.get('query')).toBe(POST_QUERY);
    expect(request.searchParams.get('$slug')).toBe('"phage-vs-antibiotics"');
    expect(post).toMatchObject({
      slug: 'phage-vs-antibiotics',
      title: 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium',
      publishedAt: '2026-10-28T04:00:00-05:00', // 09:00 UTC, as the owner's clock reads it
      author: {
        name: 'Dr. Rowan Ellery',
        role: 'Bacteriophage Researcher & Clinical Laboratory Scientist',
      },
      category: { title: 'Antimicrobial Resistance', slug: 'antimicrobial-resistance' },
    });
    expect(post!.tags.map((t) => t.title)).toEqual(['Antibiotics', 'Clinical trials', 'Biofilm']);
    const image = post!.body!.find((b) => b._type === 'image') as {
      image: { url: string; width: number };
    };
    expect(new URL(image.image.url).searchParams.get('w')).toBe('1400');
    expect(image.image.width).toBe(1400);
  });

  it('carries video blocks with their URL, alt text from the asset, and null bodies', async () => {
    const protocol = await cmsContent().getPost('isolating-phages-from-wastewater');
    const video = protocol!.body!.find((b) => b._type === 'video');
    expect(video).toMatchObject({ url: '/media/blog/plaque-timelapse.webm' });
    const figure = protocol!.body!.find((b) => b._type === 'image') as { image: { alt: string } };
    expect(figure.image.alt).toMatch(/^A plate covered by a bacterial lawn/);
    const seminar = await cmsContent().getPost('phage-therapy-seminar-2027');
    expect(seminar!.body).toBeNull();
    const undated = await cmsContent().getPost('notes-from-the-phage-bank');
    expect(undated!.publishedAt).toBeNull();
  });

  it('answers null for an unknown slug from the known slugs, and never queries for a hostile one', async () => {
    const content = cmsContent();
    expect(await content.getPost('no-such-post')).toBeNull();
    expect(cms.requests.map((r) => r.searchParams.get('query'))).toEqual([POST_INDEX_QUERY]);
    for (const slug of ['..', 'a'.repeat(8192), '%2e%2e', 'caf\u00e9', '../../etc/passwd'])
      expect(await cmsContent().getPost(slug)).toBeNull();
    expect(cms.requests).toHaveLength(1);
  });

  it('never reads the taxonomy for a hostile category or tag', async () => {
    const content = cmsContent();
    for (const slug of ['..', 'a'.repeat(8192), '%2e%2e', 'caf\u00e9', '../../etc/passwd']) {
      expect(await content.getTermPage('category', slug, 1)).toBeNull();
      expect(await content.getTermPage('tag', slug, 1)).toBeNull();
    }
    expect(cms.requests).toHaveLength(0);
  });

  it('a flood of 400 random unknown slugs costs one CMS request per window, and keeps one answer', async () => {
    const kept = keptCache();
    const content = cmsContent({}, { cache: kept.cache });
    const slugs = Array.from(
      { length: 400 },
      (_, i) => `junk-${i}-${Math.random().toString(36).slice(2)}`,
    );
    for (const slug of slugs.slice(0, 200)) expect(await content.getPost(slug)).toBeNull();
    expect(cms.requests).toHaveLength(1);
    // Only the known-slug list is kept, tagged with the posts: no answer per junk slug.
    expect([...kept.entries.values()].map((entry) => entry.tags)).toEqual([['posts']]);
    kept.revalidate('posts');
    for (const slug of slugs.slice(200)) expect(await content.getPost(slug)).toBeNull();
    expect(cms.requests).toHaveLength(2);
    expect(kept.entries.size).toBe(1);
  });

  it('tags each read with what it shows: posts, and the taxonomy and people a post names', async () => {
    const kept = keptCache();
    const content = cmsContent({}, { cache: kept.cache });
    await content.getPost('phage-vs-antibiotics');
    await content.getTaxonomy();
    expect([...kept.entries.values()].map((entry) => entry.tags)).toEqual([
      ['posts'],
      ['posts', 'taxonomy', 'people'],
      ['posts', 'taxonomy'],
    ]);
    // A new author name reaches the post; the known slugs stay.
    kept.revalidate('people');
    expect(kept.entries.size).toBe(2);
  });

  it('leaves out of every list a post whose slug the slug rule refuses', async () => {
    const index = await cmsContent().getPostIndex();
    expect(index.length).toBeGreaterThan(0);
    for (const { slug } of [...index, ...(await cmsContent().getPosts())])
      expect(slug).toMatch(/^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/i);
  });
});

describe('the bundled export', () => {
  it('a line broken by a hand edit costs only itself, and is named by its file and line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundled-'));
    const file = path.join(dir, 'production.ndjson');
    const lines = readFileSync(FIXTURE_DATASET, 'utf8').split('\n');
    // A document cut off mid-line, and a line that is JSON but no document.
    const cut = '{"_id":"post-cut","_type":"post","slug":{"current":"cut"},"title":"Cu';
    writeFileSync(file, [...lines.slice(0, 3), cut, '42', ...lines.slice(3)].join('\n'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const posts = await createContent(createBundledSource(file)).getPosts();
      expect(posts).toEqual(await createContent(createBundledSource(FIXTURE_DATASET)).getPosts());
      expect(warn.mock.calls).toEqual([[`${file}:4: not a JSON document: left out`]]);
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CMS down', () => {
  it('connection refused → a ContentError saying the service could not be reached', async () => {
    const content = cmsContent({ apiHost: `http://127.0.0.1:${await freePort()}` });
    await expect(content.getPosts()).rejects.toThrow(ContentError);
    await expect(content.getPosts()).rejects.toThrow('The blog service could not be reached.');
  });

  it('HTTP 500 → a ContentError with the status, at once (the client retries no 500)', async () => {
    cms.mode = 'error';
    await expect(cmsContent().getPost('phage-vs-antibiotics')).rejects.toThrow(
      'The blog service answered with HTTP 500.',
    );
    expect(cms.requests).toHaveLength(1);
  });

  it("HTTP 503 → asked again twice, the site's retries (the client retries 429, 502, 503), then a ContentError", async () => {
    cms.mode = 'unavailable';
    await expect(cmsContent().getPost('phage-vs-antibiotics')).rejects.toThrow(
      'The blog service answered with HTTP 503.',
    );
    // The first read, the known slugs, three times.
    expect(cms.requests.map((r) => r.searchParams.get('query'))).toEqual(
      Array(3).fill(POST_INDEX_QUERY),
    );
  });

  it('timeout → a ContentError saying the service did not answer in time', async () => {
    cms.mode = 'hang';
    const started = Date.now();
    await expect(cmsContent({ timeoutMs: 300 }).getPosts()).rejects.toThrow(
      'The blog service did not answer in time.',
    );
    // The 300 ms attempt timeout ended it, well before the 8 s deadline could have (the bound is
    // that deadline, not a guess at how fast this machine is).
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(CMS_DEADLINE_MS);
  }, 20_000);

  it('one total deadline per request, retries included (about 8 s by default)', async () => {
    expect(CMS_DEADLINE_MS).toBe(8_000);
    cms.mode = 'hang';
    const started = Date.now();
    // Per-attempt timeouts of 5 s with 2 retries would add up to 15 s; the deadline ends it at 1 s.
    await expect(cmsContent({ timeoutMs: 5_000, deadlineMs: 1_000 }).getPosts()).rejects.toThrow(
      'The blog service did not answer in time.',
    );
    // Not before the 1 s deadline, and the deadline ended it: before the attempt's own 5 s timeout
    // could have (the bound is that timeout, not a guess at how fast this machine is).
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5_000);
    expect(cms.requests).toHaveLength(1);
  }, 20_000);

  it.each([
    ['html', WRONG_SHAPE],
    ['malformed', 'The blog service answered with malformed data.'],
    ['wrong-shape', WRONG_SHAPE],
  ] as const)('%s with HTTP 200 → a ContentError, never "no posts"', async (mode, message) => {
    cms.mode = mode;
    await expect(cmsContent().getPosts()).rejects.toThrow(message);
  });

  it('each read knows the shape of its answer: anything else is a failure, null a list of none', () => {
    const post = { _id: 'post-1', title: 'A post' };
    const taxonomy = { categories: [], tags: [], posts: [] };
    const fails = (shape: ShapeName, raw: unknown) => () => checkShape(shape, raw);
    expect(checkShape('list', null)).toEqual([]);
    expect(checkShape('list', [post])).toEqual([post]);
    for (const raw of [post, 'posts', 0]) expect(fails('list', raw)).toThrow(WRONG_SHAPE);
    expect(checkShape('single', null)).toBeNull();
    expect(checkShape('single', post)).toBe(post);
    for (const raw of [[post], {}, { _id: 1 }, 'post-1'])
      expect(fails('single', raw)).toThrow(WRONG_SHAPE);
    expect(checkShape('taxonomy', taxonomy)).toBe(taxonomy);
    for (const raw of [null, [], { ...taxonomy, tags: null }, { categories: [], tags: [] }])
      expect(fails('taxonomy', raw)).toThrow(WRONG_SHAPE);
  });

  it('the error keeps the start of what came back (80 characters), for the log', async () => {
    const causeOf = async (mode: 'html' | 'malformed') => {
      cms.mode = mode;
      const error = await cmsContent()
        .getPosts()
        .catch((e: unknown) => e);
      return ((error as Error).cause as Error).message;
    };
    expect(await causeOf('html')).toBe(
      'No query result in: <!doctype html><title>Maintenance</title><p>Back soon.</p>',
    );
    expect(await causeOf('malformed')).toBe(
      '{"query":"*","result":[{"_id":"post-1","title":"Cut off',
    );
  });
});

describe('CMS outage', () => {
  it.each(FAULTS)(
    '%s: a read fails with a ContentError and is not kept, so Next keeps its last good answer',
    async (mode) => {
      const kept = keptCache();
      // Only a hang needs a deadline to end it.
      const deadline = mode === 'hang' ? { deadlineMs: 2_500 } : {};
      const content = cmsContent(deadline, { cache: kept.cache });
      cms.mode = mode;
      await expect(content.getPosts()).rejects.toBeInstanceOf(ContentError);
      expect(kept.entries.size).toBe(0);
      cms.mode = 'ok';
      expect((await content.getPosts()).length).toBeGreaterThan(0);
      expect(kept.entries.size).toBe(2); // the index and the page
    },
    20_000,
  );
});
