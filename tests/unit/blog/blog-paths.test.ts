import { blogTargetOf, pageNumberOf } from '@/lib/blog/paths';

// The proxy checks against the blog's known paths only what this names (an unknown one answers the
// not-found page); an address it reads as null goes on to the routes, which have no page for it.
describe('which blog address names what', () => {
  test.each([
    ['/blogs/phage-vs-antibiotics', { kind: 'post', slug: 'phage-vs-antibiotics' }],
    ['/blogs/phage-vs-antibiotics/opengraph-image', { kind: 'post', slug: 'phage-vs-antibiotics' }],
    // A post may be called "page" or "tag": the word alone is a post's address.
    ['/blogs/page', { kind: 'post', slug: 'page' }],
    ['/blogs/tag', { kind: 'post', slug: 'tag' }],
    // Only the feed's own address is the feed: below it, a post's, which no post has.
    ['/blogs/feed.xml/opengraph-image', { kind: 'post', slug: 'feed.xml' }],
    ['/blogs/page/2', { kind: 'archive', page: 2 }],
    ['/blogs/page/02', { kind: 'archive', page: null }],
    ['/blogs/sitemap/0.xml', { kind: 'sitemap', id: 0 }],
    ['/blogs/sitemap/123456.xml', { kind: 'sitemap', id: 123456 }],
    ['/blogs/sitemap/1234567.xml', { kind: 'sitemap', id: null }],
    ['/blogs/sitemap/00.xml', { kind: 'sitemap', id: null }],
    ['/blogs/sitemap/1.xml.bak', { kind: 'sitemap', id: null }],
    ['/blogs/category/microbiome', { kind: 'category', slug: 'microbiome', page: 1 }],
    ['/blogs/tag/biofilm/page/3', { kind: 'tag', slug: 'biofilm', page: 3 }],
    ['/blogs/tag/biofilm/page/1', { kind: 'tag', slug: 'biofilm', page: null }],
  ] as const)('%s', (path, target) => {
    expect(blogTargetOf(path)).toEqual(target);
  });

  test.each([
    '/blogs',
    '/blogs/',
    '/blogs/feed.xml',
    '/blogs/page/2/extra',
    '/blogs/sitemap/1.xml/extra',
    '/blogs/category/microbiome/page',
    '/blogs/category/microbiome/2',
    '/blogs/category/microbiome/page/2/extra',
    '/blogs/phage-vs-antibiotics/comments',
    '/blogs/phage-vs-antibiotics/opengraph-image/x',
    '/blogs/a/b/c/d/e/f',
    '/research/phage-therapy-advances',
  ])('%s names nothing', (path) => {
    expect(blogTargetOf(path)).toBeNull();
  });

  it('counts pages from 2, in plain decimals', () => {
    expect(['2', '999999', '1', '0', '02', '1e1', '2.0', '1000000'].map(pageNumberOf)).toEqual([
      2,
      999999,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
