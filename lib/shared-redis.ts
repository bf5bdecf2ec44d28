/** A slow Redis is as good as none: the caller then answers from its own process's memory. */
export const REDIS_TIMEOUT_MS = 500;

type Redis = import('@redis/client').RedisClientType;

export function createRedisLink(url: string) {
  let redis: Promise<{ client: Redis; ready: Promise<unknown> }> | undefined;

  function connect() {
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
      client.on('error', () => {}); // each call falls back to its caller's memory
      // The first connection's outcome, either way: unreachable, each call answers at once.
      const ready = new Promise((resolve) => {
        client.once('ready', resolve);
        client.once('error', resolve);
      });
      client.connect().catch(() => {});
      return { client, ready };
    });
    return redis;
  }

  return {
    async ask<T>(call: (client: Redis) => Promise<T>): Promise<T | undefined> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>(
        (resolve) => (timer = setTimeout(resolve, REDIS_TIMEOUT_MS, undefined)),
      );
      // Calls wait for the first connection's outcome; while disconnected, they answer at once.
      const answer = connect().then(async ({ client, ready }) => {
        await ready;
        return client.isReady ? call(client) : undefined;
      });
      return Promise.race([answer.catch(() => undefined), timeout]).finally(() =>
        clearTimeout(timer),
      );
    },
    /** Lets the process exit (tests). */
    async close() {
      const connection = await redis;
      redis = undefined;
      if (connection?.client.isOpen) connection.client.destroy();
    },
  };
}
