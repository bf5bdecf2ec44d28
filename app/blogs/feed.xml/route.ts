import { getFeedPosts } from '@/lib/content';
import { buildRssFeed } from '@/lib/blog/feed';
import { config } from '@/lib/config';

/** Cached like the blog's pages: the content's window and tags (lib/content/cache.ts). */
export const dynamic = 'force-static';

export async function GET() {
  return new Response(buildRssFeed(await getFeedPosts(), config.siteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
