import { createBoundedStore } from '@/lib/bounded-store';

/** Deliveries remembered per process at most: far more than a CMS sends in a few minutes. */
const MAX_DELIVERIES = 10_000;
/** Under its own prefix, apart from the shared cache's keys. */
const KEY_PREFIX = 'site-webhook:';
/** A slow Redis is as good as none: the delivery is then judged by this server's memory. */
const REDIS_TIMEOUT_MS = 500;

type Redis = import('@redis/client').RedisClientType;

/**
 * Remembers deliveries while their signature is accepted (`windowMs`), so a captured one sent again
 * does nothing: per process, and across servers through Redis when given; Redis down or slow, the
 * process's memory still answers.
 */
export function createReplayGuard(windowMs: number, redisUrl?: string) {
  const seen = createBoundedStore<true>({ max: MAX_DELIVERIES, ttl: windowMs });
  let redis: Promise<{ client: Redis; ready: Promise<unknown> }> | undefined;

  function connect(url: string) {
    redis ??= import('@redis/client').then(({ createClient }) => {
      const client = createClient({
        url,
        // Fail at once while disconnected instead of queueing behind a dead connection.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: REDIS_TIMEOUT_MS,
          reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1_000),
        },
      }) as Redis;
      client.on('error', () => {}); // each call falls back to this process's memory
      const ready = new Promise((resolve) => client.once('ready', resolve));
      client.connect().catch(() => {});
      return { client, ready };
    });
    return redis;
  }

  /** True when another server had it, false when new, null when Redis gives no answer in time. */
  async function seenInRedis(url: string, id: string): Promise<boolean | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>(
      (resolve) => (timer = setTimeout(resolve, REDIS_TIMEOUT_MS, null)),
    );
    // The first delivery waits for the first connection; later, a lost one fails the call at once.
    const ask = connect(url).then(async ({ client, ready }) => {
      await ready;
      const options = { condition: 'NX', expiration: { type: 'PX', value: windowMs } } as const;
      return (await client.set(`${KEY_PREFIX}${id}`, '1', options)) === null;
    });
    return Promise.race([ask.catch(() => null), timeout]).finally(() => clearTimeout(timer));
  }

  return {
    /** Whether the delivery `id` (its signature) is new; it is remembered from now on. */
    async isFirst(id: string): Promise<boolean> {
      if (seen.get(id)) return false;
      seen.set(id, true);
      return !(redisUrl && (await seenInRedis(redisUrl, id)));
    },
    /** Lets the process exit (tests). */
    async close() {
      const connection = await redis;
      redis = undefined;
      if (connection?.client.isOpen) connection.client.destroy();
    },
  };
}
