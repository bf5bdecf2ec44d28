import { getFeedPosts } from '@/lib/content';
import { buildRssFeed } from '@/lib/blog/feed';
import { config } from '@/lib/config';

export const revalidate = 60;

export async function GET() {
  const posts = await getFeedPosts();
  return new Response(buildRssFeed(posts, config.siteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
