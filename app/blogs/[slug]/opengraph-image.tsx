import { getPost } from '@/lib/content';
import { OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE, renderOgImage } from '@/lib/seo/og-image';

export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;
export const alt = 'Phages & Biomes blog article';
export const revalidate = 60;

/** Each article's social preview: its title on the brand card, 1200x630. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPost((await params).slug).catch(() => null);
  return renderOgImage({
    eyebrow: post?.category?.title ?? 'Blog',
    title: post?.title ?? 'Phages & Biomes Blog',
    byline: post?.author ? `By ${post.author.name}` : undefined,
  });
}
