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
  guest: { ...post('guest', null), author: { id: 'maya', name: 'Maya Okafor', role: null } },
  // The bundled files are not cropped to 1200x630 (lib/content/image.ts).
  'uncropped-cover': post('uncropped-cover', { share: null } as unknown as Post['cover']),
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
  test('is its cover cropped for sharing, or else its generated card', async () => {
    expect(await imagesOf('with-cover')).toMatchObject({ og: [share.url], twitter: [share.url] });
    for (const slug of ['no-cover', 'uncropped-cover']) {
      const card = `/blogs/${slug}/opengraph-image`;
      expect(await imagesOf(slug)).toMatchObject({ og: [card], twitter: [card] });
    }
  });

  test("a guest's post names its author; the owner's keeps the site's (the layout's)", async () => {
    const metadata = async (slug: string) =>
      generateMetadata({ params: Promise.resolve({ slug }) });
    expect((await metadata('guest')).authors).toEqual([{ name: 'Maya Okafor' }]);
    expect((await metadata('no-cover')).authors).toBeUndefined();
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
