/**
 * @jest-environment node
 *
 * What the blog search keeps: a bounded store in memory (lib/bounded-store.ts), never Next's cache.
 */
import { toCard } from '@/lib/blog/card';
import { SEARCH_STORE_BYTES, SEARCH_STORE_ENTRIES, searchAnswers } from '@/lib/blog/search-store';
import { createBoundedStore } from '@/lib/bounded-store';
import { createContent } from '@/lib/content';
import type { ContentCache } from '@/lib/content/cache';
import { createBundledSource } from '@/lib/content/source';
import { DATASET_FILE } from '../../integration/cms-server';

describe('a bounded store', () => {
  it('forgets an entry once its time is up', () => {
    const store = createBoundedStore<string>({ maxEntries: 10, ttlMs: 60_000 });
    store.set('lytic', 'answer', 1_000);
    expect(store.get('lytic', 60_999)).toBe('answer');
    expect(store.get('lytic', 61_000)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('past its entry cap, forgets the least recently used first', () => {
    const store = createBoundedStore<number>({ maxEntries: 2, ttlMs: 60_000 });
    store.set('a', 1, 0);
    store.set('b', 2, 0);
    expect(store.get('a', 1)).toBe(1); // now b is the least recently used
    store.set('c', 3, 2);
    expect([store.get('a', 3), store.get('b', 3), store.get('c', 3)]).toEqual([1, undefined, 3]);
    expect(store.size).toBe(2);
  });

  it('past its byte cap too, and never keeps one value larger than the cap', () => {
    const store = createBoundedStore<string>({
      maxEntries: 100,
      maxBytes: 30,
      ttlMs: 60_000,
      sizeOf: (value) => value.length,
    });
    store.set('a', 'x'.repeat(10), 0);
    store.set('b', 'x'.repeat(10), 0);
    expect(store.bytes).toBe(22);
    store.set('c', 'x'.repeat(10), 0);
    expect(store.get('a', 0)).toBeUndefined();
    expect(store.bytes).toBe(22);
    store.set('d', 'x'.repeat(40), 0);
    expect(store.get('d', 0)).toBeUndefined();
    expect(store.bytes).toBe(22);
  });
});

describe('the search answers', () => {
  it('a flood of 1,000 distinct texts with full answers stays within the stated caps', async () => {
    const posts = await createContent(createBundledSource(DATASET_FILE)).getPosts();
    const cards = posts.slice(0, 24).map(toCard);
    const answerBytes = JSON.stringify(cards).length;
    expect(answerBytes * 1_000).toBeGreaterThan(SEARCH_STORE_BYTES); // the flood would not fit
    for (let i = 0; i < 1_000; i++) searchAnswers.set(`made-up text ${i}`, cards, 0);
    expect(searchAnswers.bytes).toBeLessThanOrEqual(SEARCH_STORE_BYTES);
    expect(searchAnswers.size).toBeLessThanOrEqual(SEARCH_STORE_ENTRIES);
    expect(searchAnswers.size).toBe(
      Math.floor(SEARCH_STORE_BYTES / (answerBytes + 'made-up text 999'.length)),
    );
    // The newest texts are the ones kept, and only for the content's window.
    expect(searchAnswers.get('made-up text 999', 59_999)).toEqual(cards);
    expect(searchAnswers.get('made-up text 0', 0)).toBeUndefined();
    expect(searchAnswers.get('made-up text 998', 60_000)).toBeUndefined();
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
