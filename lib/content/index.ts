import { config } from '@/lib/config';
import { perProcess } from '@/lib/per-process';
import {
  POST_CITATIONS_QUERY,
  POST_INDEX_QUERY,
  POST_QUERY,
  POSTS_PAGE_QUERY,
  TAXONOMY_QUERY,
  SEARCH_MAX_LENGTH,
  SEARCH_QUERY,
} from './queries';
import {
  CONTENT_REVALIDATE_SECONDS,
  CONTENT_TAGS,
  nextCache,
  RESEARCH_LIFE,
  UNCACHED,
  type ContentCache,
  type ContentTag,
} from './cache';
import { isPreviewing, previewSource } from './preview';
import {
  toIndexEntry,
  toPost,
  toPostCitations,
  toSummary,
  toTaxonomy,
  type RawIndexEntry,
  type RawPost,
  type RawPostCitations,
  type RawTaxonomy,
} from './reshape';
import { isValidSlug } from './slug';
import {
  ContentError,
  createBundledSource,
  createCmsSource,
  WRONG_SHAPE,
  type ContentSource,
} from './source';
import type { PostSummary, Term, TermKind } from './types';

export type * from './types';
export { ContentError } from './source';
export { isValidSlug } from './slug';
export { checkPreviewLink, isPreviewing } from './preview';
export { CONTENT_REVALIDATE_SECONDS } from './cache';

/** Posts per listing page: the spec's first page of 24, and every archive page after it. */
export const PAGE_SIZE = 24;

export type PostsPage = { posts: PostSummary[]; page: number; pageCount: number };
export type TermPage = PostsPage & { term: Term };

/** Pages of PAGE_SIZE for `total` posts (at least one, which may be empty). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** `cache`: where answers are kept (lib/content/cache.ts); by default nowhere. */
export type ContentOptions = { cache?: ContentCache };

/**
 * What a search is kept under: trimmed, spaces collapsed, lower-cased (search ignores case), cut by
 * code points to SEARCH_MAX_LENGTH so an emoji at the limit is not split.
 */
export function searchKey(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return Array.from(collapsed).slice(0, SEARCH_MAX_LENGTH).join('').trimEnd();
}

/** Post reads project the author and the category and tags: their tags are all three. */
const POST_TAGS = [CONTENT_TAGS.posts, CONTENT_TAGS.taxonomy, CONTENT_TAGS.people] as const;

const isObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null;

/** The answers' checks by name: a cached read names its check (its arguments must be serialisable). */
const SHAPES = {
  // A list query's answer must be a list (null is none): anything else is a failure, not "no posts".
  list: (raw: unknown) => raw === null || Array.isArray(raw),
  single: (raw: unknown) =>
    raw === null || (isObject(raw) && !Array.isArray(raw) && typeof raw._id === 'string'),
  taxonomy: (raw: unknown) =>
    isObject(raw) && [raw.categories, raw.tags, raw.posts].every(Array.isArray),
};
export type ShapeName = keyof typeof SHAPES;

/** `raw` if it has `shape` (a list's null as none), else a ContentError. */
export function checkShape(shape: ShapeName, raw: unknown): unknown {
  if (!SHAPES[shape](raw)) throw new ContentError(WRONG_SHAPE);
  return shape === 'list' ? (raw ?? []) : raw;
}

const TERM_LISTS = { category: 'categories', tag: 'tags' } as const;

export type Content = ReturnType<typeof createContent>;

export function createContent(source: ContentSource, { cache = UNCACHED }: ContentOptions = {}) {
  // Keyed per source (`origin`): one project's, dataset's or export's answers never stand in for
  // another's. Callers check slugs, terms and pages first, so strangers cannot add keys.
  const query = <T>(
    text: string,
    params: Record<string, unknown>,
    shape: ShapeName,
    tags: readonly ContentTag[] = POST_TAGS,
    revalidate = CONTENT_REVALIDATE_SECONDS,
  ) =>
    cache<T>(
      [source.origin, text, JSON.stringify(params)],
      tags,
      async () => checkShape(shape, await source.fetch<unknown>(text, params)) as T,
      revalidate,
      { text, params, shape },
    );
  const posts = (raw: RawPost[]) =>
    raw.map((post) => toPost(post, source.imageProject)).filter((p) => p !== null);

  /** Every listed post's slug and dates, newest first; one CMS request per window at most. */
  const getPostIndex = () =>
    query<RawIndexEntry[]>(POST_INDEX_QUERY, {}, 'list', [CONTENT_TAGS.posts]).then((raw) =>
      raw.map(toIndexEntry).filter((e) => e !== null),
    );
  // The terms listed posts carry. Post counts change with posts, term titles with the taxonomy.
  const getTaxonomy = () =>
    query<RawTaxonomy>(TAXONOMY_QUERY, {}, 'taxonomy', [
      CONTENT_TAGS.posts,
      CONTENT_TAGS.taxonomy,
    ]).then(toTaxonomy);

  /** The posts `slugs` name, newest first: one CMS request, none for no slug. */
  const postsNamed = async (slugs: string[]) =>
    slugs.length ? posts(await query<RawPost[]>(POSTS_PAGE_QUERY, { slugs }, 'list')) : [];

  /** Page `page` of the posts `slugs` name (newest first); null (and no CMS request) if none. */
  async function pageOf(slugs: string[], page: number): Promise<PostsPage | null> {
    const pageCount = pageCountOf(slugs.length);
    if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
    const named = await postsNamed(slugs.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    return { posts: named.map(toSummary), page, pageCount };
  }

  const indexSlugs = async () => (await getPostIndex()).map((entry) => entry.slug);
  const newest = async (count: number) => postsNamed((await indexSlugs()).slice(0, count));
  const getPosts = async () => (await newest(PAGE_SIZE)).map(toSummary);

  return {
    getPosts,
    /** One post by slug, or null when there is none (or the slug cannot be one). */
    async getPost(slug: string) {
      if (!isValidSlug(slug)) return null;
      // Unknown slugs cost nothing lasting: no CMS request, no kept answer.
      if (!(await getPostIndex()).some((entry) => entry.slug === slug)) return null;
      const raw = await query<RawPost | null>(POST_QUERY, { slug }, 'single');
      return toPost(raw, source.imageProject);
    },
    getPostIndex,
    getPostsPage: async (page: number) => pageOf(await indexSlugs(), page),
    /** The newest 50 posts with their bodies (the RSS feed). */
    getFeedPosts: () => newest(50),
    getTaxonomy,
    // Posts citing a work, with their citation marks. The research page's daily window: a publish
    // still reaches it at once through the posts tag, without regenerating it every minute.
    getPostCitations: () =>
      query<RawPostCitations[]>(
        POST_CITATIONS_QUERY,
        {},
        'list',
        [CONTENT_TAGS.posts],
        RESEARCH_LIFE.revalidate,
      ).then((raw) => raw.map(toPostCitations).filter((p) => p !== null)),
    /** A category's or a tag's page; null for an unknown term (no CMS request for it) or page. */
    async getTermPage(kind: TermKind, slug: string, page: number): Promise<TermPage | null> {
      if (!isValidSlug(slug)) return null;
      const term = (await getTaxonomy())[TERM_LISTS[kind]].find((t) => t.slug === slug);
      if (!term) return null;
      const listing = await pageOf(term.posts, page);
      return listing && { ...listing, term };
    },
    /** Blank: the newest posts. `beforeAsking` runs before asking the CMS (a rate limit throws). */
    async searchPosts(text: string, beforeAsking?: () => void) {
      const needle = searchKey(text);
      if (!needle) return getPosts();
      // Never through the cache: made-up texts must not fill it (app/api/search keeps cards).
      beforeAsking?.();
      const raw = checkShape('list', await source.fetch(SEARCH_QUERY, { needle }));
      return posts(raw as RawPost[]).map(toSummary);
    },
  };
}

/** The site's published source: the CMS when a project is set, else the bundled export. */
export function defaultSource(): ContentSource {
  const { projectId, dataset, apiHost, datasetPath } = config.sanity;
  return projectId
    ? createCmsSource({ projectId, dataset, apiHost })
    : createBundledSource(datasetPath);
}

// One instance per process: an object with its client, not answers (those live in Next's cache).
// Next's cache exists only inside Next's server and build, not in tests or scripts.
export const sourceContent = () =>
  perProcess('content:site', () =>
    createContent(defaultSource(), { cache: process.env.NEXT_RUNTIME ? nextCache : UNCACHED }),
  );

/**
 * proxy.ts reads uncached (Next's cache keeps no read made there; `'use cache'` needs a render or
 * route scope); lib/blog/known-path.ts reuses its reads itself. Outside any request's draft mode
 * it may ask for `drafts` (null without preview): kept under the preview source's own key, its
 * answers only tell the proxy which addresses exist.
 */
export const proxyContent = (drafts: boolean): Content | null =>
  perProcess(`content:proxy:${drafts}`, () => {
    const source = drafts ? previewSource() : defaultSource();
    return source && createContent(source);
  });

// The owner's preview gets its own instance per call (drafts perspective, nothing kept, so a draft
// never reaches a visitor, and a post that exists only as a draft opens); everyone else the site's.
async function current(): Promise<Content> {
  const preview = (await isPreviewing()) ? previewSource() : null;
  return preview ? createContent(preview) : sourceContent();
}

export const getPosts = async () => (await current()).getPosts();
export const getPost = async (slug: string) => (await current()).getPost(slug);
export const getPostIndex = async () => (await current()).getPostIndex();
export const getPostsPage = async (page: number) => (await current()).getPostsPage(page);
export const getTaxonomy = async () => (await current()).getTaxonomy();
export const getTermPage = async (kind: TermKind, slug: string, page: number) =>
  (await current()).getTermPage(kind, slug, page);
/** Published posts only: the research page, which lists them, is the same for every visitor. */
export const getPostCitations = () => sourceContent().getPostCitations();
export const searchPosts = async (text: string, beforeAsking?: () => void) =>
  (await current()).searchPosts(text, beforeAsking);
