import { createBoundedStore } from '@/lib/bounded-store';
import { createRedisLink } from '@/lib/shared-redis';

/** Deliveries remembered per process at most: far more than a CMS sends in a few minutes. */
const MAX_DELIVERIES = 10_000;
/** Under its own prefix, apart from the shared cache's keys. */
const KEY_PREFIX = 'site-webhook:';

/** A replayed delivery does nothing: per process, and across servers through Redis when given. */
export function createReplayGuard(windowMs: number, redisUrl?: string) {
  const seen = createBoundedStore<true>({ max: MAX_DELIVERIES, ttl: windowMs });
  const redis = redisUrl ? createRedisLink(redisUrl) : undefined;
  const options = { condition: 'NX', expiration: { type: 'PX', value: windowMs } } as const;

  return {
    /** `id` is the delivery's signature; it is remembered from now on. */
    async isFirst(id: string): Promise<boolean> {
      if (seen.get(id)) return false;
      seen.set(id, true);
      // Another server had it when Redis's set-if-absent did nothing.
      const elsewhere = await redis?.ask(
        async (client) => (await client.set(`${KEY_PREFIX}${id}`, '1', options)) === null,
      );
      return !elsewhere;
    },
    close: async () => redis?.close(),
  };
}
