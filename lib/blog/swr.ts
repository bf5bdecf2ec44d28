import { CONTENT_REVALIDATE_SECONDS } from '@/lib/content/freshness';

export const POSTS_SWR_KEY = 'sanity-posts';
// The content's one window: the browser asks no more often than the server reads anew.
export const POSTS_STALE_MS = CONTENT_REVALIDATE_SECONDS * 1000;
export const POSTS_RETRY_COUNT = 3;

/** 1 s, 2 s, 4 s, … never more than 30 s (retryCount starts at 1). */
export function retryDelay(retryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retryCount - 1), 30_000);
}
