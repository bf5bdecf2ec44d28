/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  KNOWN_PATHS_REUSE_MS,
  isUnknownBlogPath,
  knownPathsForProxy,
  readKnownPaths,
  refreshKnownPaths,
  type KnownPaths,
} from '@/lib/blog/known-path';
import { blogTargetOf, UNKNOWN_ARTICLE_PATH } from '@/lib/blog/paths';
import { isValidSlug } from '@/lib/content';

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

describe("the proxy's known paths: asked of this server at most once per reuse window", () => {
  const answer: KnownPaths = {
    slugs: ['a'],
    archivePages: 1,
    categories: {},
    tags: {},
    sitemaps: 1,
  };
  let server: Server;
  let asked = 0;
  const port = process.env.PORT;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (!request.headers['x-prerender-revalidate']) asked++;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.PORT = String((server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    process.env.PORT = port;
    if (port === undefined) delete process.env.PORT;
    await new Promise((resolve) => server.close(resolve));
  });

  test('a burst asks once; the next window asks again; a webhook regeneration clears it', async () => {
    const start = 1_000_000;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => knownPathsForProxy(start + i)),
    );
    expect(burst.every((paths) => paths?.slugs[0] === 'a')).toBe(true);
    expect(asked).toBe(1);
    await knownPathsForProxy(start + KNOWN_PATHS_REUSE_MS - 1);
    expect(asked).toBe(1);
    await knownPathsForProxy(start + KNOWN_PATHS_REUSE_MS);
    expect(asked).toBe(2);
    // Within the window, but after the webhook's regeneration (or its attempt, without a build).
    await refreshKnownPaths();
    await knownPathsForProxy(start + KNOWN_PATHS_REUSE_MS + 1);
    expect(asked).toBe(3);
  });
});
