/**
 * @jest-environment node
 */
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
  test('every indexable page, absolute, without anchors, once', async () => {
    mockGetPosts.mockResolvedValue([]);
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(indexablePages.map((path) => absoluteUrl(path)));
    expect(urls).toContain(absoluteUrl('/'));
    expect(urls).toContain(absoluteUrl('/research/phage-therapy-advances'));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^https?:\/\/[^/]+\//);
      expect(url).not.toContain('#');
    }
  });

  // Posts whose slug the article route refuses never reach the index (lib/content: see
  // tests/integration): each entry here is listed.
  test('every post, with lastmod from _updatedAt, else publishedAt, else none', async () => {
    mockGetPosts.mockResolvedValue([
      { slug: 'phage-vs-antibiotics', publishedAt: '2024-03-05T10:00:00Z' },
      { slug: 'biofilms', publishedAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-06-01T12:00:00Z' },
      { slug: 'draft-date', publishedAt: 'not a date' },
    ]);
    const entries = await sitemap();
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    // The featured article is listed once, now carrying its CMS date.
    expect(entries.filter((e) => e.url.endsWith('/blogs/phage-vs-antibiotics'))).toHaveLength(1);
    expect(byUrl.get(absoluteUrl('/blogs/phage-vs-antibiotics'))?.lastModified).toBe(
      '2024-03-05T10:00:00.000Z',
    );
    expect(byUrl.get(absoluteUrl('/blogs/biofilms'))?.lastModified).toBe(
      '2024-06-01T12:00:00.000Z',
    );
    expect(byUrl.get(absoluteUrl('/blogs/draft-date'))).not.toHaveProperty('lastModified');
    expect(entries).toHaveLength(indexablePages.length + 2);
  });

  test('every page of every category and tag listing, and of the archive', async () => {
    mockGetPosts.mockResolvedValue(
      Array.from({ length: 30 }, (_, i) => ({ slug: `post-${i}`, publishedAt: null })),
    );
    mockGetTaxonomy.mockResolvedValue({
      categories: [
        { slug: 'phage-therapy', title: 'Phage Therapy', postCount: 25 },
        { slug: 'microbiome', title: 'Microbiome', postCount: 5 },
      ],
      tags: [{ slug: 'biofilm', title: 'Biofilm', postCount: 49 }],
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
    expect(urls).toHaveLength(indexablePages.length + 30 + listings.length);
  });
});

describe('robots.txt', () => {
  test('allows everything and points at the absolute sitemap URL', () => {
    expect(robots()).toEqual({
      rules: [{ userAgent: '*', allow: '/' }],
      sitemap: absoluteUrl('/sitemap.xml'),
    });
  });
});
