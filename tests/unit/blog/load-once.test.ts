/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetLoadsInFlight, loadOnce } from '@/lib/content/cache';
import { freePort } from '../../../scripts/lib/processes.mjs';
import { startRedis, waitFor, webhooksElsewhere } from '../../multi-server/servers.mjs';

/** A load whose answer the test gives, counting how often it was started. */
function gated() {
  const started: Array<(value: string) => void> = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { load, started };
}

/** Lets a read look up its tags and start or join a load. */
const looked = () => new Promise((resolve) => setImmediate(resolve));

/** The clock is faked; `looked` still runs. */
const fakeClock = () =>
  jest.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z'), doNotFake: ['setImmediate'] });

describe('loads of one key are shared within a process', () => {
  beforeEach(() => {
    fakeClock();
    forgetLoadsInFlight();
  });
  afterEach(() => jest.useRealTimers());

  it('a read that missed the stored answer joins the load that finished, with no revalidation since', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', ['posts'], load);
    await looked();
    jest.advanceTimersByTime(200);
    started[0]!('answer');
    await expect(first).resolves.toBe('answer');
    // Next stores an answer some time after it is returned: a lookup in between found none.
    jest.advanceTimersByTime(50);
    await expect(loadOnce('k', ['posts'], load)).resolves.toBe('answer');
    expect(started).toHaveLength(1);
  });

  it('reads during a load join it; a failed load is not joined afterwards', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('source down')));
    const reads = Promise.allSettled([1, 2, 3].map(() => loadOnce('k', ['posts'], failing)));
    await looked();
    expect(failing).toHaveBeenCalledTimes(1);
    for (const read of await reads) expect(read).toMatchObject({ reason: Error('source down') });
    await expect(loadOnce('k', ['posts'], () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('a webhook forgets every load, in flight or finished', async () => {
    const { load, started } = gated();
    void loadOnce('k', ['posts'], load);
    await looked();
    forgetLoadsInFlight();
    void loadOnce('k', ['posts'], load);
    await looked();
    expect(started).toHaveLength(2);
    // The forgotten load ending, then let go, leaves the load begun since to be joined.
    started[0]!('before the edit');
    await looked();
    jest.advanceTimersByTime(30_000);
    void loadOnce('k', ['posts'], load);
    await looked();
    expect(started).toHaveLength(2);
  });

  it('a finished load is let go after 30 s', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', [], load);
    await looked();
    started[0]!('answer');
    await first;
    jest.advanceTimersByTime(29_999);
    void loadOnce('k', [], load);
    await looked();
    expect(started).toHaveLength(1);
    jest.advanceTimersByTime(1);
    void loadOnce('k', [], load);
    await looked();
    expect(started).toHaveLength(2);
  });
});

describe('servers sharing a cache', () => {
  const saved = process.env.SHARED_CACHE;
  beforeEach(() => {
    process.env.SHARED_CACHE = '1';
    fakeClock();
  });
  afterEach(() => {
    jest.useRealTimers();
    if (saved === undefined) delete process.env.SHARED_CACHE;
    else process.env.SHARED_CACHE = saved;
  });

  it('a load begun before its tags were revalidated (by any server) is not joined; one begun after is', async () => {
    await jest.isolateModulesAsync(async () => {
      const cache = await import('@/lib/content/cache');
      // Another server's webhook reaches this one through the shared tag table only.
      const { markTags } = await import('@/lib/cache/shared-cache-handler.mjs');
      cache.forgetLoadsInFlight();
      const { load, started } = gated();
      const first = cache.loadOnce('k', ['posts'], load);
      await looked();
      started[0]!('before the edit');
      await first;
      jest.advanceTimersByTime(1);
      await markTags(['posts'], { expire: 31_536_000 });
      jest.advanceTimersByTime(1);

      const second = cache.loadOnce('k', ['posts'], load);
      await looked();
      expect(started).toHaveLength(2);
      started[1]!('after the edit');
      await expect(second).resolves.toBe('after the edit');
      await expect(cache.loadOnce('k', ['posts'], load)).resolves.toBe('after the edit');
      expect(started).toHaveLength(2);
    });
  });
});

describe('servers sharing a cache, their Redis hung', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-once-'));
  const saved = process.env.REDIS_URL;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis(await freePort(), dir);
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    // The handler's client would keep reconnecting to the stopped Redis.
    const shared = (globalThis as Record<symbol, { redis?: { client: { destroy(): void } } }>)[
      Symbol.for('phages.shared-cache')
    ];
    shared?.redis?.client.destroy();
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
    redis.thaw();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a load older than another server’s webhook seen here is not joined', async () => {
    await jest.isolateModulesAsync(async () => {
      const cache = await import('@/lib/content/cache');
      const { tagTimes } = await import('@/lib/cache/shared-cache-handler.mjs');
      cache.forgetLoadsInFlight();
      await expect(cache.loadOnce('k', ['posts'], async () => 'before')).resolves.toBe('before');
      const loaded = Date.now();
      const elsewhere = webhooksElsewhere(redis.url, ['posts']);
      try {
        // Seen in a read of the table on other business.
        await waitFor('the revalidation seen here', async () => {
          await tagTimes(['people']);
          return ((await tagTimes(['*']))[0]?.stale ?? 0) > loaded;
        });
      } finally {
        await elsewhere.stop();
      }
      redis.freeze();
      try {
        await expect(cache.loadOnce('k', ['posts'], async () => 'after')).resolves.toBe('after');
      } finally {
        redis.thaw();
      }
    });
  });
});
