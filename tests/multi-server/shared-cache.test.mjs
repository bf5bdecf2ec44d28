// Two `next start` servers of the same build, each with its own copy of .next (its own local
// disk), sharing one cache through a real redis-server, and one blog dataset (the "CMS").
// Needs the browser tests' build: `npm run build:e2e`, then `npm run test:servers`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createClient } from '@redis/client';
import { postWebhook, writeDataset as writeBlogDataset } from '../../scripts/lib/blog-edit.mjs';
import { freePort, startNext, startRedis, waitFor } from './servers.mjs';

const SECRET = 'multi-server-webhook-secret';
const FIXTURE = path.join(process.cwd(), 'tests', 'fixtures', 'blog', 'e2e.ndjson');
const SLUG = 'lytic-and-lysogenic-cycles';
const ORIGINAL = 'Lytic or Lysogenic: How a Phage Decides';
const NEW_SLUG = 'phage-published-a-moment-ago';
/** A webhook on one server reaches the others within this: their copies are stale. */
const CROSS_SERVER_MS = 2000;
/**
 * A page's longest answer without Redis. The handler waits at most one command timeout (0.5 s);
 * without it a hanging Redis holds a page for good. The rest is the render, which a busy machine
 * slows down (6 s seen at load 14), so the limit only tells an answer from a hang.
 */
const PAGE_WITHOUT_REDIS_MS = 20_000;
/** Every page family, each answered by both servers while Redis is down. */
const PAGES = [
  '/',
  '/about',
  '/blogs',
  `/blogs/${SLUG}`,
  '/research',
  '/blogs/category/phage-biology',
  '/blogs/tag/lysogeny',
  '/blogs/feed.xml',
  '/api/posts',
  '/sitemap.xml',
];

const work = mkdtempSync(path.join(tmpdir(), 'phages-shared-cache-'));
const dataset = path.join(work, 'blog.ndjson');
const fixture = readFileSync(FIXTURE, 'utf8');
let redisPort;
let redis;
let env;
let a;
let b;
/** The title the shared cache holds for SLUG after the webhook test. */
let edited;

/** The CMS changes. */
const writeDataset = (text) => writeBlogDataset(dataset, text);

function withTitle(title) {
  const text = fixture.replace(`"title":"${ORIGINAL}"`, `"title":"${title}"`);
  assert.notEqual(text, fixture);
  return text;
}

/** The fixture plus a post copied from SLUG under a new id, slug and title. */
function withNewPost(text, title) {
  const line = text.split('\n').find((l) => l.includes(`"current":"${SLUG}"`));
  const post = JSON.parse(line);
  Object.assign(post, {
    _id: `post-${NEW_SLUG}`,
    title,
    slug: { _type: 'slug', current: NEW_SLUG },
    publishedAt: new Date().toISOString(),
  });
  return `${text.trimEnd()}\n${JSON.stringify(post)}\n`;
}

async function webhook(server, slug) {
  const response = await postWebhook(server.origin, SECRET, slug);
  assert.equal(response.status, 200, await response.text());
}

async function page(server, pathname) {
  const response = await fetch(`${server.origin}${pathname}`, {
    redirect: 'manual',
    // Only ends a hung request; the tests assert their own, much shorter, limits.
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  };
}

/** Waits until `server` serves `pathname` from the cache (HIT, so fresh) holding `text`. */
const freshCopy = (server, pathname, text = '') =>
  waitFor(`a fresh ${pathname} on ${server.origin}`, async () => {
    const { cache, html } = await page(server, pathname);
    return cache === 'HIT' && html.includes(text);
  });

/**
 * Milliseconds until `server` no longer answers `pathname` as fresh from its copy (`known`: the
 * shared cache's part, promised within CROSS_SERVER_MS), and until it shows `text` (`shown`: that,
 * plus the page's render, whose time is the machine's; printed, and the ceiling ends a hung run).
 */
async function untilShown(server, pathname, text) {
  const start = Date.now();
  let known;
  await waitFor(
    `${text} on ${server.origin}${pathname}`,
    async () => {
      const { status, cache, html } = await page(server, pathname);
      const shown = status === 200 && html.includes(text);
      if (known === undefined && (shown || cache !== 'HIT')) known = Date.now() - start;
      return shown;
    },
    30_000,
  );
  const times = { known, shown: Date.now() - start };
  console.log(`${server.origin}${pathname}: ${JSON.stringify(times)} ms`);
  return times;
}

/** Both servers answer every page with 200, each in less than PAGE_WITHOUT_REDIS_MS. */
async function everyPageAnswers() {
  for (const server of [a, b]) {
    for (const pathname of PAGES) {
      const start = Date.now();
      const { status } = await page(server, pathname);
      const ms = Date.now() - start;
      assert.equal(status, 200, `${server.origin}${pathname}`);
      assert.ok(ms < PAGE_WITHOUT_REDIS_MS, `${server.origin}${pathname} took ${ms} ms`);
    }
  }
}

/** Runs `read` with a client of the shared Redis, then closes it. */
async function withRedis(read) {
  const client = createClient({ url: redis.url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.quit();
  }
}

/** How many servers hold a connection to Redis (the handler names it after its process). */
const cacheClients = () =>
  withRedis(async (client) => {
    const names = (await client.clientList()).map((c) => c.name);
    return new Set(names.filter((name) => name.startsWith('site-cache-'))).size;
  });

before(async () => {
  writeDataset(fixture);
  redisPort = await freePort();
  redis = await startRedis(redisPort, work);
  env = { REDIS_URL: redis.url, SANITY_REVALIDATE_SECRET: SECRET, BLOG_DATASET_PATH: dataset };
  [a, b] = await Promise.all([startNext(env), startNext(env)]);
  await waitFor('both servers connected to Redis', async () => (await cacheClients()) === 2);
});

after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a page one server rendered is served by the other from the shared cache', async () => {
  for (const pathname of ['/about', '/research']) {
    assert.equal((await page(a, pathname)).status, 200, pathname);
    const { status, cache } = await page(b, pathname);
    assert.equal(status, 200, pathname);
    assert.equal(cache, 'HIT', pathname);
  }
});

test(`a signed webhook sent to A reaches B within ${CROSS_SERVER_MS} ms, and B shows the edit`, async () => {
  // A fresh copy of the unedited article in the shared cache, seen by B: from here on, the
  // 60-second window cannot end before the checks below, so any change is the webhook's doing.
  await webhook(a, SLUG);
  await freshCopy(b, `/blogs/${SLUG}`, ORIGINAL);
  edited = `${ORIGINAL} (edited ${Date.now()})`;
  writeDataset(withTitle(edited));
  const before = await page(b, `/blogs/${SLUG}`);
  assert.equal(before.cache, 'HIT');
  assert.ok(before.html.includes(ORIGINAL) && !before.html.includes(edited));

  await webhook(a, SLUG);
  assert.ok((await untilShown(b, `/blogs/${SLUG}`, edited)).known < CROSS_SERVER_MS);
  assert.ok((await untilShown(b, '/blogs', edited)).known < CROSS_SERVER_MS);
});

test('a webhook leaves the pages the build rendered once as they were, on both servers', async () => {
  // Some of the pages tests/built-once.ts lists: they read nothing a webhook changes.
  const builtOnce = ['/', '/books', '/contact'];
  for (const pathname of builtOnce) assert.equal((await page(a, pathname)).status, 200);
  await webhook(a, SLUG);
  for (const server of [a, b])
    for (const pathname of builtOnce) {
      const { cache } = await page(server, pathname);
      assert.equal(cache, 'HIT', `${server.origin}${pathname}`);
    }
});

test('a post published a moment ago answers 200 on B', async () => {
  const title = `Published ${Date.now()}`;
  writeDataset(withNewPost(readFileSync(dataset, 'utf8'), title));
  await webhook(a, NEW_SLUG);
  // B renders it on its first answer: its time is the render's (printed).
  await untilShown(b, `/blogs/${NEW_SLUG}`, title);
});

test('B restarted with an empty disk serves the shared copies without rendering them', async () => {
  assert.ok(edited, 'needs the webhook test first');
  // Fresh shared copies, rendered by A (the last webhook expired the listing's).
  const pages = [`/blogs/${SLUG}`, '/blogs'];
  for (const pathname of pages) await freshCopy(a, pathname, edited);
  await b.stop();
  // Whatever B renders now carries the original title; the shared copies carry the edited one.
  writeDataset(withNewPost(fixture, 'Not what the cache holds'));
  b = await startNext(env);
  for (const pathname of pages) {
    const { status, cache, html } = await page(b, pathname);
    assert.equal(status, 200, pathname);
    // STALE: served from the cache, and regenerated after the answer (the window had passed).
    assert.ok(cache === 'HIT' || cache === 'STALE', `${pathname}: ${cache}`);
    assert.ok(html.includes(edited), `${pathname} was rendered again`);
  }
  await waitFor('B connected to Redis', async () => (await cacheClients()) === 2);
});

test('a garbage entry in Redis is a miss: the page answers 200 and the entry is replaced', async () => {
  assert.equal((await page(a, '/phages')).status, 200);
  await withRedis(async (client) => {
    const [key] = await client.keys('site-cache:*$/phages');
    assert.ok(key, 'the page is in the shared cache');
    await client.set(key, 'not an entry at all');
    for (const server of [b, a]) {
      const { status, html } = await page(server, '/phages');
      assert.equal(status, 200, server.origin);
      assert.ok(html.includes('</html>'));
    }
    assert.notEqual(await client.get(key), 'not an entry at all');
  });
});

test('a staging site sharing the Redis neither reads nor revalidates production', async () => {
  const staging = await startNext({ ...env, SANITY_DATASET: 'staging' });
  try {
    await webhook(a, SLUG);
    await freshCopy(a, `/blogs/${SLUG}`);
    const before = await page(a, `/blogs/${SLUG}`);
    await webhook(staging, SLUG);
    const after = await page(a, `/blogs/${SLUG}`);
    assert.equal(after.cache, 'HIT', 'production kept its fresh copy');
    assert.equal(after.html, before.html);
    const keys = await withRedis((client) => client.keys('site-cache:*'));
    assert.ok(keys.some((key) => key.startsWith('site-cache:bundled:staging:')));
    assert.ok(keys.some((key) => key.startsWith('site-cache:bundled:production:')));
  } finally {
    await staging.stop();
  }
});

test('junk blog addresses add nothing to the shared cache', async () => {
  const dbSize = () => withRedis((client) => client.dbSize());
  // The one shared not-found article page is stored by the first junk address.
  assert.equal((await page(a, '/blogs/first-junk')).status, 404);
  const before = await dbSize();
  for (let i = 0; i < 200; i += 50) {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        page(j % 2 ? a : b, `/blogs/no-such-post-${i + j}`).then((r) => r.status),
      ),
    );
    assert.deepEqual(new Set(statuses), new Set([404]));
  }
  assert.equal(await dbSize(), before);
});

test('Redis hanging: both servers answer every page without waiting for it', async () => {
  redis.freeze();
  try {
    await everyPageAnswers();
  } finally {
    redis.thaw();
  }
});

test('Redis down: both servers answer every page; back up: they share again', async () => {
  await redis.stop();
  await everyPageAnswers();
  // A webhook while Redis is down still refreshes the server it reaches.
  const during = `${ORIGINAL} (during the outage ${Date.now()})`;
  writeDataset(withTitle(during));
  await webhook(a, SLUG);
  await untilShown(a, `/blogs/${SLUG}`, during);

  redis = await startRedis(redisPort, work);
  await waitFor('both servers reconnected', async () => (await cacheClients()) === 2);
  // That webhook reaches B too, once Redis is back.
  assert.ok((await untilShown(b, `/blogs/${SLUG}`, during)).known < CROSS_SERVER_MS);
  const again = `${ORIGINAL} (after the outage ${Date.now()})`;
  writeDataset(withTitle(again));
  await webhook(a, SLUG);
  assert.ok((await untilShown(b, `/blogs/${SLUG}`, again)).known < CROSS_SERVER_MS);
});
