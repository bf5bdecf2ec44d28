import type { MetadataRoute } from 'next';
import { generateSitemaps } from '@/app/blogs/sitemap';
import { postSitemapPath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';

/** Lists the posts' sitemap files: regenerated with the posts, like them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const posts = await generateSitemaps();
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: [
      absoluteUrl('/sitemap.xml'),
      ...posts.map(({ id }) => absoluteUrl(postSitemapPath(id))),
    ],
  };
}
