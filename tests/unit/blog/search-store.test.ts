/**
 * @jest-environment node
 *
 * What the blog search keeps (lib/blog/search-store.ts): answers in memory, never in Next's cache.
 */
import { toCard } from '@/lib/blog/card';
import { SEARCH_STORE_BYTES, SEARCH_STORE_ENTRIES, searchAnswers } from '@/lib/blog/search-store';
import { createContent } from '@/lib/content';
import type { ContentCache } from '@/lib/content/cache';
import { createBundledSource } from '@/lib/content/source';
import { DATASET_FILE } from '../../integration/cms-server';
import { fakeClockAt } from '../../fake-clock';

describe('the search answers', () => {
  afterEach(() => jest.useRealTimers());

  it('a flood of 1,000 distinct texts with full answers stays within the stated caps', async () => {
    const posts = await createContent(createBundledSource(DATASET_FILE)).getPosts();
    const cards = posts.slice(0, 24).map(toCard);
    const answerBytes = JSON.stringify(cards).length;
    expect(answerBytes * 1_000).toBeGreaterThan(SEARCH_STORE_BYTES); // the flood would not fit
    fakeClockAt('2026-11-21T12:00:00Z');
    const start = Date.now();
    for (let i = 0; i < 1_000; i++) searchAnswers.set(`made-up text ${i}`, cards);
    expect(searchAnswers.calculatedSize).toBeLessThanOrEqual(SEARCH_STORE_BYTES);
    expect(searchAnswers.size).toBeLessThanOrEqual(SEARCH_STORE_ENTRIES);
    expect(searchAnswers.size).toBe(
      Math.floor(SEARCH_STORE_BYTES / (answerBytes + 'made-up text 999'.length)),
    );
    // The newest texts are the ones kept, and only for the content's window.
    jest.setSystemTime(start + 60_000);
    expect(searchAnswers.get('made-up text 999')).toEqual(cards);
    expect(searchAnswers.get('made-up text 0')).toBeUndefined();
    jest.setSystemTime(start + 60_001);
    expect(searchAnswers.get('made-up text 998')).toBeUndefined();
  });

  it('lib/content never puts a search through the cache (its entries reach the disk)', async () => {
    const keys: string[] = [];
    const cache: ContentCache = (key, _tags, load) => {
      keys.push(key[1]!);
      return load();
    };
    const content = createContent(createBundledSource(DATASET_FILE), { cache });
    const found = await content.searchPosts('biofilm');
    expect(found.length).toBeGreaterThan(0);
    expect(keys).toEqual([]);
  });
});
