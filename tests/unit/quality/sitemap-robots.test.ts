/**
 * @jest-environment node
 */
import postSitemap, { generateSitemaps } from '@/app/blogs/sitemap';
import { URLS_PER_SITEMAP } from '@/lib/blog/paths';
import { toIndexEntry, type RawIndexEntry } from '@/lib/content/reshape';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { absoluteUrl } from '@/lib/config';
import { indexablePages } from '@/lib/routes';

const mockGetPosts = jest.fn();
const mockGetTaxonomy = jest.fn();
jest.mock('@/lib/content', () => ({
  getPostIndex: () => mockGetPosts(),
  getTaxonomy: () => mockGetTaxonomy(),
  pageCountOf: (total: number) => Math.max(1, Math.ceil(total / 24)),
}));

beforeEach(() => {
  mockGetPosts.mockReset();
  mockGetTaxonomy.mockReset().mockResolvedValue({ categories: [], tags: [] });
});

describe('sitemap.xml', () => {
  test('every indexable page but the articles, absolute, without anchors, once', async () => {
    mockGetPosts.mockResolvedValue([{ slug: 'phage-vs-antibiotics', publishedAt: null }]);
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(
      [
        ...indexablePages.filter((path) => !path.startsWith('/blogs/')),
        // The research record's full list, and a page for each year it has works.
        '/research/publications',
        ...['2025', '2024', '2023', '2020'].map((year) => `/research/publications/${year}`),
      ].map((path) => absoluteUrl(path)),
    );
    // The home page and the blog change weekly, other pages monthly; the home page ranks first.
    const hints = (path: string) => {
      const entry = entries.find((e) => e.url === absoluteUrl(path))!;
      return [entry.changeFrequency, entry.priority];
    };
    expect(hints('/')).toEqual(['weekly', 1]);
    expect(hints('/blogs')).toEqual(['weekly', 0.7]);
    expect(hints('/about')).toEqual(['monthly', 0.7]);
    expect(hints('/research/publications/2024')).toEqual(['weekly', 0.5]);
    // indexablePages holds no anchor and no page twice (tests/unit/routes.test.ts); seo.spec.ts
    // reads the served sitemap.xml: absolute, unique, no anchors.
  });

  // Posts whose slug the article route refuses never reach the index (lib/content: see
  // tests/integration): each entry here is listed.
  test('every post, with lastmod from _updatedAt, else publishedAt, else none', async () => {
    // Through the content seam, which drops a date that is not one.
    mockGetPosts.mockResolvedValue(
      [
        { slug: 'phage-vs-antibiotics', publishedAt: '2024-03-05T10:00:00Z' },
        {
          slug: 'biofilms',
          publishedAt: '2024-01-01T00:00:00Z',
          _updatedAt: '2024-06-01T12:00:00Z',
        },
        { slug: 'draft-date', publishedAt: 'not a date' },
      ].map((raw) => toIndexEntry(raw as RawIndexEntry)),
    );
    expect(await generateSitemaps()).toEqual([{ id: 0 }]);
    const entries = await postSitemap({ id: Promise.resolve('0') });
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    expect(entries).toHaveLength(3);
    expect(byUrl.get(absoluteUrl('/blogs/phage-vs-antibiotics'))?.lastModified).toBe(
      '2024-03-05T10:00:00.000Z',
    );
    expect(byUrl.get(absoluteUrl('/blogs/biofilms'))?.lastModified).toBe(
      '2024-06-01T12:00:00.000Z',
    );
    expect(byUrl.get(absoluteUrl('/blogs/draft-date'))).not.toHaveProperty('lastModified');
    // An article, once written, rarely changes.
    for (const entry of entries)
      expect([entry.changeFrequency, entry.priority]).toEqual(['yearly', 0.6]);
  });

  test('past 50,000 posts the posts are split into files of 50,000, each listed in robots.txt', async () => {
    const total = 2 * URLS_PER_SITEMAP + 1;
    mockGetPosts.mockResolvedValue(
      Array.from({ length: total }, (_, i) => ({ slug: `post-${i}`, publishedAt: null })),
    );
    expect(await generateSitemaps()).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);
    const part = async (id: number) => postSitemap({ id: Promise.resolve(String(id)) });
    const [first, second, last] = await Promise.all([part(0), part(1), part(2)]);
    expect([first.length, second.length, last.length]).toEqual([
      URLS_PER_SITEMAP,
      URLS_PER_SITEMAP,
      1,
    ]);
    expect(first[0]?.url).toBe(absoluteUrl('/blogs/post-0'));
    expect(second[0]?.url).toBe(absoluteUrl(`/blogs/post-${URLS_PER_SITEMAP}`));
    expect(last[0]?.url).toBe(absoluteUrl(`/blogs/post-${total - 1}`));
    // Every crawler may read every page.
    expect((await robots()).rules).toEqual([{ userAgent: '*', allow: '/' }]);
    expect((await robots()).sitemap).toEqual([
      absoluteUrl('/sitemap.xml'),
      absoluteUrl('/blogs/sitemap/0.xml'),
      absoluteUrl('/blogs/sitemap/1.xml'),
      absoluteUrl('/blogs/sitemap/2.xml'),
    ]);
  });

  test('every page of every category and tag listing, and of the archive', async () => {
    const slugs = (count: number) => Array.from({ length: count }, (_, i) => `post-${i}`);
    mockGetPosts.mockResolvedValue(
      Array.from({ length: 30 }, (_, i) => ({ slug: `post-${i}`, publishedAt: null })),
    );
    mockGetTaxonomy.mockResolvedValue({
      categories: [
        { slug: 'phage-therapy', title: 'Phage Therapy', posts: slugs(25) },
        { slug: 'microbiome', title: 'Microbiome', posts: slugs(5) },
      ],
      tags: [{ slug: 'biofilm', title: 'Biofilm', posts: slugs(49) }],
    });
    const urls = (await sitemap()).map((e) => e.url);
    const listings = urls.filter((url) => /\/blogs\/(page|category|tag)\//.test(url));
    expect(listings).toEqual(
      [
        '/blogs/page/2',
        '/blogs/category/phage-therapy',
        '/blogs/category/phage-therapy/page/2',
        '/blogs/category/microbiome',
        '/blogs/tag/biofilm',
        '/blogs/tag/biofilm/page/2',
        '/blogs/tag/biofilm/page/3',
      ].map((path) => absoluteUrl(path)),
    );
    const research = urls.filter((url) => url.includes('/research/publications'));
    expect(urls).toHaveLength(indexablePages.length - 1 + listings.length + research.length);
  });
});
