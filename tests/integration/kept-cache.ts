import type { ContentCache, ContentTag } from '@/lib/content/cache';

/**
 * A stand-in for Next's data cache, for tests of the content layer outside Next: answers kept by
 * key with their tags, a failed read not kept, and `revalidate(tag)` forgets the tagged ones.
 */
export function keptCache() {
  const entries = new Map<string, { tags: readonly ContentTag[]; value: Promise<unknown> }>();
  const cache: ContentCache = <T>(
    key: readonly string[],
    tags: readonly ContentTag[],
    load: () => Promise<T>,
  ) => {
    const id = JSON.stringify(key);
    const kept = entries.get(id);
    if (kept) return kept.value as Promise<T>;
    const value = load();
    entries.set(id, { tags, value });
    value.catch(() => entries.delete(id));
    return value;
  };
  return {
    cache,
    entries,
    revalidate(tag: ContentTag) {
      for (const [id, entry] of entries) if (entry.tags.includes(tag)) entries.delete(id);
    },
  };
}
