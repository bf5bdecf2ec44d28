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
  const kind = isIP(last);
  return kind === 4 ? last : kind === 6 ? ipv6Client(last) : 'unknown';
}

/**
 * An IPv6 client is its /64: one subscriber holds the whole of it (RFC 6177), and each of its
 * addresses would otherwise have a budget of its own. An IPv4 client written in IPv6 (mapped, or
 * through a NAT64 gateway's 64:ff9b::/96) is its IPv4.
 */
function ipv6Client(address: string): string {
  // The URL parser's form: lower case, one `::`, an IPv4 tail in hex; a zone names no client.
  const host = new URL(`http://[${address.replace(/%.*/, '')}]`).hostname.slice(1, -1);
  const [head, tail] = host.split('::');
  const groups = (part = '') => (part ? part.split(':') : []);
  const zeros = Array<string>(8 - groups(head).length - groups(tail).length).fill('0');
  const all = [...groups(head), ...zeros, ...groups(tail)].map((g) => parseInt(g, 16));
  if (['0,0,0,0,0,65535', '100,65435,0,0,0,0'].includes(all.slice(0, 6).join()))
    return [all[6]! >> 8, all[6]! & 255, all[7]! >> 8, all[7]! & 255].join('.');
  const prefix = all.slice(0, 4).map((g) => g.toString(16));
  return `${prefix.join(':')}::/64`;
}
