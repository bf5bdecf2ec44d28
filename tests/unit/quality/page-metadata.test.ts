/** @jest-environment node */
import { site } from '@/content/site';
import { blogText } from '@/content/blog-text';
import { pageMetadata, postDescription } from '@/lib/seo/metadata';
import type { PostSummary } from '@/lib/content/types';

describe("a page's metadata", () => {
  test('a page with its address: canonical, whole social previews, the site’s picture and words', () => {
    expect(
      pageMetadata({ title: 'Research', description: 'What the lab studies.', path: '/research' }),
    ).toEqual({
      title: 'Research',
      description: 'What the lab studies.',
      keywords: [...site.keywords],
      alternates: { canonical: '/research' },
      openGraph: {
        type: 'website',
        siteName: 'Phages & Biomes',
        locale: 'en_US',
        url: '/research',
        title: 'Research - Phages & Biomes',
        description: 'What the lab studies.',
        images: [site.defaultImage],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Research - Phages & Biomes',
        description: 'What the lab studies.',
        images: [site.defaultImage.url],
      },
    });
  });

  test('its own title, picture, words and type where the page has them', () => {
    const image = { url: '/blogs/a/opengraph-image', width: 1200, height: 630, alt: 'A' };
    const metadata = pageMetadata({
      title: 'Phages & Biomes - Bacteriophage Research',
      absoluteTitle: true,
      description: 'D',
      keywords: ['phage'],
      path: '/blogs/a',
      image,
      type: 'article',
    });
    expect(metadata.title).toEqual({ absolute: 'Phages & Biomes - Bacteriophage Research' });
    expect(metadata.keywords).toEqual(['phage']);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      title: 'Phages & Biomes - Bacteriophage Research',
      images: [image],
    });
    expect(metadata.twitter).toMatchObject({ images: [image.url] });
  });

  test('a post without text is described by its title', () => {
    const post = { title: 'Plaques, filmed', excerpt: '' } as PostSummary;
    expect(postDescription(post)).toBe(blogText.articleDescription('Plaques, filmed'));
    expect(postDescription({ ...post, excerpt: 'Seen under the scope.' })).toBe(
      'Seen under the scope.',
    );
  });
});
