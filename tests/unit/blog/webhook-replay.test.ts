/**
 * @jest-environment node
 *
 * A webhook delivery is acted on once (lib/security/replay.ts): in this process, and across
 * servers through a real redis-server started here (tests/multi-server/servers.mjs), which may
 * also be stopped or hung.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import {
  deliveries,
  handleWebhook,
  MAX_CLOCK_SKEW_MS,
  MAX_SIGNATURE_AGE_MS,
} from '@/lib/blog/webhook';
import { createReplayGuard } from '@/lib/security/replay';
import { REDIS_TIMEOUT_MS } from '@/lib/shared-redis';
import { freePort } from '../../../scripts/lib/processes.mjs';
import { fakeClockAt } from '../../fake-clock';
import { startRedis, waitFor } from '../../multi-server/servers.mjs';

const SECRET = 'unit-secret';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const WINDOW_MS = MAX_SIGNATURE_AGE_MS + MAX_CLOCK_SKEW_MS;

async function delivery(body: string, timestamp = NOW) {
  const signature = await encodeSignatureHeader(body, timestamp, SECRET);
  return () =>
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
    });
}

afterAll(() => deliveries.close());

describe('the webhook', () => {
  it('acts on a delivery once; the same delivery again answers 200 and revalidates nothing', async () => {
    const send = await delivery(JSON.stringify({ _type: 'author', _id: 'author-replayed' }));
    const first = await handleWebhook(send(), SECRET, NOW);
    expect(first).toEqual({
      status: 200,
      body: { message: 'Revalidated', revalidated: ['people'] },
      tags: ['people'],
    });
    const replayed = await handleWebhook(send(), SECRET, NOW + 4 * 60_000);
    expect(replayed).toEqual({ status: 200, body: { message: 'Already processed' }, tags: [] });
  });

  it('a new delivery of the same edit (a new signature time) is acted on', async () => {
    const body = JSON.stringify({ _type: 'author', _id: 'author-edited-twice' });
    const first = await handleWebhook((await delivery(body))(), SECRET, NOW);
    const second = await handleWebhook((await delivery(body, NOW + 1))(), SECRET, NOW + 1);
    expect([first.tags, second.tags]).toEqual([['people'], ['people']]);
  });

  it('a delivery that fails a check is not remembered', async () => {
    const send = await delivery('{"_type": ');
    expect((await handleWebhook(send(), SECRET, NOW)).status).toBe(400);
    expect((await handleWebhook(send(), SECRET, NOW)).status).toBe(400);
  });
});

describe('a replay guard in one process', () => {
  afterEach(() => jest.useRealTimers());

  it('remembers a delivery for the window its signature is accepted in, then forgets it', async () => {
    fakeClockAt('2026-11-21T12:00:00Z');
    const guard = createReplayGuard(WINDOW_MS);
    expect(await guard.isFirst('t=1,v1=a')).toBe(true);
    jest.setSystemTime(NOW + WINDOW_MS - 1);
    expect(await guard.isFirst('t=1,v1=a')).toBe(false);
    expect(await guard.isFirst('t=1,v1=b')).toBe(true);
    jest.setSystemTime(NOW + WINDOW_MS + 1);
    expect(await guard.isFirst('t=1,v1=a')).toBe(true);
  });
});

describe('across servers through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'webhook-replay-'));
  const guards: Array<ReturnType<typeof createReplayGuard>> = [];
  const guard = () => {
    const made = createReplayGuard(WINDOW_MS, redis.url);
    guards.push(made);
    return made;
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort(), dir);
  });
  afterAll(async () => {
    await Promise.all(guards.map((made) => made.close()));
    redis.thaw();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a delivery one server acted on does nothing on another, under its own key', async () => {
    const [one, two] = [guard(), guard()];
    // A link's first call also waits for its connection, which a busy machine can stretch past the
    // deadline (a slow Redis counts as none, by design): first, both guards answer through Redis.
    let warm = 0;
    await waitFor('both guards sharing deliveries through Redis', async () => {
      const id = `t=0,v1=warm-${warm++}`;
      await one.isFirst(id);
      return !(await two.isFirst(id));
    });
    expect(await one.isFirst('t=2,v1=shared')).toBe(true);
    expect(await two.isFirst('t=2,v1=shared')).toBe(false);
    expect(await two.isFirst('t=2,v1=other')).toBe(true);

    const { createClient } = await import('@redis/client');
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.keys('*')).toEqual(
        expect.arrayContaining(['site-webhook:t=2,v1=shared', 'site-webhook:t=2,v1=other']),
      );
      const ttl = await client.pTTL('site-webhook:t=2,v1=shared');
      expect(ttl).toBeGreaterThan(WINDOW_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    } finally {
      client.destroy();
    }
  });

  it('a hung Redis: the answer comes from this process within the timeout, never an error', async () => {
    const one = guard();
    expect(await one.isFirst('t=3,v1=before')).toBe(true);
    redis.freeze();
    try {
      expect(await one.isFirst('t=3,v1=hung')).toBe(true);
      expect(await one.isFirst('t=3,v1=hung')).toBe(false);
    } finally {
      redis.thaw();
    }
  });

  it('no Redis at all: the same, from this process', async () => {
    const lone = createReplayGuard(WINDOW_MS, `redis://127.0.0.1:${await freePort()}`);
    guards.push(lone);
    expect(await lone.isFirst('t=4,v1=alone')).toBe(true);
    // Without waiting out the timeout on each call: five that did would take 2.5 s.
    const started = performance.now();
    for (const n of [1, 2, 3, 4, 5]) expect(await lone.isFirst(`t=4,v1=${n}`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(4 * REDIS_TIMEOUT_MS);
    expect(await lone.isFirst('t=4,v1=alone')).toBe(false);
  });
});
