import { createRedisLink } from '@/lib/shared-redis';
import { now } from '@/lib/clock';

/** One hash of every paused source, so the webhook's refresh ends them all at once. */
const KEY = 'site-source-pauses';

/**
 * When each outside request may be asked again after a failure (its `Retry-After`, or our pause).
 * Shared through Redis, one server's 429 pauses every server and one webhook ends it for all; with
 * Redis down or slow, each process goes by what it saw itself.
 */
export function createSourcePauses(redisUrl?: string) {
  const seen = new Map<string, number>();
  const redis = redisUrl ? createRedisLink(redisUrl) : undefined;

  return {
    /** The time `name` may be asked again (0 or past: now). */
    async until(name: string): Promise<number> {
      const shared = await redis?.ask((client) => client.hGet(KEY, name));
      if (shared === undefined) return seen.get(name) ?? 0;
      return Number(shared) || 0;
    },
    async pause(name: string, until: number) {
      seen.set(name, until);
      await redis?.ask(async (client) => {
        await client.hSet(KEY, name, String(until));
        // The hash outlives its longest pause and no longer (a past time is no pause anyway).
        const left = until - now();
        if (left > (await client.pTTL(KEY))) await client.pExpire(KEY, left);
      });
    },
    /** Every pause ends now (the owner's refresh). */
    async forget() {
      seen.clear();
      await redis?.ask((client) => client.del(KEY));
    },
    close: async () => redis?.close(),
  };
}

export type SourcePauses = ReturnType<typeof createSourcePauses>;
