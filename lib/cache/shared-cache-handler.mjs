// @ts-check
/**
 * Next's incremental cache (pre-rendered and regenerated pages, route handlers, `fetch` and
 * `unstable_cache` data, tag revalidation), shared by every server through Redis when `REDIS_URL`
 * is set. Plain JavaScript: Next imports this file itself at run time, uncompiled.
 *
 * It is Next's own file-system cache with Redis in front of it, so one server stays exactly as
 * before and several servers keep Next's behaviour where Redis cannot help:
 * - `REDIS_URL` unset (one server): Next's file-system cache, nothing else; the Redis client is
 *   never loaded. The build never talks to Redis either.
 * - get: Redis first. On a miss, the local cache, which also reads the build's pre-rendered pages;
 *   what it finds is copied to Redis (unless another server wrote first), so a server started
 *   later serves the same copies without rendering them again.
 * - set: the local disk (the fallback) and Redis.
 * - revalidateTag (the webhook, `revalidatePath`'s implicit tags): the local tag manifest and a
 *   Redis hash of each tag's revalidated-at times. Every get first reads the times of the entry's
 *   own tags from Redis into the local manifest, so a revalidation on one server reaches all.
 * - Redis down or hanging: every call answers from the local cache after at most
 *   `COMMAND_TIMEOUT_MS`, pages never fail because of it, and the client reconnects in the
 *   background; once it is back, the servers share again.
 *
 * It reaches into two of Next's internal modules (the file-system cache and the tag manifest that
 * Next itself consults); `next` is pinned to an exact version in package.json for that reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// Node hands this file the module's exports, the bundler (Next also bundles this file into the
// proxy) their `default`: the class either way.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** A request never waits longer than this for Redis; then the local cache answers. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/**
 * After a call times out (a Redis that hangs rather than refuses), the next calls skip Redis for
 * this long, so a page that makes several cache calls waits once, not once per call.
 */
const PAUSE_AFTER_TIMEOUT_MS = 1000;
/** Reconnection attempts back off to this, so a returning Redis is used again within it. */
const RECONNECT_MAX_DELAY_MS = 1000;
/** Entries leave Redis a week after they were written (set `maxmemory` too: DEPLOY.md). */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;
const KEY_PREFIX = 'site-cache:';
/** The connection's name in `CLIENT LIST`: one per server process. */
const CLIENT_NAME = `site-cache-${process.pid}`;
/** Revalidated-at times of every tag; shared by every build (a tag names content, not a build). */
const TAGS_KEY = `${KEY_PREFIX}tags`;

/** @typedef {{ stale?: number, expired?: number }} TagState */

/**
 * One Redis client per process (Next creates a handler per request), loaded only when REDIS_URL
 * is set.
 * @type {Promise<Redis> | undefined}
 */
let connecting;
/** @type {Redis | undefined} */
let shared;
let pausedUntil = 0;

/**
 * Whether this server shares its cache; connects on the first call. Not before: Next also bundles
 * this file into the proxy, whose copy is constructed but never reads or writes.
 */
function sharing() {
  // The build renders with its own data and must not need (or wait for) Redis.
  const url = process.env.NEXT_PHASE === 'phase-production-build' ? '' : process.env.REDIS_URL;
  if (url && !connecting) {
    connecting = connect(url);
    connecting.then(
      (redis) => (shared = redis),
      (error) => console.error(`Shared cache: no Redis client (${error.message}).`),
    );
  }
  return Boolean(url);
}

/** @typedef {Awaited<ReturnType<typeof connect>>} Redis */

/** @param {string} url */
async function connect(url) {
  const { createClient, RESP_TYPES } = await import('@redis/client');
  const client = createClient({
    url,
    name: CLIENT_NAME,
    // Fail at once while disconnected instead of queueing requests behind a dead connection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * (retries + 1), RECONNECT_MAX_DELAY_MS),
    },
  });
  let reported = false;
  client.on('ready', () => {
    if (reported) console.warn('Shared cache: Redis is back; the servers share their cache again.');
    reported = false;
  });
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    console.warn(
      `Shared cache: Redis unavailable (${error.message}); serving from the local cache.`,
    );
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  return { client, binary: client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }) };
}

/**
 * Runs one Redis call, or answers undefined when Redis is down, slow or failing.
 * @template T
 * @param {(redis: Redis) => Promise<T>} call
 * @returns {Promise<T | undefined>}
 */
async function tryRedis(call) {
  if (!shared || !shared.client.isReady || Date.now() < pausedUntil) return undefined;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
      resolve(undefined);
    }, COMMAND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(shared), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/** The build's id: entries of different builds never mix. Read once (a handler per request). */
function buildIdOf(serverDistDir = '') {
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown-build';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The tags an entry answers to: a page's or route's header, or a data entry's own and soft tags. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',');
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** @param {TagState} local @param {TagState} remote */
function newest(local, remote) {
  /** @type {TagState} */
  const merged = { ...local };
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    const value = remote[field];
    if (typeof value === 'number' && !(Number(merged[field]) >= value)) merged[field] = value;
  }
  return merged;
}

class SharedCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    this.prefix = `${KEY_PREFIX}${buildIdOf(ctx.serverDistDir)}:`;
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    if (!sharing()) return super.get(key, ctx);
    const stored = await tryRedis(({ binary }) => binary.get(this.prefix + key));
    if (stored) {
      const entry = deserialize(/** @type {Buffer} */ (stored));
      return (await this.expiredByTags(entry, ctx)) ? null : entry;
    }
    const local = await super.get(key, ctx);
    if (!local || (await this.expiredByTags(local, ctx))) return null;
    // Redis answered "none" (not "unreachable"): share what this server has.
    if (stored === null) await this.store(key, local, { onlyIfAbsent: true });
    return local;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    await super.set(key, data, ctx);
    if (!sharing() || !data) return;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const value = ctx.fetchCache && ctx.tags ? { ...data, tags: ctx.tags } : data;
    await this.store(key, { value, lastModified: Date.now(), cacheControl });
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (!sharing()) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const fields = Object.fromEntries(
      list.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag))]),
    );
    await tryRedis(({ client }) => client.hSet(TAGS_KEY, fields));
  }

  /**
   * @param {string} key
   * @param {{ value: any, lastModified: number, cacheControl?: unknown }} entry
   * @param {{ onlyIfAbsent?: boolean }} [options]
   */
  async store(key, entry, { onlyIfAbsent = false } = {}) {
    await tryRedis(({ client }) =>
      client.set(this.prefix + key, serialize(entry), {
        expiration: { type: 'EX', value: ENTRY_TTL_SECONDS },
        ...(onlyIfAbsent ? { condition: 'NX' } : {}),
      }),
    );
  }

  /**
   * Brings the entry's tags up to date from Redis, then answers whether a revalidation since the
   * entry was written has expired it. Stale-but-usable tags are left to Next, which reads the same
   * manifest and regenerates in the background.
   * @param {any} entry
   * @param {any} ctx
   */
  async expiredByTags(entry, ctx) {
    const tags = tagsOf(entry, ctx);
    if (tags.length === 0) return false;
    const states = await tryRedis(({ client }) => client.hmGet(TAGS_KEY, tags));
    states?.forEach((state, index) => {
      const tag = /** @type {string} */ (tags[index]);
      if (typeof state === 'string')
        tagsManifest.set(tag, newest(tagsManifest.get(tag) ?? {}, JSON.parse(state)));
    });
    return areTagsExpired(tags, entry.lastModified ?? 0);
  }
}

export default SharedCacheHandler;
