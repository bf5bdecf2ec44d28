import { blogText } from '@/content/blog-text';
import { CONTENT_REVALIDATE_SECONDS, ContentError, isPreviewing, searchPosts } from '@/lib/content';
import { toCard } from '@/lib/blog/card';
import {
  clientAddress,
  createBucket,
  createClientBuckets,
  SERVER_BURST,
  SERVER_PER_SECOND,
} from '@/lib/blog/search-limit';

/** Shared caches keep an answer for the content's window, then serve it while fetching anew. */
const CACHE_CONTROL = `public, s-maxage=${CONTENT_REVALIDATE_SECONDS}, stale-while-revalidate=${5 * CONTENT_REVALIDATE_SECONDS}`;
/** Drafts are the owner's alone: never kept by a browser's or a CDN's cache. */
const PRIVATE = 'private, no-store';

const clients = createClientBuckets();
const server = createBucket(SERVER_BURST, SERVER_PER_SECOND);

class TooMany extends Error {
  constructor(readonly seconds: number) {
    super('Too many searches');
  }
}

function tooMany(seconds: number) {
  return Response.json(
    { error: blogText.searchTooMany(seconds) },
    { status: 429, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
  );
}

/**
 * The blog search box: GET /api/search?q=… answers `{ posts }` (lib/content's searchPosts; other
 * parameters are ignored). Answers are kept per normalised text in Next's cache, refreshed with the
 * posts. Rate-limited (lib/blog/search-limit.ts): 429 with Retry-After past a limit. A content
 * failure answers 503 with a generic text, never cached.
 */
export async function GET(request: Request) {
  const waitClient = clients.take(clientAddress(request), Date.now());
  if (waitClient > 0) return tooMany(waitClient);
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const draft = await isPreviewing();
  try {
    const posts = await searchPosts(query, () => {
      // Only a text this server has no answer for reaches the CMS, and spends a server token.
      const wait = server.take(Date.now());
      if (wait > 0) throw new TooMany(wait);
    });
    return Response.json(
      { posts: posts.map(toCard) },
      { headers: { 'Cache-Control': draft ? PRIVATE : CACHE_CONTROL } },
    );
  } catch (error) {
    if (error instanceof TooMany) return tooMany(error.seconds);
    if (!(error instanceof ContentError)) throw error;
    console.error(`Blog search: ${error.message}`);
    return Response.json(
      { error: blogText.searchFailed },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
