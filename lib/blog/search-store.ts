import { CONTENT_REVALIDATE_SECONDS } from '@/lib/content/freshness';
import { createBoundedStore } from '@/lib/bounded-store';
import type { PostCardData } from './card';

/** A full answer (24 cards) is about 12 kB: the cap holds a few hundred of them. */
export const SEARCH_STORE_ENTRIES = 1_000;
export const SEARCH_STORE_BYTES = 4 * 1024 * 1024;

/**
 * The search's cards by searchKey, in memory for the content's window; never in Next's cache, which
 * reaches the disk and Redis: a flood of made-up texts costs at most SEARCH_STORE_BYTES.
 */
export const searchAnswers = createBoundedStore<PostCardData[]>({
  max: SEARCH_STORE_ENTRIES,
  maxSize: SEARCH_STORE_BYTES,
  ttl: CONTENT_REVALIDATE_SECONDS * 1000,
  sizeCalculation: (cards, text) => text.length + JSON.stringify(cards).length,
});
