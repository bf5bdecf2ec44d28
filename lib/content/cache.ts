import { unstable_cache } from 'next/cache';
import { CONTENT_REVALIDATE_SECONDS, type ContentTag } from './freshness';

export * from './freshness';

export type ContentCache = <T>(
  key: readonly string[],
  tags: readonly ContentTag[],
  load: () => Promise<T>,
) => Promise<T>;

/** No cache at all: the owner's preview, and tests of the content layer itself. */
export const UNCACHED: ContentCache = (_key, _tags, load) => load();

/** Next's data cache, shared by the `cacheHandler`; stale entries survive a CMS outage. */
export const NEXT_CACHE: ContentCache = (key, tags, load) =>
  unstable_cache(load, [...key], {
    tags: [...tags],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
