/**
 * @jest-environment node
 */
import { generateMetadata } from '@/app/blogs/[slug]/page';
import { site } from '@/content/site';
import type { Post } from '@/lib/content/types';

const share = { url: 'https://cdn.example/cover.jpg', width: 1200, height: 630, alt: 'A plate' };
const post = (slug: string, cover: Post['cover']): Post => ({
  id: slug,
  slug,
  title: 'Plaques at dawn',
  publishedAt: '2026-10-01T10:00:00Z',
  _updatedAt: null,
  excerpt: 'Spots on a lawn of bacteria.',
  readingMinutes: 1,
  cover,
  author: null,
  category: null,
  tags: [],
  body: null,
});
const posts: Record<string, Post> = {
  'with-cover': post('with-cover', { share } as unknown as Post['cover']),
  'no-cover': post('no-cover', null),
};
jest.mock('@/lib/content', () => ({
  getPost: async (slug: string) => posts[slug] ?? null,
}));

const imagesOf = async (slug: string) => {
  const metadata = await generateMetadata({ params: Promise.resolve({ slug }) });
  return {
    og: (metadata.openGraph?.images as { url: string }[]).map((image) => image.url),
    twitter: metadata.twitter?.images,
    robots: metadata.robots,
  };
};

describe("an article's social image", () => {
  test('is its cover, or for a post without one its generated card', async () => {
    expect(await imagesOf('with-cover')).toMatchObject({ og: [share.url], twitter: [share.url] });
    const card = '/blogs/no-cover/opengraph-image';
    expect(await imagesOf('no-cover')).toMatchObject({ og: [card], twitter: [card] });
  });

  test("an unknown article names the site's image, not a card of its own that does not exist", async () => {
    const url = site.defaultImage.url;
    expect(await imagesOf('no-such-post')).toEqual({
      og: [url],
      twitter: [url],
      robots: { index: false },
    });
  });
});
