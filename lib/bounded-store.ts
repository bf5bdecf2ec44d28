import { LRUCache } from 'lru-cache';

/** `ttl` reads Date.now() (which tests fake) on every call, not lru-cache's debounced clock. */
export const createBoundedStore = <V extends NonNullable<unknown>>(
  options: LRUCache.Options<string, V, unknown>,
) => new LRUCache<string, V>({ ...options, perf: { now: () => Date.now() }, ttlResolution: 0 });
