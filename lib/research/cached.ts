import { createHash } from 'node:crypto';
import { cacheLife, cacheTag } from 'next/cache';
import { loadOnce } from '@/lib/content/cache';
import { RESEARCH_LIFE, RESEARCH_TAG } from '@/lib/content/freshness';
import type { CitationFormat } from './formats';
import { listText, runResearchCall, type ResearchCall } from './record';

/** A work's citations, until the next refresh; the rest, the record's window (RESEARCH_LIFE). */
const UNTIL_REFRESH = { revalidate: Infinity, expire: Infinity };

/**
 * The research record's one `'use cache'` function: its call (a method name and its arguments) is
 * the entry's key, and the `publication` webhook revalidates its tag.
 */
export async function cachedResearch(call: ResearchCall): Promise<unknown> {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(call.method === 'citations' ? UNTIL_REFRESH : RESEARCH_LIFE);
  // Concurrent misses of one entry (a burst after the webhook) share one load, not one each.
  const id = createHash('sha256').update(JSON.stringify(call)).digest('base64url');
  return loadOnce(`research:${id}`, [RESEARCH_TAG], () => runResearchCall(call));
}

/**
 * A download's whole text as one entry: a route's regeneration ends at its first wait on anything
 * but a cached call, and the record's reads first wait on this module's lazy import.
 */
export async function cachedListText(format: CitationFormat): Promise<string> {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(RESEARCH_LIFE);
  return listText(format);
}
