import { allWorks, researchRecord } from '@/lib/research/publications';
import { keptCitations, loadResearchItems } from '@/lib/research/record';

/**
 * Never kept as a page, so an address naming no work adds nothing to any cache; the citations are
 * kept in the data cache. Dynamic without `force-dynamic`: its params are known only on request.
 * With no page to keep, a source with no answer kept leaves its works out (loadResearchItems).
 */

export async function GET(_: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const work = allWorks(researchRecord(await loadResearchItems())).find((w) => w.id === key);
  if (!work) return Response.json({ error: 'No work has this key.' }, { status: 404 });
  return Response.json(await keptCitations(work));
}
