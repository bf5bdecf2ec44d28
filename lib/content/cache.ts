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
 * Next's data cache, the one owner of the blog's freshness: a shared `cacheHandler` carries its
 * entries and `revalidateTag` to every server. It also keeps the last good content through a CMS
 * outage: an entry past its window or revalidated with 'max' is only stale, and when the CMS
 * fails, Next answers the stale value and keeps the previous page. (`'use cache'` would need Cache
 * Components for the whole site.)
 */
export const NEXT_CACHE: ContentCache = (key, tags, load) =>
  unstable_cache(load, [...key], {
    tags: [...tags],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
