/**
 * @jest-environment node
 */
import {
  KNOWN_PATHS_REUSE_MS,
  isUnknownBlogPath,
  isUnknownToProxy,
  knownPathsForProxy,
  readKnownPaths,
  type KnownPaths,
} from '@/lib/blog/known-path';
import { blogTargetOf, UNKNOWN_ARTICLE_PATH } from '@/lib/blog/paths';
import { isValidSlug, proxyContent } from '@/lib/content';
import { forgetLoadsInFlight } from '@/lib/content/cache';

describe('blogTargetOf: what a dynamic blog URL names', () => {
  test.each([
    ['/blogs/phage-vs-antibiotics', { kind: 'post', slug: 'phage-vs-antibiotics' }],
    ['/blogs/phage-vs-antibiotics/opengraph-image', { kind: 'post', slug: 'phage-vs-antibiotics' }],
    ['/blogs/page/3', { kind: 'archive', page: 3 }],
    ['/blogs/page/02', { kind: 'archive', page: null }],
    ['/blogs/category/microbiome', { kind: 'category', slug: 'microbiome', page: 1 }],
    ['/blogs/tag/crispr/page/2', { kind: 'tag', slug: 'crispr', page: 2 }],
    ['/blogs/tag/crispr/page/x', { kind: 'tag', slug: 'crispr', page: null }],
    ['/blogs/sitemap/0.xml', { kind: 'sitemap', id: 0 }],
    ['/blogs/sitemap/12.xml', { kind: 'sitemap', id: 12 }],
    ['/blogs/sitemap/01.xml', { kind: 'sitemap', id: null }],
    ['/blogs/sitemap/x7.xml', { kind: 'sitemap', id: null }],
  ])('%s', (path, target) => expect(blogTargetOf(path)).toEqual(target));

  test.each(['/blogs', '/blogs/', '/blogs/feed.xml', '/about', '/blogs/a/b', '/blogs/tag/x/y'])(
    '%s names no dynamic blog page',
    (path) => expect(blogTargetOf(path)).toBeNull(),
  );

  test('the shared not-found article path can never be a post', () => {
    expect(isValidSlug(UNKNOWN_ARTICLE_PATH.split('/').at(-1))).toBe(false);
  });
});

describe('isUnknownBlogPath against the bundled blog', () => {
  let known: KnownPaths;
  beforeAll(async () => {
    known = await readKnownPaths();
  });

  test('the known paths: every slug, the page counts and one posts sitemap', () => {
    expect(known.slugs).toContain('phage-vs-antibiotics');
    expect(known.archivePages).toBe(1);
    expect(known.categories['microbiome']).toBe(1);
    expect(known.tags['crispr']).toBe(1);
    expect(known.sitemaps).toBe(1);
  });

  test.each([
    '/blogs/phage-vs-antibiotics',
    '/blogs/phage-vs-antibiotics/opengraph-image',
    '/blogs/category/microbiome',
    '/blogs/tag/crispr',
    '/blogs/sitemap/0.xml',
    '/about',
    '/blogs/feed.xml',
  ])('%s is known (or not a blog page)', (path) => {
    expect(isUnknownBlogPath(path, known)).toBe(false);
  });

  test.each([
    '/blogs/no-such-post',
    '/blogs/no-such-post/opengraph-image',
    '/blogs/feed.xml/opengraph-image',
    '/blogs/%E2%9C%93',
    `/blogs/${'a'.repeat(97)}`,
    '/blogs/page/2',
    '/blogs/page/999999',
    '/blogs/category/no-such-category',
    '/blogs/category/microbiome/page/2',
    '/blogs/tag/crispr/page/0',
    '/blogs/tag/constructor',
    '/blogs/sitemap/1.xml',
    '/blogs/sitemap/00.xml',
    '/blogs/sitemap/random.xml',
    UNKNOWN_ARTICLE_PATH,
  ])('%s is unknown', (path) => {
    expect(isUnknownBlogPath(path, known)).toBe(true);
  });
});

test('a blog of many pages: each page up to the last is known, the next one is not', () => {
  const known: KnownPaths = {
    slugs: ['a-post'],
    archivePages: 3,
    categories: { microbiome: 2 },
    tags: { crispr: 1 },
    sitemaps: 2,
  };
  const verdicts = (paths: string[]) => paths.map((path) => isUnknownBlogPath(path, known));
  expect(verdicts(['/blogs/page/2', '/blogs/page/3', '/blogs/page/4'])).toEqual([
    false,
    false,
    true,
  ]);
  expect(
    verdicts(['/blogs/category/microbiome/page/2', '/blogs/category/microbiome/page/3']),
  ).toEqual([false, true]);
  // Page 1 is /blogs itself; "02" names no page.
  expect(verdicts(['/blogs/page/1', '/blogs/page/02'])).toEqual([true, true]);
  expect(verdicts(['/blogs/tag/crispr', '/blogs/tag/crispr/page/2'])).toEqual([false, true]);
  expect(verdicts(['/blogs/sitemap/1.xml', '/blogs/sitemap/2.xml'])).toEqual([false, true]);
});

describe("the proxy's known paths: read from the source at most once per reuse window", () => {
  let reads = 0;
  beforeEach(() => {
    // Timers and the clock only: the bundled dataset is still read from disk.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    forgetLoadsInFlight();
    // As in a fresh process: the proxy's last answer is one entry of the per-process map.
    const kept = (globalThis as { [key: symbol]: Map<string, object> | undefined })[
      Symbol.for('phages-and-biomes.per-process')
    ];
    Object.assign(kept?.get('known-paths:last') ?? {}, { known: null, at: 0 });
    reads = 0;
  });
  afterEach(() => jest.useRealTimers());

  /** A read held until the test lets it go. */
  function holding() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  }

  /** The index after an edit that publishes a post. */
  const publishedSince = <T extends { slug: string }>(index: readonly T[]) => [
    ...index,
    { ...index[0]!, slug: 'published-since' },
  ];

  test('a burst reads once; the next window reads again; a webhook makes it read at once', async () => {
    const content = proxyContent(false)!; // the proxy's own, uncached instance
    const read = content.getPostIndex;
    content.getPostIndex = () => (reads++, read());
    try {
      const burst = await Promise.all(Array.from({ length: 20 }, () => knownPathsForProxy()));
      expect(burst.every((paths) => paths?.slugs.includes('phage-vs-antibiotics'))).toBe(true);
      expect(reads).toBe(1);
      jest.advanceTimersByTime(KNOWN_PATHS_REUSE_MS - 1);
      await knownPathsForProxy();
      expect(reads).toBe(1);
      jest.advanceTimersByTime(2);
      await knownPathsForProxy();
      expect(reads).toBe(2);
      // What the webhook's route does after an edit.
      forgetLoadsInFlight();
      await knownPathsForProxy();
      expect(reads).toBe(3);
    } finally {
      content.getPostIndex = read;
    }
  });

  test('a read that outlasts the window is shared, not repeated', async () => {
    const content = proxyContent(false)!;
    const read = content.getPostIndex;
    const { held, release } = holding();
    content.getPostIndex = async () => (reads++, await held, read());
    try {
      const first = knownPathsForProxy();
      await new Promise(setImmediate);
      expect(reads).toBe(1);
      jest.advanceTimersByTime(10 * KNOWN_PATHS_REUSE_MS);
      const later = knownPathsForProxy();
      release();
      expect((await later)?.slugs).toContain('phage-vs-antibiotics');
      // The same answer, from the one read.
      expect(await later).toBe(await first);
      expect(reads).toBe(1);
    } finally {
      content.getPostIndex = read;
    }
  });

  test('a source that cannot say answers null; then the last answer judges, and with none nothing is unknown', async () => {
    const content = proxyContent(false)!;
    const read = content.getPostIndex;
    const down = () => (reads++, Promise.reject(new Error('CMS down')));
    content.getPostIndex = down;
    try {
      // A process that has read nothing yet: every address goes on to its route.
      await expect(knownPathsForProxy()).resolves.toBeNull();
      await expect(isUnknownToProxy('/blogs/no-such-post')).resolves.toBe(false);
      expect(reads).toBe(1);
      // One good read, then the source fails again.
      content.getPostIndex = read;
      forgetLoadsInFlight();
      await knownPathsForProxy();
      content.getPostIndex = down;
      forgetLoadsInFlight();
      await expect(isUnknownToProxy('/blogs/no-such-post')).resolves.toBe(true);
      await expect(isUnknownToProxy('/blogs/phage-vs-antibiotics')).resolves.toBe(false);
      expect(reads).toBe(2);
    } finally {
      content.getPostIndex = read;
    }
  });

  test('a read begun before a webhook that ends after the one begun since does not replace it', async () => {
    const content = proxyContent(false)!;
    const read = content.getPostIndex;
    const { held, release } = holding();
    // Read A, begun before an edit that publishes a post, is held.
    content.getPostIndex = async () => (await held, read());
    try {
      const before = knownPathsForProxy();
      await new Promise(setImmediate);
      jest.advanceTimersByTime(1);
      forgetLoadsInFlight(); // the webhook
      content.getPostIndex = async () => publishedSince(await read());
      await knownPathsForProxy(); // read B
      release();
      expect((await before)?.slugs).not.toContain('published-since');
      // The source fails: B's answer, the newer, judges.
      content.getPostIndex = () => Promise.reject(new Error('CMS down'));
      forgetLoadsInFlight();
      await expect(isUnknownToProxy('/blogs/published-since')).resolves.toBe(false);
    } finally {
      content.getPostIndex = read;
    }
  });

  test('a path the last answer knew goes on without waiting for the next read; one it did not know waits', async () => {
    const content = proxyContent(false)!;
    const read = content.getPostIndex;
    await knownPathsForProxy(); // the last answer
    jest.advanceTimersByTime(KNOWN_PATHS_REUSE_MS + 1);
    const { held, release } = holding();
    // The next read is held, and finds a post published since.
    content.getPostIndex = async () => (reads++, await held, publishedSince(await read()));
    /** Each verdict, once settled: the proxy has answered the request by then. */
    const verdicts = new Map<string, boolean>();
    const ask = (path: string) =>
      isUnknownToProxy(path).then((unknown) => verdicts.set(path, unknown));
    try {
      const asked = [
        '/blogs/phage-vs-antibiotics',
        '/blogs/published-since',
        '/blogs/no-such-post',
      ];
      const answered = Promise.all(asked.map(ask));
      await new Promise(setImmediate);
      expect(reads).toBe(1);
      expect([...verdicts]).toEqual([['/blogs/phage-vs-antibiotics', false]]);
      release();
      await answered;
      expect(verdicts.get('/blogs/published-since')).toBe(false);
      expect(verdicts.get('/blogs/no-such-post')).toBe(true);
      expect(reads).toBe(1);
      // The read's answer is now the last one: the new post goes on at once too.
      verdicts.clear();
      content.getPostIndex = () => new Promise(() => {});
      jest.advanceTimersByTime(KNOWN_PATHS_REUSE_MS + 1);
      void ask('/blogs/published-since');
      await new Promise(setImmediate);
      expect(verdicts.get('/blogs/published-since')).toBe(false);
    } finally {
      content.getPostIndex = read;
    }
  });

  test('a made-up draft cookie, with no preview configured, sees only the published paths', async () => {
    const drafts = await knownPathsForProxy(true);
    expect(drafts?.slugs).toEqual((await readKnownPaths()).slugs);
  });
});
