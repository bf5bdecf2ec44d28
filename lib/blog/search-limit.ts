/**
 * Token buckets for the blog search (app/api/search/route.ts): each client address may search
 * 30 times at once, then once a second; the whole server asks the CMS about new texts 60 times at
 * once, then twice a second (answers already kept cost nothing). Past either, the search answers
 * 429 with Retry-After. Per process on purpose: a limit on this server's own work.
 */
export const CLIENT_BURST = 30;
export const CLIENT_PER_SECOND = 1;
export const SERVER_BURST = 60;
export const SERVER_PER_SECOND = 2;
/** Client buckets kept at most; past it the fullest ones (idle clients) are forgotten. */
const MAX_CLIENTS = 10_000;

export interface Bucket {
  /** Takes a token; answers 0, or the whole seconds until one is there. */
  take(now: number): number;
}

export function createBucket(burst: number, perSecond: number): Bucket {
  let tokens = burst;
  let at = 0;
  return {
    take(now) {
      tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.ceil((1 - tokens) / perSecond);
    },
  };
}

/** One bucket per client address, created on first use. */
export function createClientBuckets(burst = CLIENT_BURST, perSecond = CLIENT_PER_SECOND) {
  const buckets = new Map<string, { bucket: Bucket; at: number }>();
  return {
    take(client: string, now: number): number {
      let entry = buckets.get(client);
      if (!entry) {
        // An idle bucket refills to full in burst / perSecond seconds: forgetting it changes nothing.
        if (buckets.size >= MAX_CLIENTS)
          for (const [key, kept] of buckets)
            if (now - kept.at >= (burst / perSecond) * 1000) buckets.delete(key);
        if (buckets.size >= MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string);
        entry = { bucket: createBucket(burst, perSecond), at: now };
        buckets.set(client, entry);
      }
      entry.at = now;
      return entry.bucket.take(now);
    },
  };
}

/** The client's address: the first X-Forwarded-For hop (Next sets it to the peer's address). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
