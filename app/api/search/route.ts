import { blogText } from '@/content/blog-text';
import { CONTENT_CACHE_MS, ContentError, searchPosts } from '@/lib/content';
import { toCard } from '@/lib/blog/card';

/** Shared caches keep an answer for the content's 60 s, then serve it while fetching a fresh one. */
const CACHE_CONTROL = `public, s-maxage=${CONTENT_CACHE_MS / 1000}, stale-while-revalidate=${(5 * CONTENT_CACHE_MS) / 1000}`;

/**
 * The blog search box: GET /api/search?q=… answers `{ posts }` (lib/content's searchPosts; other
 * parameters are ignored). A content failure answers 503 with a generic text, never cached.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  try {
    const posts = await searchPosts(query);
    return Response.json(
      { posts: posts.map(toCard) },
      { headers: { 'Cache-Control': CACHE_CONTROL } },
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return Response.json(
      { error: blogText.searchFailed },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
