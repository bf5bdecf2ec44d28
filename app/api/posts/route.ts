import { getPosts } from '@/lib/content';
import { toCard } from '@/lib/blog/card';

// The index's search list, cached like the page (its window and tags); a failure throws, so Next
// keeps the last good list. prerendered by Cache Components (its read is 'use cache').
export async function GET() {
  return Response.json({ posts: (await getPosts()).map(toCard) });
}
