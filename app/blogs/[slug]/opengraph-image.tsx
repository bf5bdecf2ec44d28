import { notFound } from 'next/navigation';
import { blogText } from '@/content/blog-text';
import { getPost, getPostIndex } from '@/lib/content';
import { OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE, renderOgImage } from '@/lib/seo/og-image';

export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;
export const alt = blogText.shareImageAlt;

/** Built ahead for every known post and cached like its page; a later post's on first request. */
export async function generateStaticParams() {
  return (await getPostIndex()).map((entry) => ({ slug: entry.slug }));
}

/** A CMS failure throws, so the generic card is never cached as a post's. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPost((await params).slug);
  if (!post) notFound();
  return renderOgImage({
    eyebrow: post.category?.title ?? blogText.section,
    title: post.title,
    byline: post.author ? blogText.byline(post.author.name) : undefined,
  });
}
