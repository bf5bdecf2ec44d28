import { config } from '@/lib/config';
import { perProcess } from '@/lib/per-process';
import { CONTENT_REVALIDATE_SECONDS, type ContentTag } from './freshness';
import type { ShapeName } from './index';

export * from './freshness';

/** What a cached read is, in serialisable terms: `'use cache'` keys an entry by its arguments. */
export type ContentCall = { text: string; params: Record<string, unknown>; shape: ShapeName };

export type ContentCache = <T>(
  key: readonly string[],
  tags: readonly ContentTag[],
  load: () => Promise<T>,
  revalidate: number,
  call: ContentCall,
) => Promise<T>;

/** No cache at all: the owner's preview, and tests of the content layer itself. */
export const UNCACHED: ContentCache = (_key, _tags, load) => load();

// Loads in flight and just finished, per process (Next's cache cannot hold a promise). A read that
// finds no fresh entry joins a load of its key begun since the key's tags were last revalidated:
// Next stores an answer some time after it is returned, and lookups in between miss it.
type Load = { answer: Promise<unknown>; started: number };
const loads = perProcess('loads-in-flight', () => new Map<string, Load>());

/** How long a finished load stays to be joined: beyond any lookup, half the shortest window. */
const JOINABLE_MS = (CONTENT_REVALIDATE_SECONDS * 1000) / 2;

/** After a webhook: no read joins a load begun before the edit. */
export function forgetLoadsInFlight(): void {
  loads.clear();
}

/**
 * When any server last revalidated `tags`: servers sharing REDIS_URL learn of another's webhook
 * only from the shared tag table. A lone server's webhook forgets its loads itself.
 */
async function revalidatedAt(tags: readonly string[]): Promise<number> {
  if (!config.sharedCache || tags.length === 0) return 0;
  const { tagTimes } = await import('@/lib/cache/shared-cache-handler.mjs');
  const times = await tagTimes([...tags]);
  return Math.max(0, ...times.map((time) => Math.max(time.stale ?? 0, time.expired ?? 0)));
}

/**
 * `load`, or its key's load begun since `tags` were last revalidated: in flight, or finished within
 * `keepMs`. Without tags, only a webhook here forgets it.
 */
export async function loadOnce<T>(
  id: string,
  tags: readonly string[],
  load: () => Promise<T>,
  keepMs = JOINABLE_MS,
): Promise<T> {
  const since = await revalidatedAt(tags);
  const known = loads.get(id);
  if (known && known.started > since) return known.answer as Promise<T>;
  const entry: Load = { answer: load(), started: Date.now() };
  const forget = () => loads.get(id) === entry && loads.delete(id);
  entry.answer.then(() => setTimeout(forget, keepMs).unref(), forget);
  loads.set(id, entry);
  return entry.answer as Promise<T>;
}

/**
 * Reads through `'use cache'` (lib/content/cached.ts). A cached function's arguments must be
 * serialisable, so the read is named by query, parameters and check, and redone there. Published
 * content only: the owner's drafts are never kept. Imported lazily: only Next's compiler
 * understands `'use cache'` (tests never load it).
 */
export const nextCache: ContentCache = async (_key, tags, _load, revalidate, call) => {
  const { cachedContentRead } = await import('./cached');
  return cachedContentRead(call.text, call.params, call.shape, [...tags], revalidate) as never;
};
