import { CV_FILE, renderCv } from '@/lib/cv/pdf';
import { loadResearchRecord } from '@/lib/research/record';

/** The CV PDF, drawn at build and again whenever the research record is refreshed. */
export const dynamicParams = false;

export const generateStaticParams = () => [{ file: CV_FILE }];

export async function GET() {
  const pdf = await renderCv(await loadResearchRecord());
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf' } });
}
