import { LRUCache } from 'lru-cache';

/**
 * What the server keeps for strangers, in memory, capped by `max` and `maxSize`. Its `ttl` reads
 * Date.now() (the server's clock, which tests fake) on every call, not lru-cache's debounced one.
 */
export const createBoundedStore = <V extends NonNullable<unknown>>(
  options: LRUCache.Options<string, V, unknown>,
) => new LRUCache<string, V>({ ...options, perf: { now: () => Date.now() }, ttlResolution: 0 });
