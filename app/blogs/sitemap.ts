import type { MetadataRoute } from 'next';
import { getPostIndex } from '@/lib/content';
import { articlePath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';

/** Re-read the posts hourly, so a newly published article appears without a rebuild. */
export const revalidate = 3600;

/** A search engine reads at most 50,000 URLs from one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

/** Every post, in files of 50,000: /blogs/sitemap/0.xml, /blogs/sitemap/1.xml … (robots.txt lists them). */
export async function generateSitemaps() {
  const count = Math.max(1, Math.ceil((await getPostIndex()).length / URLS_PER_SITEMAP));
  return Array.from({ length: count }, (_, id) => ({ id }));
}

/** One file of posts, newest first, each with its last edit (else publish) date as lastmod. */
export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const start = Number(await props.id) * URLS_PER_SITEMAP;
  return (await getPostIndex()).slice(start, start + URLS_PER_SITEMAP).map((post) => {
    const modified = post._updatedAt ?? post.publishedAt;
    const time = modified ? Date.parse(modified) : Number.NaN;
    return {
      url: absoluteUrl(articlePath(post.slug)),
      ...(Number.isNaN(time) ? {} : { lastModified: new Date(time).toISOString() }),
      changeFrequency: 'yearly',
      priority: 0.6,
    };
  });
}
