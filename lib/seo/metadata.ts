import type { Metadata } from 'next';
import { site } from '@/content/site';
import { blogText } from '@/content/blog-text';

/** Every page's title is "{title} - {product}", set once in the root layout. */
export const TITLE_TEMPLATE = `%s - ${site.name}`;

/** While no article is loaded, the page is titled "Blog - Phages & Biomes" and kept out of search. */
export const articleMissingMetadata: Metadata = {
  title: blogText.section,
  robots: { index: false },
};

export interface PageMetadataInput {
  /** Page title; the root layout's template appends " - Phages & Biomes" unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  keywords?: readonly string[];
  /** Path of the page, e.g. "/about": canonical and Open Graph URL are the origin plus this. */
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article' | 'profile' | 'book';
}

/**
 * One builder for every page's metadata. Next merges metadata shallowly, so each page gets the
 * complete Open Graph and Twitter objects from here rather than fragments.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? site.defaultImage;
  const fullTitle = input.absoluteTitle ? input.title : TITLE_TEMPLATE.replace('%s', input.title);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: [...(input.keywords ?? site.keywords)],
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      siteName: site.name,
      locale: 'en_US',
      url: input.path,
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
