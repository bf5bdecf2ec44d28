import type { MetadataRoute } from 'next';
import { generateSitemaps } from '@/app/blogs/sitemap';
import { postSitemapPath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';

/** Lists the posts' sitemap files: regenerated with the posts, like them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: [
      absoluteUrl('/sitemap.xml'),
      ...(await generateSitemaps()).map(({ id }) => absoluteUrl(postSitemapPath(id))),
    ],
  };
}
