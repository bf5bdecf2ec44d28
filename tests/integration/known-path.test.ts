/**
 * @jest-environment node
 */
import { isUnknownBlogPath } from '@/lib/blog/known-path';
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
  test.each([
    '/blogs/phage-vs-antibiotics',
    '/blogs/phage-vs-antibiotics/opengraph-image',
    '/blogs/category/microbiome',
    '/blogs/tag/crispr',
    '/about',
    '/blogs/feed.xml',
  ])('%s is known (or not a blog page)', async (path) => {
    expect(await isUnknownBlogPath(path)).toBe(false);
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
  ])('%s is unknown', async (path) => {
    expect(await isUnknownBlogPath(path)).toBe(true);
  });
});
