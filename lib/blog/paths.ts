import { routes } from '@/lib/routes';

/** /blogs/{slug}: the article path (slug is the post's slug.current). */
export function articlePath(slug: string): string {
  return `${routes.blogs}/${encodeURIComponent(slug)}`;
}

/** The RSS feed of the blog, linked from the blog pages' head. */
export const FEED_PATH = `${routes.blogs}/feed.xml`;
