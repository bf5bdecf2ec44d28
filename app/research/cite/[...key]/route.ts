import { allWorks } from '@/lib/research/publications';
import { keptCitations, loadResearchRecord } from '@/lib/research/record';

/**
 * One work's citations, asked for when its Cite control first opens. Answered on request, never
 * kept as a page: an address naming no work adds nothing to any cache; a work's citations are
 * formatted once per change of the work and kept in the data cache.
 * dynamic without `force-dynamic`: its params are known only on request.
 */

export async function GET(_: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const work = allWorks(await loadResearchRecord()).find((w) => w.id === key);
  if (!work) return Response.json({ error: 'No work has this key.' }, { status: 404 });
  return Response.json(await keptCitations(work));
}
