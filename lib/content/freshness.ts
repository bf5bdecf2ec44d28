/* Plain constants, free of Next's server modules: the browser's list cache reads the window too. */

/** The site's one freshness window: every blog route takes it from its reads. */
export const CONTENT_REVALIDATE_SECONDS = 60;

/** The tags of every content read, revalidated by the webhook. */
export const CONTENT_TAGS = { posts: 'posts', taxonomy: 'taxonomy', people: 'people' } as const;

/** ORCID, Crossref and OpenAlex: read at most daily, at once after a `publication` webhook. */
export const RESEARCH_TAG = 'research';
/** The research record's window: its pages regenerate daily, or at once on a webhook. */
export const RESEARCH_REVALIDATE_SECONDS = 86_400;

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS] | typeof RESEARCH_TAG;

export const ALL_CONTENT_TAGS: readonly ContentTag[] = Object.values(CONTENT_TAGS);

/** how long a kept answer may still be served stale (Next's default `expireTime`, a year). */
export const CONTENT_EXPIRE_SECONDS = 31_536_000;
