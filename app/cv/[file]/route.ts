import { cacheLife, cacheTag } from 'next/cache';
import { CV_FILE, renderCv } from '@/lib/cv/pdf';
import { RESEARCH_LIFE, RESEARCH_TAG } from '@/lib/content/freshness';
import { citationSummary } from '@/lib/research/metrics';
import { allWorks } from '@/lib/research/publications';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { ownerOrcid } from '@/lib/research/work';

/** One `'use cache'` entry: the drawing yields to the event loop, which would make it dynamic. */
async function cvBytes() {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(RESEARCH_LIFE);
  const record = await loadResearchRecord();
  const summary = citationSummary(allWorks(record), await loadCitationCounts(record));
  return new Uint8Array(await renderCv(record, undefined, { orcid: ownerOrcid, summary }));
}

export const generateStaticParams = () => [{ file: CV_FILE }];

/** Any other file is a 404 here too (proxy.ts answers it first): `dynamicParams = false` is refused. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== CV_FILE) return new Response('Not Found', { status: 404 });
  return new Response(await cvBytes(), { headers: { 'content-type': 'application/pdf' } });
}
