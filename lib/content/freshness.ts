/* Plain constants, free of Next's server modules: the browser's list cache reads the window too. */

/** The site's one freshness window: every blog route takes it from its reads. */
export const CONTENT_REVALIDATE_SECONDS = 60;

/** The tags of every content read, revalidated by the webhook. */
export const CONTENT_TAGS = { posts: 'posts', taxonomy: 'taxonomy', people: 'people' } as const;

/** ORCID, Crossref and OpenAlex: read at most daily, at once after a `publication` webhook. */
export const RESEARCH_TAG = 'research';

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS] | typeof RESEARCH_TAG;

export const ALL_CONTENT_TAGS: readonly ContentTag[] = Object.values(CONTENT_TAGS);

/** how long a kept answer may still be served stale (Next's default `expireTime`, a year). */
export const CONTENT_EXPIRE_SECONDS = 31_536_000;

/** The research record's window: a day, or at once on a webhook; kept a year at most, as the blog's. */
export const RESEARCH_LIFE = { revalidate: 86_400, expire: CONTENT_EXPIRE_SECONDS };
