// @ts-check
/**
 * Next's incremental cache for several servers, on its documented `cacheHandler` interface only;
 * plain JavaScript, as Next imports it uncompiled. Configured only when servers share Redis
 * (next.config.ts): a lone server uses Next's own cache, which serves the build's pages.
 *
 * - Entries and tag times are shared through `REDIS_URL`; each server keeps a bounded local copy.
 * - Redis down, hanging or answering garbage: the local copy answers within COMMAND_TIMEOUT_MS, a
 *   garbage entry is a miss (and removed), and pages never fail for it.
 * - Keys are scoped by CMS project and dataset, entries also by release (`SITE_RELEASE`): staging
 *   and production, or two releases, never read each other's pages.
 */
import { deserialize, serialize } from 'node:v8';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';

/** A request never waits longer than this for Redis; then the local copy answers. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** After a time-out, Redis is skipped this long, so a page that reads several entries waits once. */
const PAUSE_AFTER_TIMEOUT_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 1000;
/** Entries leave Redis a week after they were written (set `maxmemory` too: DEPLOY.md). */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;
/** What one server keeps in memory: the whole site many times over, never more. */
const LOCAL_MAX_BYTES = 64 * 1024 * 1024;
const WRITE = { write: true };
/** The connection's name in `CLIENT LIST`: one per server process. */
const CLIENT_NAME = `site-cache-${process.pid}`;

const env = process.env;
// Monotonic: in a render (the `'use cache'` handler) Next counts `Date.now()` as the route reading
// the time, which fails a statically kept route.
const now = () => Math.round(performance.timeOrigin + performance.now());
/** The build renders with its own data and never connects. */
const REDIS_URL = env.NEXT_PHASE === 'phase-production-build' ? '' : env.REDIS_URL;
const SCOPE = `site-cache:${env.SANITY_PROJECT_ID || 'bundled'}:${env.SANITY_DATASET || 'production'}:`;
export const TAGS_KEY = `${SCOPE}tags`;
/** The tag of every page and route entry: any revalidation reaches them (tagsOf). */
const ANY_TAG = '*';
export const ENTRY_PREFIX = `${SCOPE}${env.SITE_RELEASE || 'release'}:`;

/** @typedef {{ stale?: number, expired?: number }} TagTime */
/** @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: any }} Entry */

const shared = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
/**
 * Shared per process via globalThis: Next makes a handler per request and may load this file twice
 * (the server imports it, a proxy bundles it); every copy must see the same entries and tag times.
 * @type {{ local: LRUCache<string, Buffer>, tags: Map<string, TagTime>, unsent: Set<string>, renders: LRUCache<string, number>, redis?: Redis, connecting?: Promise<unknown>, pausedUntil: number }}
 */
const state = (shared[Symbol.for('phages.shared-cache')] ??= {});
// Least recently used out, bounded by bytes: serialized entries, so every layer holds the same.
state.local ??= new LRUCache({
  maxSize: LOCAL_MAX_BYTES,
  sizeCalculation: (bytes) => bytes.length,
});
state.tags ??= new Map();
/** Tags marked here that Redis did not take: written when it is back (sendUnsent). */
state.unsent ??= new Set();
/**
 * When each render began: the first lookup since its key was last written that Next answers by
 * rendering (missing, stale or past its window). Its copy is dated from then, not from when it is
 * stored: a revalidation during the render leaves it stale, as Next dates a `'use cache'` entry.
 */
state.renders ??= new LRUCache({ max: 10_000 });
state.pausedUntil ??= 0;
const { local, tags: localTags, renders } = state;
/** @typedef {Awaited<ReturnType<typeof connect>>} Redis */

/**
 * The first call waits for the connection (at most CONNECT_TIMEOUT_MS), so a fresh server's first
 * pages go through Redis too.
 * @returns {Promise<unknown> | undefined}
 */
function connectOnce() {
  if (!REDIS_URL) return undefined;
  state.connecting ??= connect(REDIS_URL).then(
    (redis) => {
      state.redis = redis;
      return redis.ready;
    },
    (error) => console.error(`Shared cache: no Redis client (${error.message}).`),
  );
  return state.connecting;
}

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
    void sendUnsent();
  });
  client.on('error', (error) => {
    if (!reported) console.warn(`Shared cache: Redis unavailable (${error.message}).`);
    reported = true;
  });
  // The 'error' listener reports a failure; the client keeps reconnecting.
  const connected = client.connect().catch(() => {});
  const ready = Promise.race([connected, sleep(CONNECT_TIMEOUT_MS, undefined, { ref: false })]);
  return { client, binary: client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }), ready };
}

/**
 * Undefined when Redis is unset, down, slow or failing. A timed-out read pauses reads for
 * PAUSE_AFTER_TIMEOUT_MS; writes (entries, tag times) always go, or other servers would miss them.
 * Our own timer: node-redis drops a command's timeout and abort signal once it is written, and a
 * hung Redis still takes the bytes (docs/decisions.md).
 * @template T
 * @param {(redis: Redis) => Promise<T>} call
 * @param {{ write?: boolean }} [options]
 * @returns {Promise<T | undefined>}
 */
export async function tryRedis(call, { write = false } = {}) {
  await connectOnce();
  const { redis } = state;
  if (!redis || !redis.client.isReady || (!write && now() < state.pausedUntil)) return undefined;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      if (!write) state.pausedUntil = now() + PAUSE_AFTER_TIMEOUT_MS;
      resolve(undefined);
    }, COMMAND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(redis), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** @param {any} entry */
const isPageEntry = (entry) =>
  typeof entry.lastModified === 'number' &&
  Array.isArray(entry.tags) &&
  typeof entry.value?.kind === 'string';

/**
 * Null when the bytes are not an entry (truncated, foreign, corrupt); `isEntry` checks its shape.
 * @param {unknown} bytes
 * @param {(entry: any) => boolean} [isEntry]
 * @returns {any}
 */
export function decodeEntry(bytes, isEntry = isPageEntry) {
  if (!Buffer.isBuffer(bytes)) return null;
  try {
    const entry = deserialize(bytes);
    return entry && typeof entry === 'object' && isEntry(entry) ? entry : null;
  } catch {
    return null;
  }
}

// A data entry's own tags (Next hands them to `set`); a page's are not handed over, so every page
// with a window answers to ANY_TAG, which each revalidation marks, and regenerates from its data
// entries (only changed ones are re-read). A page without a window read no tagged data (every
// tagged read has a window), so it answers to none and stays as built.
const tagsOf = (/** @type {any} */ ctx) => {
  if (Array.isArray(ctx?.tags)) return [...ctx.tags];
  return ctx?.cacheControl?.revalidate === false ? [] : [ANY_TAG];
};

/**
 * The entry's window in seconds: a page's `cacheControl`, a data entry's `revalidate`.
 * @param {any} entry
 */
function windowOf(entry) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** @param {TagTime | undefined} own @param {unknown} raw A field of the shared table. */
function merged(own = {}, raw) {
  if (typeof raw !== 'string') return own;
  try {
    const remote = JSON.parse(raw);
    return {
      stale: Math.max(own.stale ?? 0, Number(remote.stale) || 0),
      expired: Math.max(own.expired ?? 0, Number(remote.expired) || 0),
    };
  } catch {
    return own;
  }
}

/**
 * Each tag's last revalidation, on this server or, through the shared table, on any. While the
 * table does not answer, a tag counts as stale since the last revalidation this server knows of
 * (ANY_TAG, read with every tag and kept): another server's webhook may have named it, and a page
 * regenerating must read such a copy again, not store it as new.
 * @param {string[]} tags @returns {Promise<TagTime[]>}
 */
export async function tagTimes(tags) {
  if (tags.length === 0) return [];
  const fields = [...tags, ANY_TAG];
  const shared = await tryRedis(({ client }) => client.hmGet(TAGS_KEY, fields));
  const times = fields.map((tag, index) => merged(localTags.get(tag), shared?.[index]));
  const any = /** @type {TagTime} */ (times.pop());
  localTags.set(ANY_TAG, any);
  if (shared !== undefined || !REDIS_URL) return times;
  const lastKnown = Math.max(any.stale ?? 0, any.expired ?? 0);
  return times.map((time) => ({ ...time, stale: Math.max(time.stale ?? 0, lastKnown) }));
}

/**
 * After its tags' revalidations: the entry, stale (`lastModified` just past its window, so Next
 * serves it and regenerates), or null (expired).
 * @param {Entry} entry @param {string[]} softTags
 */
async function afterRevalidations(entry, softTags) {
  const times = await tagTimes([...new Set([...entry.tags, ...softTags])]);
  const since = (/** @type {number | undefined} */ at) => (at ?? 0) > entry.lastModified;
  if (times.some((time) => since(time.expired))) return null;
  if (!times.some((time) => since(time.stale))) return entry;
  const window = windowOf(entry);
  return window ? { ...entry, lastModified: Date.now() - (window + 1) * 1000 } : null;
}

export default class SharedCacheHandler {
  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const stored = await tryRedis(({ binary }) => binary.get(ENTRY_PREFIX + key));
    let entry = decodeEntry(stored);
    if (stored && !entry) await tryRedis(({ client }) => client.del(ENTRY_PREFIX + key));
    if (!entry) {
      const bytes = local.get(key);
      entry = decodeEntry(bytes);
      if (!entry) local.delete(key);
      // Redis answered "none" (not "unreachable"): share what this server has.
      else if (stored === null) await share(key, /** @type {Buffer} */ (bytes), true);
    }
    const answer = entry && (await afterRevalidations(entry, ctx?.softTags ?? []));
    const window = answer && windowOf(answer);
    const rendersNow = !answer || (window && answer.lastModified + window * 1000 <= Date.now());
    if (rendersNow && !renders.has(key)) renders.set(key, Date.now());
    return answer;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (!data) {
      local.delete(key);
      await tryRedis(({ client }) => client.del(ENTRY_PREFIX + key), WRITE);
      return;
    }
    /** @type {Entry} */
    const entry = {
      value: data,
      lastModified: renders.get(key) ?? Date.now(),
      tags: tagsOf(ctx),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    renders.delete(key);
    const bytes = serialize(entry);
    local.set(key, bytes);
    await share(key, bytes, false);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations] Next's profile: none, or `expire: 0`, expires at once.
   */
  async revalidateTag(tags, durations) {
    await markTags(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

/** @param {string} key @param {Buffer} bytes @param {boolean} onlyIfAbsent */
async function share(key, bytes, onlyIfAbsent) {
  await tryRedis(
    ({ client }) =>
      client.set(ENTRY_PREFIX + key, bytes, {
        expiration: { type: 'EX', value: ENTRY_TTL_SECONDS },
        ...(onlyIfAbsent ? { condition: 'NX' } : {}),
      }),
    WRITE,
  );
}

/**
 * Marks `tags` and ANY_TAG revalidated on every server; no profile or `expire: 0` expires them,
 * any other makes them stale.
 * @param {string[]} tags @param {{ expire?: number }} [durations]
 */
export async function markTags(tags, durations) {
  if (tags.length === 0) return;
  const now = Date.now();
  const expires = !durations || durations.expire === 0;
  /** @type {Record<string, string>} */
  const fields = {};
  for (const tag of [...tags, ANY_TAG]) {
    const time = { ...localTags.get(tag), [expires ? 'expired' : 'stale']: now };
    localTags.set(tag, time);
    fields[tag] = JSON.stringify(time);
  }
  const sent = await tryRedis(({ client }) => client.hSet(TAGS_KEY, fields), WRITE);
  if (sent === undefined && REDIS_URL) for (const tag of Object.keys(fields)) state.unsent.add(tag);
}

/**
 * A webhook that reached this server while Redis was away reaches the others once it is back:
 * each mark Redis did not take is written, unless the table has a later one.
 */
async function sendUnsent() {
  const tags = [...state.unsent];
  state.unsent.clear();
  if (tags.length === 0) return;
  const shared = await tryRedis(({ client }) => client.hmGet(TAGS_KEY, tags), WRITE);
  const fields = Object.fromEntries(
    tags.map((tag, index) => [tag, JSON.stringify(merged(localTags.get(tag), shared?.[index]))]),
  );
  const sent = shared && (await tryRedis(({ client }) => client.hSet(TAGS_KEY, fields), WRITE));
  if (sent === undefined) {
    for (const tag of tags) state.unsent.add(tag);
    // Redis slow, or gone again: once more after the longest wait between reconnections.
    setTimeout(() => void sendUnsent(), RECONNECT_MAX_DELAY_MS).unref();
  }
}

export { local, share };
