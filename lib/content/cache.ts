import { unstable_cache } from 'next/cache';
import { CONTENT_REVALIDATE_SECONDS, type ContentTag } from './freshness';

export * from './freshness';

export type ContentCache = <T>(
  key: readonly string[],
  tags: readonly ContentTag[],
  load: () => Promise<T>,
  revalidate?: number,
) => Promise<T>;

/** No cache at all: the owner's preview, and tests of the content layer itself. */
export const UNCACHED: ContentCache = (_key, _tags, load) => load();

/**
 * Loads in flight, one map per process (each bundle has its own copy of this module): a stale entry
 * read again while it regenerates joins that regeneration.
 */
const inflight = ((globalThis as Record<symbol, unknown>)[Symbol.for('phages.loads-in-flight')] ??=
  new Map()) as Map<string, Promise<unknown>>;

/** After a webhook: no regeneration joins a read begun before the edit (kept as fresh if so). */
export function forgetLoadsInFlight(): void {
  inflight.clear();
}

function loadOnce<T>(id: string, load: () => Promise<T>): Promise<T> {
  let pending = inflight.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = load().finally(() => inflight.delete(id));
    inflight.set(id, pending);
  }
  return pending;
}

/**
 * `load` through Next's data cache under `key`. `unstable_cache` also keys by the function's source
 * text, which each bundle compiles differently; a bound function's text is the same in every bundle
 * and on every server, so the key is `key` alone.
 */
export function dataCache<T>(
  key: readonly string[],
  options: { tags: string[]; revalidate: number | false },
  load: () => Promise<T>,
): Promise<T> {
  const once = loadOnce.bind(null, key.join('\n'), load) as () => Promise<T>;
  return unstable_cache(once, [...key], options)();
}

export const NEXT_CACHE: ContentCache = (
  key,
  tags,
  load,
  revalidate = CONTENT_REVALIDATE_SECONDS,
) => dataCache(key, { tags: [...tags], revalidate }, load);
