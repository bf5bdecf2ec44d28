import { getPostIndex, getTaxonomy, isValidSlug, pageCountOf } from '@/lib/content';
import { UNKNOWN_ARTICLE_PATH, blogTargetOf } from './paths';

/**
 * Whether a dynamic blog URL (article, its social image, archive, category or tag page) names
 * nothing the blog has. Answered from the known slugs and terms (one CMS request per 60 s at most),
 * so proxy.ts can send junk URLs to one shared not-found page: each distinct junk URL would
 * otherwise be rendered and stored as its own incremental cache entry. While the content service
 * cannot answer, nothing is called unknown: the route itself serves the last good page.
 */
export async function isUnknownBlogPath(pathname: string): Promise<boolean> {
  const target = blogTargetOf(pathname);
  if (!target || pathname === UNKNOWN_ARTICLE_PATH) return false;
  try {
    if (target.kind === 'post') {
      if (!isValidSlug(target.slug)) return true;
      return !(await getPostIndex()).some((entry) => entry.slug === target.slug);
    }
    if (target.page === null) return true;
    if (target.kind === 'archive') return target.page > pageCountOf((await getPostIndex()).length);
    const lists = await getTaxonomy();
    const term = (target.kind === 'category' ? lists.categories : lists.tags).find(
      (t) => t.slug === target.slug,
    );
    return !term || target.page > pageCountOf(term.postCount);
  } catch {
    return false;
  }
}
