import { getPosts } from '@/lib/content';
import { toCard } from '@/lib/blog/card';

// Cached like the index page; a failure throws, so Next keeps the last good list.
export async function GET() {
  return Response.json({ posts: (await getPosts()).map(toCard) });
}
