import { routes } from '@/lib/routes';

/** /blogs/{slug}: the article path (slug is the post's slug.current). */
export function articlePath(slug: string): string {
  return `${routes.blogs}/${encodeURIComponent(slug)}`;
}

/** The RSS feed of the blog, linked from the blog pages' head. */
export const FEED_PATH = `${routes.blogs}/feed.xml`;

/** Listing page `page` of the blog: 1 is the index itself, then /blogs/page/2, /blogs/page/3 … */
export function listingPath(page: number): string {
  return page <= 1 ? routes.blogs : `${routes.blogs}/page/${page}`;
}

/** A route's page number: only plain decimal integers from 2 ("02", "1e1", "2.0" are not pages). */
export function pageNumberOf(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null;
}
