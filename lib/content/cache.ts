import { unstable_cache } from 'next/cache';

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

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS];

/** Every tag: what a change of unknown kind revalidates. */
export const ALL_CONTENT_TAGS: readonly ContentTag[] = Object.values(CONTENT_TAGS);

/** Runs `load` through a cache under `key`, tagged with `tags`; or afresh, without one. */
export type ContentCache = <T>(
  key: readonly string[],
  tags: readonly ContentTag[],
  load: () => Promise<T>,
) => Promise<T>;

/** No cache at all: the owner's preview, and tests of the content layer itself. */
export const UNCACHED: ContentCache = (_key, _tags, load) => load();

/**
 * Next's data cache (`unstable_cache`), the one owner of the blog's freshness. Its entries live in
 * Next's incremental cache, so a shared `cacheHandler` carries them to every server, and
 * `revalidateTag` on one server reaches all of them. Chosen over `'use cache'`, which needs Cache
 * Components switched on for the whole site.
 *
 * It also keeps the last good content through a CMS outage, without a store of our own: an entry
 * past its window, or whose tag was revalidated with the 'max' profile, is only stale; the render
 * that regenerates a page asks the CMS again and, when that fails, Next answers the stale value
 * (unstable_cache's foreground revalidation) and keeps the previous page. That holds after a timed
 * and after a webhook's regeneration alike, since the webhook never expires a tag outright.
 */
export const NEXT_CACHE: ContentCache = (key, tags, load) =>
  unstable_cache(load, [...key], {
    tags: [...tags],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
