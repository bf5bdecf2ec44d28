import type { MetadataRoute } from 'next';
import { generateSitemaps } from '@/app/blogs/sitemap';
import { absoluteUrl } from '@/lib/config';

/** Re-read hourly with the sitemaps it lists. */
export const revalidate = 3600;

export default async function robots(): Promise<MetadataRoute.Robots> {
  const posts = await generateSitemaps();
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: [
      absoluteUrl('/sitemap.xml'),
      ...posts.map(({ id }) => absoluteUrl(`/blogs/sitemap/${id}.xml`)),
    ],
  };
}
