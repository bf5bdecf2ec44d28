import type { TermKind } from '@/lib/content/types';
import { routes } from '@/lib/routes';

/** /blogs/{slug}: the article path (slug is the post's slug.current). */
export function articlePath(slug: string): string {
  return `${routes.blogs}/${encodeURIComponent(slug)}`;
}

/** The RSS feed of the blog, linked from the blog pages' head. */
export const FEED_PATH = `${routes.blogs}/feed.xml`;

/** Page `page` of a listing at `base`: 1 is `base` itself, then `base`/page/2, `base`/page/3 … */
function paged(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export const listingPath = (page: number) => paged(routes.blogs, page);

/** A category's or a tag's: /blogs/category/{slug}, /blogs/category/{slug}/page/2 … */
export function termPath(kind: TermKind, slug: string, page = 1): string {
  return paged(`${routes.blogs}/${kind}/${encodeURIComponent(slug)}`, page);
}
export const categoryPath = (slug: string, page = 1) => termPath('category', slug, page);
export const tagPath = (slug: string, page = 1) => termPath('tag', slug, page);

/** A route's page number: only plain decimal integers from 2 ("02", "1e1", "2.0" are not pages). */
export function pageNumberOf(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null;
}

/** A search engine reads at most 50,000 URLs from one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

export function postSitemapPath(id: number): string {
  return `${routes.blogs}/sitemap/${id}.xml`;
}

/** How many posts' sitemap files `postCount` posts fill (at least one, which may be empty). */
export function sitemapCountOf(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / URLS_PER_SITEMAP));
}

/** No slug starts with "-": every unknown article URL renders this one path, cached once. */
export const UNKNOWN_ARTICLE_PATH = `${routes.blogs}/-not-found`;

/** What a dynamic blog URL names, or null for any other path. */
export type BlogTarget =
  | { kind: 'post'; slug: string }
  | { kind: 'archive'; page: number | null }
  | { kind: 'sitemap'; id: number | null }
  | { kind: TermKind; slug: string; page: number | null };

export function blogTargetOf(pathname: string): BlogTarget | null {
  const [, blogs, first, second, third, fourth, ...rest] = pathname.split('/');
  if (`/${blogs}` !== routes.blogs || !first || rest.length || pathname === FEED_PATH) return null;
  if (first === 'page' && second !== undefined && !third)
    return { kind: 'archive', page: pageNumberOf(second) };
  if (first === 'sitemap' && second !== undefined && !third) {
    // Plain decimal file numbers only ("00.xml", "1e1.xml" name no file).
    const id = /^(0|[1-9]\d{0,5})\.xml$/.exec(second);
    return { kind: 'sitemap', id: id ? Number(id[1]) : null };
  }
  if ((first === 'category' || first === 'tag') && second) {
    if (third === undefined) return { kind: first, slug: second, page: 1 };
    if (third === 'page' && fourth !== undefined)
      return { kind: first, slug: second, page: pageNumberOf(fourth) };
    return null;
  }
  if (second === undefined || (second === 'opengraph-image' && third === undefined))
    return { kind: 'post', slug: first };
  return null;
}
