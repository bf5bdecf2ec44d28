import { cacheLife, cacheTag } from 'next/cache';
import { sourceContent } from '@/lib/content';
import { buildRssFeed } from '@/lib/blog/feed';
import { config } from '@/lib/config';
import {
  CONTENT_EXPIRE_SECONDS,
  CONTENT_REVALIDATE_SECONDS,
  CONTENT_TAGS,
} from '@/lib/content/freshness';

/** Outside `'use cache'`, `lastBuildDate` (`new Date()`) would render it at every request. */
async function feedText() {
  'use cache';
  cacheTag(CONTENT_TAGS.posts, CONTENT_TAGS.taxonomy, CONTENT_TAGS.people);
  cacheLife({ revalidate: CONTENT_REVALIDATE_SECONDS, expire: CONTENT_EXPIRE_SECONDS });
  return buildRssFeed(await sourceContent().getFeedPosts(), config.siteUrl);
}

export async function GET() {
  return new Response(await feedText(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
