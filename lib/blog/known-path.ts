import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getPostIndex, getTaxonomy, isValidSlug, pageCountOf } from '@/lib/content';
import { blogTargetOf, sitemapCountOf } from './paths';

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
      const pages = Object.hasOwn(terms, target.slug) ? terms[target.slug] : undefined;
      return target.page === null || pages === undefined || target.page > pages;
    }
  }
}

/**
 * This server's own address (set by `next start` and the standalone server), never the Host
 * header. "localhost" stands for every interface there: 127.0.0.1 reaches an IPv4-only one too.
 */
function ownOrigin(): string {
  const origin =
    process.env.__NEXT_PRIVATE_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;
  return origin.replace('//localhost:', '//127.0.0.1:');
}

let previewModeId: string | null | undefined;
/**
 * The build's draft-mode secret (prerender-manifest.json): the value Next sets in the draft cookie,
 * and the key of Next's on-demand regeneration. Fixed per build, so read once.
 */
export function buildPreviewId(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = path.join(
      process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      'prerender-manifest.json',
    );
    const parsed = JSON.parse(readFileSync(/*turbopackIgnore: true*/ manifest, 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    previewModeId = parsed.preview?.previewModeId || null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/**
 * The known paths as this server's cached answer (KNOWN_PATHS_API), or null when it cannot say.
 * proxy.ts asks here rather than through Next's data cache: a proxy gets a throwaway incremental
 * cache per request, without the site's disk cache or its cacheHandler's entries, so
 * `unstable_cache` and tagged `fetch` would reach the CMS every time. The route's answer is an
 * ordinary cached page instead, kept where every page is kept (a shared cacheHandler when there
 * are several servers) and refreshed by the same tags.
 */
async function fetchKnownPaths(): Promise<KnownPaths | null> {
  try {
    const response = await fetch(`${ownOrigin()}${KNOWN_PATHS_API}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? ((await response.json()) as KnownPaths) : null;
  } catch {
    return null;
  }
}

/**
 * How long proxy.ts reuses the known paths it last read. Asking this server for them on every
 * request made each article request two, and cut the articles' throughput to a quarter of the
 * section pages'; reused, a burst of requests asks once. This server's own webhook clears them at
 * once (refreshKnownPaths); a publish through another server reaches this guard this much later.
 */
export const KNOWN_PATHS_REUSE_MS = 250;
/** Shared through globalThis: proxy.ts and the webhook's route are bundled apart, in one process. */
const REUSED = Symbol.for('phages.known-paths');
const shared = globalThis as typeof globalThis & {
  [REUSED]?: { at: number; paths: Promise<KnownPaths | null> };
};

/** The known paths for proxy.ts: this server's answer, asked for at most once per reuse window. */
export function knownPathsForProxy(now = Date.now()): Promise<KnownPaths | null> {
  const last = shared[REUSED];
  if (last && now - last.at < KNOWN_PATHS_REUSE_MS) return last.paths;
  const paths = fetchKnownPaths();
  shared[REUSED] = { at: now, paths };
  return paths;
}

/**
 * Regenerates the known paths now, from the content source (Next's on-demand regeneration, keyed
 * by the build's secret), rather than at the next visit: after a webhook, a post just published
 * answers 200 and a renamed slug's old address 404 on the first request, on every server that
 * shares the cache. True when it was regenerated.
 */
export async function refreshKnownPaths(): Promise<boolean> {
  try {
    const id = buildPreviewId();
    if (!id) return false;
    const response = await fetch(`${ownOrigin()}${KNOWN_PATHS_API}`, {
      cache: 'no-store',
      headers: { 'x-prerender-revalidate': id },
      signal: AbortSignal.timeout(15_000),
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    // This server's guard reads the regenerated paths on its next request.
    delete shared[REUSED];
  }
}
