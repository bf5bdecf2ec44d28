import { cacheLife, cacheTag } from 'next/cache';
import { sourceContent } from '@/lib/content';
import { buildRssFeed } from '@/lib/blog/feed';
import { config } from '@/lib/config';
import {
  CONTENT_EXPIRE_SECONDS,
  CONTENT_REVALIDATE_SECONDS,
  CONTENT_TAGS,
} from '@/lib/content/freshness';

/**
 * Cached like the blog's pages: the content's window and tags. the feed's text is one
 * `'use cache'` entry (its `lastBuildDate` is `new Date()`, refused outside one: the route would
 * otherwise be rendered at every request); published posts only, as the feed always was to readers.
 */
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
