import { createHash } from 'node:crypto';
import { cacheLife, cacheTag } from 'next/cache';
import { loadOnce } from '@/lib/content/cache';
import { RESEARCH_REVALIDATE_SECONDS, RESEARCH_TAG } from '@/lib/content/freshness';
import type { CitationFormat } from './formats';
import { listText, runResearchCall, type ResearchCall, type ResearchMethod } from './record';

/** A day, then regenerated (kept a year at most); a work's citations, until the next refresh. */
const DAILY = { revalidate: RESEARCH_REVALIDATE_SECONDS, expire: 31_536_000 };
const UNTIL_REFRESH = { revalidate: Infinity, expire: Infinity };
const LIFE_OF: Record<ResearchMethod, { revalidate: number; expire: number }> = {
  'crossref-works': DAILY,
  'orcid-crossref-works': DAILY,
  'cited-works': DAILY,
  'openalex-metrics': DAILY,
  citations: UNTIL_REFRESH,
};

/**
 * The research record's one `'use cache'` function, by method name: its arguments are the entry's
 * key, and the `publication` webhook revalidates its tag.
 */
async function cachedCall(method: ResearchMethod, args: unknown[]): Promise<unknown> {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(LIFE_OF[method]);
  // Concurrent misses of one entry (a burst after the webhook) share one load, not one each.
  const id = createHash('sha256')
    .update(JSON.stringify([method, args]))
    .digest('base64url');
  return loadOnce(`research:${id}`, Date.now(), () =>
    runResearchCall({ method, args } as ResearchCall),
  );
}

export const cachedResearch = (call: ResearchCall): Promise<unknown> =>
  cachedCall(call.method, call.args as unknown[]);

/**
 * A download's whole text as one entry: a route's regeneration ends at its first wait on anything
 * but a cached call, and the record's reads wait on the pauses first.
 */
export async function cachedListText(format: CitationFormat): Promise<string> {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(DAILY);
  return listText(format);
}
