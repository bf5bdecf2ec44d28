import { getPosts } from '@/lib/content';
import { toCard } from '@/lib/blog/card';

/**
 * The blog list for the index's search button, cached like the page itself (the content's window
 * and tags; Next sends s-maxage and stale-while-revalidate). It takes no parameters: any query
 * string is ignored. A failure throws, so Next keeps answering the last good list, and a
 * first-ever failure is Next's generic 500 (no internal detail).
 */
export const dynamic = 'force-static';

export async function GET() {
  return Response.json({ posts: (await getPosts()).map(toCard) });
}
