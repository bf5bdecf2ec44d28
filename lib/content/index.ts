import { config } from '@/lib/config';
import {
  FEED_QUERY,
  POST_INDEX_QUERY,
  POST_QUERY,
  POSTS_LIMIT,
  POSTS_PAGE_QUERY,
  POSTS_QUERY,
  SEARCH_MAX_LENGTH,
  SEARCH_QUERY,
} from './queries';
import { createLastGood, type LastGood } from './last-good';
import { toIndexEntry, toPost, toSummary, type RawIndexEntry, type RawPost } from './reshape';
import { isValidSlug } from './slug';
import {
  ContentError,
  createBundledSource,
  createCmsSource,
  WRONG_SHAPE,
  type ContentSource,
} from './source';
import type { Post, PostIndexEntry, PostSummary } from './types';

export type * from './types';
export { ContentError } from './source';
export { isValidSlug } from './slug';

/** Spec §7: blog content is cached 60 s; the known slugs are kept as long. */
export const CONTENT_CACHE_MS = 60_000;

export interface Content {
  /** The blog list: up to 24 posts having a slug, newest first. */
  getPosts(): Promise<PostSummary[]>;
  /** One post by slug, or null when there is none (or the slug cannot be one). */
  getPost(slug: string): Promise<Post | null>;
  /** Every listed post's slug and dates, newest first; one CMS request per 60 s at most. */
  getPostIndex(): Promise<PostIndexEntry[]>;
  /**
   * Archive page `page` (1 is the index's first 24): its posts and the number of pages, or null
   * when there is no such page (no CMS request for it).
   */
  getPostsPage(page: number): Promise<PostsPage | null>;
  /** The newest 50 posts with their bodies (the RSS feed). */
  getFeedPosts(): Promise<Post[]>;
  /**
   * Spec §5 over every post, body included: at most 24, title hits first, then newest. The text is
   * trimmed and cut to 100 characters; blank, it answers the newest posts (getPosts).
   */
  searchPosts(text: string): Promise<PostSummary[]>;
  /** Forgets the cached index (a webhook said the content changed). */
  expire(): void;
}

/** Posts per listing page: the spec's first page of 24, and every archive page after it. */
export const PAGE_SIZE = POSTS_LIMIT;

export interface PostsPage {
  posts: PostSummary[];
  page: number;
  pageCount: number;
}

/** Pages of PAGE_SIZE for `total` posts (at least one, which may be empty). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export interface ContentOptions {
  lastGood?: LastGood;
  now?: () => number;
}

/** A list query's answer must be a list (null is none): anything else is a failure, not "no posts". */
function list<T>(raw: unknown): T[] {
  if (raw === null) return [];
  if (!Array.isArray(raw)) throw new ContentError(WRONG_SHAPE);
  return raw as T[];
}

/** A single post's answer is null (no such post) or a document with an id. */
function single(raw: unknown): RawPost | null {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw) || typeof (raw as RawPost)._id !== 'string')
    throw new ContentError(WRONG_SHAPE);
  return raw as RawPost;
}

export function createContent(source: ContentSource, options: ContentOptions = {}): Content {
  const lastGood = options.lastGood ?? createLastGood(null);
  const now = options.now ?? Date.now;
  // Answers are kept per source: a test CMS's never stand in for the bundled dataset's.
  const origin = `${source.kind} ${JSON.stringify(source.imageProject)}`;
  const query = <T>(
    text: string,
    params: Record<string, unknown>,
    shape: (raw: unknown) => T,
    keep = true,
  ) =>
    lastGood.run(
      `${origin}\n${text}\n${JSON.stringify(params)}`,
      async () => shape(await source.fetch<unknown>(text, params)),
      { keep },
    );
  const posts = (raw: RawPost[]) =>
    raw.map((post) => toPost(post, source.imageProject)).filter((p): p is Post => p !== null);

  let index: { at: number; entries: Promise<PostIndexEntry[]> } | null = null;
  function getPostIndex() {
    if (!index || now() - index.at >= CONTENT_CACHE_MS) {
      const entries = query(POST_INDEX_QUERY, {}, list<RawIndexEntry>).then((raw) =>
        raw.map(toIndexEntry).filter((e): e is PostIndexEntry => e !== null),
      );
      const current = { at: now(), entries };
      index = current;
      // A failed read is not kept: the next request asks again.
      entries.catch(() => {
        if (index === current) index = null;
      });
    }
    return index.entries;
  }

  const getPosts = async () => posts(await query(POSTS_QUERY, {}, list<RawPost>)).map(toSummary);

  return {
    getPosts,
    async getPost(slug) {
      if (!isValidSlug(slug)) return null;
      // Unknown slugs cost nothing lasting: no CMS request, no stored answer.
      if (!(await getPostIndex()).some((entry) => entry.slug === slug)) return null;
      const raw = await query(POST_QUERY, { slug }, single);
      return toPost(raw, source.imageProject);
    },
    getPostIndex,
    async getPostsPage(page) {
      const pageCount = pageCountOf((await getPostIndex()).length);
      if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
      const params = { start: (page - 1) * PAGE_SIZE, end: page * PAGE_SIZE };
      const raw = await query(POSTS_PAGE_QUERY, params, list<RawPost>);
      return { posts: posts(raw).map(toSummary), page, pageCount };
    },
    async getFeedPosts() {
      return posts(await query(FEED_QUERY, {}, list<RawPost>));
    },
    async searchPosts(text) {
      // Cut by code points, so an emoji at the limit is not split into a lone surrogate.
      const needle = Array.from(text.trim()).slice(0, SEARCH_MAX_LENGTH).join('').trimEnd();
      if (!needle) return getPosts();
      // Not kept as a last good answer: junk searches would fill the disk.
      const raw = await query(SEARCH_QUERY, { needle: needle.toLowerCase() }, list<RawPost>, false);
      return posts(raw).map(toSummary);
    },
    expire() {
      index = null;
    },
  };
}

/** The site's source: the CMS when a project id is configured, otherwise the bundled dataset. */
function defaultSource(): ContentSource {
  const { projectId, dataset, apiVersion, apiHost, datasetPath } = config.sanity;
  return projectId
    ? createCmsSource({ projectId, dataset, apiVersion, apiHost })
    : createBundledSource(datasetPath);
}

// One instance per server process, whichever route bundle asks first: the known-slug cache and
// the outage log are shared by every page, image and route handler.
const SITE = Symbol.for('phages-and-biomes.content');
function site(): Content {
  const global = globalThis as { [SITE]?: Content };
  global[SITE] ??= createContent(defaultSource(), { lastGood: createLastGood() });
  return global[SITE];
}

export const getPosts = (): Promise<PostSummary[]> => site().getPosts();
export const getPost = (slug: string): Promise<Post | null> => site().getPost(slug);
export const getPostIndex = (): Promise<PostIndexEntry[]> => site().getPostIndex();
export const getPostsPage = (page: number): Promise<PostsPage | null> => site().getPostsPage(page);
export const getFeedPosts = (): Promise<Post[]> => site().getFeedPosts();
export const searchPosts = (text: string): Promise<PostSummary[]> => site().searchPosts(text);
export const expireContentCache = (): void => site().expire();
