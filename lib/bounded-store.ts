import { LRUCache } from 'lru-cache';

/**
 * What the server keeps on behalf of strangers (search answers, rate-limit buckets, webhook
 * deliveries): lru-cache's store, in memory only, capped by `max` entries and by `maxSize` as
 * `sizeCalculation` counts. Its `ttl` runs on Date.now(), the clock the rest of the server reads
 * (and tests fake), asked afresh on every call instead of lru-cache's debounced reading.
 */
export const createBoundedStore = <V extends NonNullable<unknown>>(
  options: LRUCache.Options<string, V, unknown>,
) => new LRUCache<string, V>({ ...options, perf: { now: () => Date.now() }, ttlResolution: 0 });
