import { config } from '@/lib/config';
import { CONTENT_REVALIDATE_SECONDS, isValidSlug, pageCountOf, proxyContent } from '@/lib/content';
import { loadOnce } from '@/lib/content/cache';
import { own } from '@/lib/own';
import { perProcess } from '@/lib/per-process';
import { blogTargetOf, sitemapCountOf } from './paths';

/** Everything the blog's dynamic URLs can name: what proxy.ts checks a request against. */
export type KnownPaths = Awaited<ReturnType<typeof readKnownPaths>>;

/** Read with the same queries as every page; `drafts` adds the owner's (with preview). */
export async function readKnownPaths(drafts = false) {
  const content = (drafts && proxyContent(true)) || proxyContent(false)!;
  const [index, taxonomy] = await Promise.all([content.getPostIndex(), content.getTaxonomy()]);
  const pages = (terms: typeof taxonomy.tags) =>
    Object.fromEntries(terms.map((term) => [term.slug, pageCountOf(term.posts.length)]));
  return {
    slugs: index.map((entry) => entry.slug),
    archivePages: pageCountOf(index.length),
    categories: pages(taxonomy.categories),
    tags: pages(taxonomy.tags),
    sitemaps: sitemapCountOf(index.length),
  };
}

/**
 * Whether a dynamic blog URL names nothing the blog has, so proxy.ts answers the shared not-found
 * page: each distinct junk URL would otherwise be rendered and kept as its own cache entry.
 */
export function isUnknownBlogPath(pathname: string, known: KnownPaths): boolean {
  const target = blogTargetOf(pathname);
  if (!target) return false;
  switch (target.kind) {
    case 'post':
      return !isValidSlug(target.slug) || !known.slugs.includes(target.slug);
    case 'sitemap':
      return target.id === null || target.id >= known.sitemaps;
    case 'archive':
      return target.page === null || target.page > known.archivePages;
    default: {
      const terms = target.kind === 'category' ? known.categories : known.tags;
      const pages = own(terms, target.slug);
      return target.page === null || pages === undefined || target.page > pages;
    }
  }
}

/**
 * Next's cache keeps no read made in proxy.ts. The webhook's own server forgets this read at once
 * (lib/content/cache.ts); a lone server keeps it for the content's window, servers sharing
 * REDIS_URL briefly, as that bounds how late another server's webhook reaches this one.
 */
export const KNOWN_PATHS_REUSE_MS = config.redisUrl ? 1000 : CONTENT_REVALIDATE_SECONDS * 1000;

/** The newest published answer read, kept past its window: a path it knew need not wait. */
const last = perProcess('known-paths:last', () => ({ known: null as KnownPaths | null, at: 0 }));

/**
 * Read at most once per window and never twice at once; null while the source cannot say. Kept
 * with the process's loads (lib/content/cache.ts), shared by the proxy's bundle and the webhook.
 */
export const knownPathsForProxy = (drafts = false): Promise<KnownPaths | null> =>
  loadOnce(
    `known-paths:${drafts}`,
    [],
    async () => {
      const at = Date.now();
      const known = await readKnownPaths(drafts).catch(() => null);
      // A read begun before a webhook may end after the one begun since: the newer one stays.
      if (known && !drafts && at >= last.at) Object.assign(last, { known, at });
      return known;
    },
    KNOWN_PATHS_REUSE_MS,
  );

/**
 * Whether proxy.ts answers a dynamic blog URL with the shared not-found page. A visitor waits on the
 * CMS only for an address the last answer did not know (a new post, or junk), and a post deleted
 * since is shown stale once, as every page is after a webhook. While the source cannot say, the
 * last answer judges (a post published since it answers 404 until the CMS is back); with none yet,
 * nothing is called unknown.
 */
export async function isUnknownToProxy(pathname: string, drafts = false): Promise<boolean> {
  const reading = knownPathsForProxy(drafts);
  const before = drafts ? null : last.known;
  if (before && !isUnknownBlogPath(pathname, before)) return false;
  const known = (await reading) ?? before;
  return known !== null && isUnknownBlogPath(pathname, known);
}
