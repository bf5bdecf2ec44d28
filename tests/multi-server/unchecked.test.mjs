// The two cache handlers beside a real redis-server that stops answering: what a server does with a
// copy it cannot check against the tag table every server's webhook writes to, and with a webhook
// whose mark the table could not take.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, startRedis, waitFor, webhooksElsewhere } from './servers.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'phages-unchecked-'));
const PAGE_CTX = { cacheControl: { revalidate: 60, expire: 31536000 } };
let redisPort;
let redis;
let handler;
let pages;
let data;

before(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort, work);
  // The handlers read their Redis from the environment, as a server does.
  process.env.REDIS_URL = redis.url;
  handler = await import('../../lib/cache/shared-cache-handler.mjs');
  pages = new handler.default();
  data = (await import('../../lib/cache/shared-use-cache-handler.mjs')).default;
});

after(async () => {
  // The handlers' client would keep reconnecting to the stopped Redis.
  globalThis[Symbol.for('phages.shared-cache')]?.redis?.client.destroy();
  redis.thaw();
  await redis.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A `'use cache'` entry as Next hands it over, made now, with a 60-second window. */
const dataEntry = (text, tags) =>
  Promise.resolve({
    value: new Blob([text]).stream(),
    tags,
    stale: 300,
    timestamp: performance.timeOrigin + performance.now(),
    expire: 31_536_000,
    revalidate: 60,
  });

const page = (html) => ({ kind: 'APP_PAGE', html, headers: {}, status: 200 });

/** Runs `check` while Redis is hung: connected, answering nothing. */
async function whileHung(check) {
  redis.freeze();
  try {
    await check();
  } finally {
    redis.thaw();
  }
}

test('copies made before another server’s webhook seen here are stale while the table does not answer', async () => {
  await data.set('posts-list', dataEntry('the list', ['posts']));
  await pages.set('/route-cache/before', page('<p>before</p>'), PAGE_CTX);
  const made = Date.now();
  // Another server revalidates `posts`; this one sees it in a read of the table on other business.
  const elsewhere = webhooksElsewhere(redis.url, ['posts']);
  try {
    await waitFor('the revalidation seen here', async () => {
      await handler.tagTimes(['people']);
      return (await handler.tagTimes(['*']))[0].stale > made;
    });
  } finally {
    await elsewhere.stop();
  }
  await whileHung(async () => {
    const entry = await data.get('posts-list', []);
    assert.equal(entry.revalidate, -1, 'served once more, and read again');
    assert.equal(await new Response(entry.value).text(), 'the list');
    const before = await pages.get('/route-cache/before', {});
    assert.equal(before.value.html, '<p>before</p>');
    assert.ok(Date.now() - before.lastModified > 60_000, 'served once more, and regenerated');
  });
});

test('copies made after the last revalidation known here stay fresh while the table does not answer', async () => {
  await data.set('after', dataEntry('made after', ['posts']));
  await pages.set('/route-cache/after', page('<p>after</p>'), PAGE_CTX);
  const written = (await pages.get('/route-cache/after', {})).lastModified;
  await whileHung(async () => {
    assert.equal((await data.get('after', [])).revalidate, 60);
    assert.equal((await pages.get('/route-cache/after', {})).lastModified, written);
  });
});

/** Runs `task` with a client of the test's own, then closes it. */
async function withClient(task) {
  const { createClient } = await import('@redis/client');
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    client.destroy();
  }
}

/** Until the shared table holds a `research` mark made at `marked` or later. */
const markShared = (client, marked) =>
  waitFor(
    'the mark in the shared table',
    async () => {
      const mark = await client.hGet(handler.TAGS_KEY, 'research');
      return mark !== null && JSON.parse(mark).stale >= marked;
    },
    // The handler reconnects within 1 s, tries again within 1 s; the ceiling ends a hung run.
    30_000,
  );

test('a webhook that reached this server while Redis was down reaches the table once it is back', async () => {
  await redis.stop();
  const marked = Date.now();
  await pages.revalidateTag(['research'], { expire: 31536000 });
  redis = await startRedis(redisPort, work);
  await withClient((client) => markShared(client, marked));
});

test('a mark the table refused when Redis came back is tried again', async () => {
  // Redis comes back with a table it cannot read (saved to disk, loaded at its start).
  await withClient(async (client) => {
    await client.set(handler.TAGS_KEY, 'not a table');
    await client.sendCommand(['SAVE']);
  });
  await redis.stop();
  const marked = Date.now();
  await pages.revalidateTag(['research'], { expire: 31536000 });
  redis = await startRedis(redisPort, work);
  await withClient(async (client) => {
    await waitFor('the mark refused', async () => {
      const stats = await client.info('commandstats');
      return Number(/cmdstat_hmget:.*failed_calls=(\d+)/.exec(stats)?.[1]) > 0;
    });
    await client.del(handler.TAGS_KEY);
    await markShared(client, marked);
  });
});
