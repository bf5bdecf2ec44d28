import { isIP } from 'node:net';
import { createBoundedStore } from '@/lib/bounded-store';

/** Per process on purpose: each bucket limits this server's own work (search, draft-mode link, CSP reports). */
export function createBucket(burst: number, perSecond: number) {
  let tokens = burst;
  let at = 0;
  return {
    /** 0, or the whole seconds until a token is there. */
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

const MAX_CLIENTS = 10_000;

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
 * The last X-Forwarded-For hop, the one the owner's proxy appends (Next sets the peer's when there
 * is none); earlier hops are the client's own words. A non-IP is one shared "unknown" client.
 */
export function clientAddress(request: Request): string {
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  return isIP(last) ? last : 'unknown';
}
