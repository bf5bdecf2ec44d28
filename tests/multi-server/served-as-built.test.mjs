// Where the first answer after a start comes from. One server without Redis answers every page the
// build rendered from the build, and again after a restart. Two servers sharing Redis, after the
// documented deploy step (`npm run warm` against one of them), answer every such page from the
// shared cache on either server. "Rendered nothing" is Next's public signal: `x-nextjs-cache` HIT,
// or STALE for a page whose window passed since the build (served as built, regenerated after).
// Needs the browser tests' build: `npm run build:e2e`, then `npm run test:servers`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { NOTHING_RENDERED, freePort, startNext, startRedis } from './servers.mjs';

const run = promisify(execFile);
const FIXTURE = path.join(process.cwd(), 'tests', 'fixtures', 'blog', 'e2e.ndjson');

/**
 * Every URL the build rendered: pages, feeds, sitemaps, downloads, the CV, social images. The test
 * reads the build's own list; the site never does.
 */
const BUILT = Object.keys(
  JSON.parse(readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')).routes,
).filter((pathname) => !pathname.startsWith('/_'));

/** Each family of pre-rendered route, so a family missing from the build fails the test. */
const FAMILIES = [
  /^\/$/,
  /^\/about$/,
  /^\/research$/,
  /^\/research\/publications$/,
  /^\/research\/publications\/\d{4}$/,
  /^\/research\/publications\.(bib|ris|json)$/,
  /^\/cv\/.+\.pdf$/,
  /^\/blogs$/,
  /^\/blogs\/[^/]+$/,
  /^\/blogs\/[^/]+\/opengraph-image$/,
  /^\/blogs\/(category|tag)\/[^/]+$/,
  /^\/blogs\/feed\.xml$/,
  /^\/blogs\/sitemap\/0\.xml$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/api\/posts$/,
  /^\/terms$/,
];

const work = mkdtempSync(path.join(tmpdir(), 'phages-served-as-built-'));
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** Starts a server that no request has reached yet, stopped after the tests. */
async function fresh(env, options = {}) {
  const server = await startNext(
    { BLOG_DATASET_PATH: FIXTURE, ...env },
    { readyPath: NOTHING_RENDERED, ...options },
  );
  cleanups.push(() => server.stop());
  return server;
}

/** Answered from the build or the shared cache, with no render before the answer. */
const FROM_CACHE = new Set(['HIT', 'STALE']);

/** What the build says a URL is, from the one-server test: a not-found (404) is not linked. */
const builtStatus = new Map();

/**
 * Each built URL once on `server`, as `skip` leaves them: those not answered from a cache, with
 * what they said. (A year with no works yet is built as its not-found page, a 404 kept as built.)
 */
async function renderedOnFirstRequest(server, skip = () => false) {
  const rendered = [];
  for (const pathname of BUILT.filter((p) => !skip(p))) {
    const response = await fetch(server.origin + pathname, { redirect: 'manual' });
    await response.arrayBuffer();
    const cache = response.headers.get('x-nextjs-cache');
    builtStatus.set(pathname, response.status);
    if (response.status >= 500 || !FROM_CACHE.has(cache ?? ''))
      rendered.push(`${pathname}: ${response.status} ${cache}`);
  }
  return rendered;
}

/** Whether any built page names `pathname` as its social image (an article with its own image does not). */
const linkedImages = async (server) => {
  const images = new Set();
  for (const pathname of BUILT.filter(
    (p) => builtStatus.get(p) === 200 && !/\.\w+$|image$/.test(p),
  )) {
    const html = await (await fetch(server.origin + pathname)).text();
    for (const [, url] of html.matchAll(/property="og:image" content="([^"?]+)/g))
      images.add(new URL(url).pathname);
  }
  return images;
};

test('the build rendered every family of page the site serves', () => {
  for (const family of FAMILIES)
    assert.ok(
      BUILT.some((pathname) => family.test(pathname)),
      `${family} is not pre-rendered`,
    );
});

test('one server, no Redis: every built page answered from the build, before and after a restart', async () => {
  let server = await fresh({});
  assert.deepEqual(await renderedOnFirstRequest(server), []);
  await server.stop({ keepFolder: true });
  server = await fresh({}, { dir: server.dir });
  assert.deepEqual(await renderedOnFirstRequest(server), []);
});

test('two servers sharing Redis: after the warm step, neither renders a built page a visitor reaches', async () => {
  assert.ok(builtStatus.size, 'needs the one-server test first');
  const redis = await startRedis(await freePort(), work);
  cleanups.push(() => redis.stop());
  const env = { REDIS_URL: redis.url };
  const [a, b] = await Promise.all([fresh(env), fresh(env)]);
  const { stdout } = await run(process.execPath, ['scripts/warm.mjs', a.origin]);
  assert.match(stdout, /^Warmed \d+ URLs/);
  // Not reached by any link, so asked by nobody but a typist or a script: a year's not-found
  // page, and the social image of an article that names its own.
  const images = await linkedImages(a);
  const unlinked = (p) =>
    builtStatus.get(p) === 404 || (p.endsWith('/opengraph-image') && !images.has(p));
  assert.deepEqual(await renderedOnFirstRequest(b, unlinked), [], 'the server not warmed');
  assert.deepEqual(await renderedOnFirstRequest(a, unlinked), [], 'the warmed server');
});
