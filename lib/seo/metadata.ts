import type { Metadata } from 'next';
import { site } from '@/content/site';
import { blogText } from '@/content/blog-text';
import type { PostSummary } from '@/lib/content/types';

export const TITLE_TEMPLATE = `%s - ${site.name}`;

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page image's 1200x630 Open Graph crop, made by scripts/generate-social-images.mjs. */
export function socialImage(image: { src: string; alt: string }) {
  const name = image.src.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
  return { url: `/og/${name}.jpg`, ...OG_IMAGE_SIZE, alt: image.alt };
}

/** A post's description: its excerpt, or for a post with no text (a video alone) a line naming it. */
export const postDescription = (post: PostSummary) =>
  post.excerpt || blogText.articleDescription(post.title);

export interface PageMetadataInput {
  title: string;
  absoluteTitle?: boolean;
  description: string;
  keywords?: readonly string[];
  /** None for the root layout's defaults: a page naming none (a 404) must not claim one. */
  path?: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article' | 'profile' | 'book';
}

/** Next merges metadata shallowly, so each page gets whole Open Graph and Twitter objects. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? site.defaultImage;
  const fullTitle = input.absoluteTitle ? input.title : TITLE_TEMPLATE.replace('%s', input.title);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: [...(input.keywords ?? site.keywords)],
    ...(input.path && { alternates: { canonical: input.path } }),
    openGraph: {
      type: input.type ?? 'website',
      siteName: site.name,
      locale: 'en_US',
      ...(input.path && { url: input.path }),
      title: fullTitle,
      description: input.description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: [image.url],
    },
  };
}

/** While no article is loaded: kept out of search, and naming the site's image, not its own. */
export const articleMissingMetadata: Metadata = {
  ...pageMetadata({ title: blogText.section, description: site.description }),
  robots: { index: false },
};
