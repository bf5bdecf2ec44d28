import { isIP } from 'node:net';
import { createBoundedStore } from '@/lib/bounded-store';

/**
 * Token buckets: `burst` requests at once, then `perSecond`. Per process on purpose: each limits
 * this server's own work (the blog search, the draft-mode link).
 */
export function createBucket(burst: number, perSecond: number) {
  let tokens = burst;
  let at = 0;
  return {
    /** Takes a token; answers 0, or the whole seconds until one is there. */
    take(now: number): number {
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

/** Client buckets kept at most; past it the least recently used are forgotten. */
const MAX_CLIENTS = 10_000;

/** One bucket per client address, created on first use. */
export function createClientBuckets(burst: number, perSecond: number) {
  // An idle bucket refills to full in burst / perSecond seconds: forgetting it then changes nothing.
  const buckets = createBoundedStore<ReturnType<typeof createBucket>>({
    max: MAX_CLIENTS,
    ttl: (burst / perSecond) * 1000,
  });
  return {
    take(client: string, now: number): number {
      const bucket = buckets.get(client) ?? createBucket(burst, perSecond);
      buckets.set(client, bucket);
      return bucket.take(now);
    },
  };
}

/**
 * The client's address: the last X-Forwarded-For hop, the one the owner's proxy appends (nginx's
 * $proxy_add_x_forwarded_for; Next sets the peer's address when there is none). The hops before it
 * are the client's own words. Anything but an IP address counts as one shared "unknown" client.
 */
export function clientAddress(request: Request): string {
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  return isIP(last) ? last : 'unknown';
}
