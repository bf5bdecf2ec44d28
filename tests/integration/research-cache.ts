import { perProcess } from '@/lib/per-process';
import type { SourceCache } from '@/lib/research/record';
import { createSourceMemory, type SourceMemory } from '@/lib/research/source-memory';

/** No cache: every call asks the stand-in, so only the last-good copy can hide a failure. */
export const uncached: SourceCache = (_key, load) => load();

/**
 * The server starts again: its last good copies are gone (Next's cache entries stay). With
 * `redisUrl`, it remembers the sources through that Redis, as with REDIS_URL; its memory returned.
 */
export const restart = (redisUrl?: string) => {
  const kept = perProcess<Record<string, unknown>>('research-last-good', () => ({}));
  void (kept.memory as SourceMemory | undefined)?.close();
  for (const key of Object.keys(kept)) delete kept[key];
  if (redisUrl) kept.memory = createSourceMemory(redisUrl);
  return kept.memory as SourceMemory | undefined;
};
