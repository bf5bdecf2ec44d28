import { CV_FILE, renderCv } from '@/lib/cv/pdf';
import { citations } from '@/lib/research/publications';
import { loadResearchRecord } from '@/lib/research/record';

/** The CV PDF, drawn at build and again whenever the research record is refreshed. */
export const dynamicParams = false;

export const generateStaticParams = () => [{ file: CV_FILE }];

export async function GET() {
  const record = await loadResearchRecord();
  const works = new Map(
    [...record.articles, ...record.genomes, ...record.books].map((w) => [w.key, w.csl]),
  );
  const pdf = await renderCv(record, (key) => citations(works.get(key)!).apa);
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf' } });
}
