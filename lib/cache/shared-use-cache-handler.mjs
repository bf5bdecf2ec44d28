// @ts-check
/**
 * The `'use cache'` entries (Next's `cacheHandlers` interface) for several servers, on the page
 * cache's Redis, tag table, local copy and failure rules (shared-cache-handler.mjs).
 */
import { serialize } from 'node:v8';
import {
  decodeEntry,
  ENTRY_PREFIX,
  local,
  markTags,
  share,
  tagTimes,
  tryRedis,
} from './shared-cache-handler.mjs';

const KEY = (/** @type {string} */ key) => `use-cache:${key}`;
/** Sets not yet stored, so a read of the same key waits for them (the interface asks it). */
const pending = new Map();

/** @param {any} e */
const isEntry = (e) =>
  Buffer.isBuffer(e.value) && Array.isArray(e.tags) && typeof e.timestamp === 'number';
const decode = (/** @type {unknown} */ bytes) => decodeEntry(bytes, isEntry);

const handler = {
  /** @param {string} cacheKey @param {string[]} softTags */
  async get(cacheKey, softTags) {
    const key = KEY(cacheKey);
    await pending.get(key);
    const stored = await tryRedis(({ binary }) => binary.get(ENTRY_PREFIX + key));
    const entry = decode(stored) ?? decode(local.get(key));
    if (!entry) return undefined;
    const times = await tagTimes([...new Set([...entry.tags, ...softTags])]);
    const since = (/** @type {number | undefined} */ at) => (at ?? 0) > entry.timestamp;
    if (times.some((time) => since(time.expired))) return undefined;
    const stale = times.some((time) => since(time.stale));
    // A stale entry is served once more and regenerated (Next's own rule for a negative window).
    const value = new Blob([entry.value]).stream();
    return { ...entry, value, revalidate: stale ? -1 : entry.revalidate };
  },

  /** @param {string} cacheKey @param {Promise<any>} pendingEntry */
  async set(cacheKey, pendingEntry) {
    const key = KEY(cacheKey);
    const done = (async () => {
      const entry = await pendingEntry;
      const value = Buffer.from(await new Response(entry.value).arrayBuffer());
      const bytes = serialize({ ...entry, value });
      local.set(key, bytes);
      await share(key, bytes, false);
    })().catch(() => {});
    pending.set(key, done);
    await done;
    if (pending.get(key) === done) pending.delete(key);
  },

  async refreshTags() {},

  /** The tags are checked in `get`, against the table every server shares. */
  async getExpiration() {
    return Infinity;
  },

  updateTags: markTags,
};

export default handler;
