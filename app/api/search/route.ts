import { blogText } from '@/content/blog-text';
import {
  CONTENT_REVALIDATE_SECONDS,
  ContentError,
  isPreviewing,
  searchKey,
  searchPosts,
} from '@/lib/content';
import { toCard } from '@/lib/blog/card';
import { searchAnswers as answers } from '@/lib/blog/search-store';
import { clientAddress, createBucket, createClientBuckets } from '@/lib/security/rate-limit';

/** Shared caches keep an answer for the content's window, then serve it while fetching anew. */
const CACHE_CONTROL = `public, s-maxage=${CONTENT_REVALIDATE_SECONDS}, stale-while-revalidate=${5 * CONTENT_REVALIDATE_SECONDS}`;

const clients = createClientBuckets(30, 1);
/** The whole server's budget of CMS searches. */
const server = createBucket(60, 2);

function tooMany(seconds: number) {
  return Response.json(
    { error: blogText.searchTooMany(seconds) },
    { status: 429, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
  );
}

/** Kept answers cost the server's bucket nothing; a content failure is an uncached 503. */
export async function GET(request: Request) {
  const waitClient = clients.take(clientAddress(request), Date.now());
  if (waitClient > 0) return tooMany(waitClient);
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const key = searchKey(query);
  const draft = await isPreviewing();
  // Drafts are the owner's alone: never kept by a browser's or a CDN's cache.
  const headers = { 'Cache-Control': draft ? 'private, no-store' : CACHE_CONTROL };
  const kept = draft || !key ? undefined : answers.get(key);
  if (kept) return Response.json({ posts: kept }, { headers });
  try {
    const posts = await searchPosts(query, () => {
      // Only a text this server has no answer for reaches the CMS, and spends a server token.
      const wait = server.take(Date.now());
      if (wait > 0) throw tooMany(wait);
    });
    const cards = posts.map(toCard);
    if (!draft && key) answers.set(key, cards);
    return Response.json({ posts: cards }, { headers });
  } catch (error) {
    if (error instanceof Response) return error;
    if (!(error instanceof ContentError)) throw error;
    console.error(`Blog search: ${error.message}`);
    return Response.json(
      { error: blogText.searchFailed },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
