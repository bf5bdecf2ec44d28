/**
 * A map that forgets, for what the server keeps on behalf of strangers (search answers, rate-limit
 * buckets, webhook deliveries): an entry lives `ttlMs` after it was last set, and past
 * `maxEntries` entries or `maxBytes` (as `sizeOf` counts them) the least recently used leave
 * first. No number of requests grows it past its caps, and nothing of it reaches the disk.
 */
export function createBoundedStore<V>({
  maxEntries,
  ttlMs,
  maxBytes = Infinity,
  sizeOf = () => 0,
}: {
  maxEntries: number;
  ttlMs: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: V; bytes: number; expires: number }>();
  let bytes = 0;
  const take = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      bytes -= entry.bytes;
    }
    return entry;
  };
  return {
    get(key: string, now: number): V | undefined {
      const entry = take(key);
      if (!entry || entry.expires <= now) return undefined;
      entries.set(key, entry);
      bytes += entry.bytes;
      return entry.value;
    },
    set(key: string, value: V, now: number): void {
      take(key);
      const size = key.length + sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size, expires: now + ttlMs });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        take(oldest);
      }
    },
    /** Entries held now, and their bytes as `sizeOf` counts them. */
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
