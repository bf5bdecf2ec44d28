import { CV_FILE, renderCv } from '@/lib/cv/pdf';
import { citationSummary } from '@/lib/research/metrics';
import { allWorks } from '@/lib/research/publications';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { ownerOrcid } from '@/lib/research/work';

/** The CV PDF, drawn at build and again whenever the research record is refreshed. */
export const dynamicParams = false;

export const generateStaticParams = () => [{ file: CV_FILE }];

export async function GET() {
  const record = await loadResearchRecord();
  const summary = citationSummary(allWorks(record), await loadCitationCounts(record));
  const pdf = await renderCv(record, undefined, { orcid: ownerOrcid, summary });
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf' } });
}
