import { allWorks } from '@/lib/research/publications';
import { keptCitations, loadResearchRecord } from '@/lib/research/record';

/**
 * Never kept as a page, so an address naming no work adds nothing to any cache; the citations are
 * kept in the data cache. Dynamic without `force-dynamic`: its params are known only on request.
 */

export async function GET(_: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const work = allWorks(await loadResearchRecord()).find((w) => w.id === key);
  if (!work) return Response.json({ error: 'No work has this key.' }, { status: 404 });
  return Response.json(await keptCitations(work));
}
