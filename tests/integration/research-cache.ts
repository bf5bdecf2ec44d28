import { perProcess } from '@/lib/per-process';
import type { SourceCache } from '@/lib/research/record';

/** No cache: every call asks the stand-in, so only the last-good copy can hide a failure. */
export const uncached: SourceCache = (_key, load) => load();

/** The server starts again: its last good copies are gone (Next's cache entries stay). */
export const restart = () => {
  const kept = perProcess<Record<string, unknown>>('research-last-good', () => ({}));
  for (const key of Object.keys(kept)) delete kept[key];
};
