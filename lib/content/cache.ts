import { perProcess } from '@/lib/per-process';
import type { ContentTag } from './freshness';

export * from './freshness';

/** What a cached read is, in serialisable terms: `'use cache'` keys an entry by its arguments. */
export type ContentCall = {
  text: string;
  params: Record<string, unknown>;
  shape: 'list' | 'single' | 'taxonomy';
};

export type ContentCache = <T>(
  key: readonly string[],
  tags: readonly ContentTag[],
  load: () => Promise<T>,
  revalidate: number,
  call: ContentCall,
) => Promise<T>;

/** No cache at all: the owner's preview, and tests of the content layer itself. */
export const UNCACHED: ContentCache = (_key, _tags, load) => load();

// Loads in flight and just finished, per process (Next's cache cannot hold a promise). A stale or
// missing read joins a load in flight or finished since it began: Next stores an answer only after
// returning it, so an earlier lookup missed it. A later read still finding no fresh entry (a
// webhook since, or the window over) loads anew.
type Load = { answer: Promise<unknown>; settled?: number };
const loads = perProcess('loads-in-flight', () => new Map<string, Load>());

/** How long a finished load stays to be joined: far beyond any lookup of the cache. */
const JOINABLE_MS = 30_000;

/** After a webhook: no read joins a load begun before the edit (kept as fresh if so). */
export function forgetLoadsInFlight(): void {
  loads.clear();
}

/** `load`, or the same key's load in flight or done since `readSince`, joinable for `keepMs`. */
export function loadOnce<T>(
  id: string,
  readSince: number,
  load: () => Promise<T>,
  keepMs = JOINABLE_MS,
): Promise<T> {
  const known = loads.get(id);
  if (known && (known.settled ?? Infinity) >= readSince) return known.answer as Promise<T>;
  const entry: Load = { answer: load() };
  const forget = () => loads.get(id) === entry && loads.delete(id);
  entry.answer.then(() => {
    entry.settled = Date.now();
    setTimeout(forget, keepMs).unref();
  }, forget);
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
