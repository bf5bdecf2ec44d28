import { unstable_cache } from 'next/cache';
import { CONTENT_REVALIDATE_SECONDS, type ContentTag } from './freshness';

export * from './freshness';

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
