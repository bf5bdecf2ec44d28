import { createRedisLink } from '@/lib/shared-redis';
import { now } from '@/lib/clock';
import { CONTENT_EXPIRE_SECONDS } from '@/lib/content/freshness';
import { isRecord } from './outside-values';

/** One hash of every paused source, so the webhook's refresh ends them all at once. */
const PAUSES = 'site-source-pauses';
/** Each read's last good answer, as JSON, under this prefix and the read's name (v: its shape). */
const KEPT = 'site-source-last-good:v1:';

/**
 * What the servers remember of the outside sources. Shared through Redis: one server's 429 pauses
 * every server and one webhook ends it for all, and a server started since the last good answer
 * still has it through an outage (its own memory is empty until it reads). With Redis down or slow,
 * each process goes by what it saw itself.
 */
export function createSourceMemory(redisUrl?: string) {
  const seen = new Map<string, number>();
  const redis = redisUrl ? createRedisLink(redisUrl) : undefined;

  return {
    /** The time `name` may be asked again (0 or past: now). */
    async until(name: string): Promise<number> {
      const shared = await redis?.ask((client) => client.hGet(PAUSES, name));
      if (shared === undefined) return seen.get(name) ?? 0;
      return Number(shared) || 0;
    },
    async pause(name: string, until: number) {
      seen.set(name, until);
      await redis?.ask(async (client) => {
        await client.hSet(PAUSES, name, String(until));
        // The hash outlives its longest pause and no longer (a past time is no pause anyway).
        const left = until - now();
        if (left > (await client.pTTL(PAUSES))) await client.pExpire(PAUSES, left);
      });
    },
    /** Every pause ends now (the owner's refresh); the last good answers stay. */
    async forgetPauses() {
      seen.clear();
      await redis?.ask((client) => client.del(PAUSES));
    },
    /** `value` as the read `name`'s last good answer, kept as long as Next keeps a page. */
    async keep(name: string, value: unknown) {
      if (!redis) return;
      const json = JSON.stringify(value);
      const ttl = { PX: CONTENT_EXPIRE_SECONDS * 1000 };
      await redis.ask((client) => client.set(KEPT + name, json, ttl));
    },
    /**
     * The last good answer of `name` any server kept, if Redis has one of its shape: a list of
     * records, or (not `list`) a record of records.
     */
    async kept(name: string, list: boolean): Promise<object | undefined> {
      const json = await redis?.ask((client) => client.get(KEPT + name));
      try {
        const value: unknown = json && JSON.parse(json);
        const shaped = (list ? Array.isArray(value) : isRecord(value)) && (value as object);
        return shaped && Object.values(shaped).every(isRecord) ? shaped : undefined;
      } catch {
        return undefined;
      }
    },
    close: async () => redis?.close(),
  };
}

export type SourceMemory = ReturnType<typeof createSourceMemory>;
