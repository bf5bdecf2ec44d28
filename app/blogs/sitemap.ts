import type { MetadataRoute } from 'next';
import { getPostIndex } from '@/lib/content';
import { articlePath, sitemapCountOf, URLS_PER_SITEMAP } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';

/** A file number beyond these never gets here: proxy.ts answers it with the not-found page. */
export async function generateSitemaps() {
  const count = sitemapCountOf((await getPostIndex()).length);
  return Array.from({ length: count }, (_, id) => ({ id }));
}

export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const start = Number(await props.id) * URLS_PER_SITEMAP;
  return (await getPostIndex()).slice(start, start + URLS_PER_SITEMAP).map((post) => {
    const modified = post._updatedAt ?? post.publishedAt;
    return {
      url: absoluteUrl(articlePath(post.slug)),
      ...(modified ? { lastModified: new Date(modified).toISOString() } : {}),
      changeFrequency: 'yearly',
      priority: 0.6,
    };
  });
}
