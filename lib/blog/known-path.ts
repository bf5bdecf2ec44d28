import { getPostIndex, getTaxonomy, isValidSlug, pageCountOf } from '@/lib/content';
import { UNKNOWN_ARTICLE_PATH, blogTargetOf, sitemapCountOf } from './paths';

/** Everything the blog's dynamic URLs can name: what proxy.ts checks a request against. */
export interface KnownPaths {
  slugs: string[];
  /** Pages of the index and its archive (/blogs, /blogs/page/2 …). */
  archivePages: number;
  /** Each category's and tag's slug with its number of pages. */
  categories: Record<string, number>;
  tags: Record<string, number>;
  /** Files of the posts' sitemap (/blogs/sitemap/0.xml …). */
  sitemaps: number;
}

/** Where the site answers its own KnownPaths (app/api/blog-paths/route.ts). */
export const KNOWN_PATHS_API = '/api/blog-paths';

/** The known paths, read through the content layer's cache (tags posts and taxonomy). */
export async function readKnownPaths(): Promise<KnownPaths> {
  const [index, taxonomy] = await Promise.all([getPostIndex(), getTaxonomy()]);
  const pages = (terms: typeof taxonomy.tags) =>
    Object.fromEntries(terms.map((term) => [term.slug, pageCountOf(term.postCount)]));
  return {
    slugs: index.map((entry) => entry.slug),
    archivePages: pageCountOf(index.length),
    categories: pages(taxonomy.categories),
    tags: pages(taxonomy.tags),
    sitemaps: sitemapCountOf(index.length),
  };
}

/**
 * Whether a dynamic blog URL (article, its social image, archive, category or tag page, posts'
 * sitemap file) names nothing the blog has, so proxy.ts can send it to one shared not-found page:
 * each distinct junk URL would otherwise be rendered and stored as its own cache entry.
 */
export function isUnknownBlogPath(pathname: string, known: KnownPaths): boolean {
  const target = blogTargetOf(pathname);
  if (!target || pathname === UNKNOWN_ARTICLE_PATH) return false;
  switch (target.kind) {
    case 'post':
      return !isValidSlug(target.slug) || !known.slugs.includes(target.slug);
    case 'sitemap':
      return target.id === null || target.id >= known.sitemaps;
    case 'archive':
      return target.page === null || target.page > known.archivePages;
    default: {
      const terms = target.kind === 'category' ? known.categories : known.tags;
      const pages = Object.hasOwn(terms, target.slug) ? terms[target.slug] : undefined;
      return target.page === null || pages === undefined || target.page > pages;
    }
  }
}
