import { getPosts } from '@/lib/content';

/** The blog list for the index's search button (always fresh; the page itself is cached). */
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const posts = await getPosts();
    return Response.json({ posts }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('GET /api/posts failed', error);
    const message = error instanceof Error ? error.message : 'The blog could not be loaded.';
    return Response.json(
      { error: message },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
