/* Plain constants, free of Next's server modules: the browser's list cache reads the window too. */

/**
 * How long any blog content is served before it is read again: the site's one freshness window.
 * The blog's routes declare no window of their own: Next gives each page, feed, sitemap and image
 * the shortest window of the reads it made, which is this one.
 */
export const CONTENT_REVALIDATE_SECONDS = 60;

/**
 * The cache tags every read from the CMS or the bundled dataset carries, and that the CMS webhook
 * revalidates (`revalidateTag(tag, 'max')`): `posts` when a post changes, `people` when an author or
 * a role does, `taxonomy` when a category or a tag does. A page is tagged with every tag of the
 * reads it made, so a tag reaches every page, feed, sitemap, image and answer built from it.
 */
export const CONTENT_TAGS = {
  posts: 'posts',
  taxonomy: 'taxonomy',
  people: 'people',
} as const;

/**
 * The research record's outside sources (ORCID, Crossref, OpenAlex), read at most daily: the webhook
 * revalidates it for a `publication` document, so a new work shows at once.
 */
export const RESEARCH_TAG = 'research';

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS] | typeof RESEARCH_TAG;

/** Every tag: what a change of unknown kind revalidates. */
export const ALL_CONTENT_TAGS: readonly ContentTag[] = Object.values(CONTENT_TAGS);
