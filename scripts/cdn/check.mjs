#!/usr/bin/env node
// The site behind a real caching reverse proxy: Debian's nginx with scripts/cdn/nginx.conf, run
// without root in a temporary folder, on free ports. Checks that pages are kept by it, that a
// publish shows through it within the window DEPLOY.md states, that search answers and draft-mode
// requests never come from it, that a flood of made-up addresses adds nothing to it, and that no
// request header decides what other visitors get (encodings, prefetch headers, Host, the draft
// cookie).
//
//   node scripts/cdn/check.mjs <folder>   a standalone folder (server.js) or a checkout with a
//                                          build in .next (next start): started here, on its own
//                                          copy of the blog dataset and its own webhook secret
//   node scripts/cdn/check.mjs <origin>   a running server (http://host:port); the publish check
//                                          also needs CDN_CHECK_DATASET (the dataset file that
//                                          server reads) and CDN_CHECK_SECRET (its webhook secret)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postWebhook, writeDataset } from '../lib/blog-edit.mjs';
import { freePort, stopProcess, waitFor } from '../lib/processes.mjs';

/**
 * The publish window through the CDN: two of the site's 60 s windows. The CDN keeps a blog page for
 * its s-maxage; its background refresh then meets the origin's first answer after the webhook,
 * which is the kept page (stale-while-revalidate) and is stored for another window.
 */
export const CDN_WINDOW_MS = 75_000;
const JUNK_REQUESTS = 300;
/** nginx.conf's limit on what passes the cache: a burst of 40, then 5 a second per address. */
const UNCACHED_BURST = 40;
const UNCACHED_PER_SECOND = 5;
const FLOOD = 120;
/** The home page's video: a player asks for it in ranges. */
const HERO_VIDEO = '/media/hero-loop.mp4';
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/cdn/check.mjs <standalone folder | checkout | origin URL>');
  process.exit(2);
}
const work = mkdtempSync(path.join(tmpdir(), 'phages-cdn-'));
const stops = [];
let failures = 0;

function check(ok, message) {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures++;
}

/** The server under test: started here from a folder, or the running origin given. */
async function origin() {
  if (/^https?:\/\//.test(target)) {
    return {
      url: target.replace(/\/$/, ''),
      dataset: process.env.CDN_CHECK_DATASET,
      secret: process.env.CDN_CHECK_SECRET,
    };
  }
  const folder = path.resolve(target);
  const standalone = existsSync(path.join(folder, 'server.js'));
  const source =
    process.env.BLOG_DATASET_PATH ?? path.join(folder, 'content', 'blog', 'production.ndjson');
  const dataset = path.join(work, 'blog.ndjson');
  copyFileSync(source, dataset);
  const secret = randomBytes(16).toString('hex');
  const port = await freePort();
  const args = standalone
    ? ['server.js']
    : ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    cwd: folder,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      BLOG_DATASET_PATH: dataset,
      SANITY_REVALIDATE_SECRET: secret,
    },
  });
  stops.push(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`the site on ${url}`, () => fetch(`${url}/`).then((r) => r.ok));
  return { url, dataset, secret };
}

/** nginx with scripts/cdn/nginx.conf in its own folder, in front of `originUrl`. */
async function startNginx(originUrl) {
  const port = await freePort();
  const prefix = path.join(work, 'nginx');
  const template = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');
  // Started as root, nginx's workers run as nobody: they must be able to reach the folder.
  mkdirSync(prefix, { mode: 0o755 });
  chmodSync(work, 0o755);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    template
      .replaceAll('__PREFIX__', prefix)
      .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
      .replaceAll('__ORIGIN__', new URL(originUrl).host)
      .replaceAll('__SERVER_NAME__', '127.0.0.1'),
  );
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  stops.push(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `nginx on ${url}`,
    () => fetch(`${url}/robots.txt`).then((r) => r.ok),
    15_000,
  ).catch((error) => {
    throw new Error(`${error.message}\n${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
  });
  return { url, cacheDir: path.join(prefix, 'cache') };
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    served: response.headers.get('x-nextjs-cache'),
    body: await response.text(),
  };
}

/**
 * A request exactly as written (fetch would add its own Accept-Encoding and decode the answer, and
 * cannot set Host): the status, the cache status, the encoding and type, the raw bytes.
 */
function send(base, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request(new URL(pathname, base), { headers, method }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            cache: response.headers['x-cache-status'] ?? null,
            encoding: response.headers['content-encoding'] ?? 'none',
            type: response.headers['content-type']?.split(';')[0] ?? null,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

function countFiles(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

/** The first post of a dataset export: its slug and title. */
function firstPost(text) {
  const post = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((doc) => doc._type === 'post' && doc.slug?.current && doc.title);
  return { slug: post.slug.current, title: post.title };
}

async function publish(site, text, slug) {
  writeDataset(site.dataset, text);
  return (await postWebhook(site.url, site.secret, slug)).status;
}

async function run() {
  const site = await origin();
  const cdn = await startNginx(site.url);
  const datasetText = site.dataset ? readFileSync(site.dataset, 'utf8') : undefined;
  const post = datasetText ? firstPost(datasetText) : { slug: process.env.CDN_CHECK_SLUG };
  const pages = ['/', '/blogs', '/blogs/feed.xml', '/api/posts'];
  if (post.slug) pages.push(`/blogs/${post.slug}`);

  // 1. Pages are kept: once the server's answer is fresh, the next request is answered by nginx. (A
  // page built longer ago than its window comes first as the built copy, STALE, passed on but not
  // kept while the server renders it again.)
  for (const pathname of pages) {
    await waitFor(
      `a fresh ${pathname}`,
      async () => (await get(`${cdn.url}${pathname}`)).served !== 'STALE',
    );
    const second = await get(`${cdn.url}${pathname}`);
    check(
      second.status === 200 && second.cache === 'HIT',
      `${pathname}: ${second.status} ${second.cache} on the next request`,
    );
  }

  // 2. Search answers and draft-mode requests never come from it.
  for (let i = 0; i < 2; i++) {
    const search = await get(`${cdn.url}/api/search?q=phage`);
    check(
      search.status === 200 && search.cache === null,
      `/api/search: ${search.status}, not cached (${search.cache ?? 'no cache status'})`,
    );
  }
  for (const pathname of pages) {
    const draft = await get(`${cdn.url}${pathname}`, { cookie: '__prerender_bypass=draft' });
    check(draft.cache === 'BYPASS', `${pathname} with the draft cookie: ${draft.cache}`);
  }

  // 3. Made-up addresses add nothing to it.
  const before = countFiles(cdn.cacheDir);
  const junk = Array.from({ length: JUNK_REQUESTS }, (_, i) => {
    const word = randomBytes(6).toString('hex');
    return [
      `/blogs/${word}`,
      `/blogs/tag/${word}`,
      `/blogs/category/${word}`,
      `/blogs/sitemap/${word}.xml`,
      `/${word}`,
      `/blogs?${word}=1`,
    ][i % 6];
  });
  const statuses = new Map();
  for (let i = 0; i < junk.length; i += 10) {
    const batch = await Promise.all(junk.slice(i, i + 10).map((p) => get(`${cdn.url}${p}`)));
    for (const { status } of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const after = countFiles(cdn.cacheDir);
  check(
    !statuses.has(500),
    `${JUNK_REQUESTS} made-up addresses: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  check(after === before, `cache files before and after them: ${before} → ${after}`);

  await hostileRequests(cdn);

  // 4b. A visitor's query string never reaches a page the site renders and keeps.
  const marker = `marker${randomBytes(6).toString('hex')}`;
  const marked = await get(`${cdn.url}/blogs/category/lab-notes?q=${marker}&utm_source=${marker}`);
  const kept = await get(`${site.url}/blogs/category/lab-notes`);
  check(
    marked.status === 200 && !marked.body.includes(marker) && !kept.body.includes(marker),
    `a page asked with a query string through nginx carries none of it (${marked.status})`,
  );

  // 5. A publish shows through it within the window.
  if (!site.dataset || !site.secret) {
    console.log('- publish window: not checked (give CDN_CHECK_DATASET and CDN_CHECK_SECRET)');
    return;
  }
  const edited = `${post.title} (published ${Date.now()})`;
  const status = await publish(
    site,
    datasetText.replace(`"title":"${post.title}"`, `"title":"${edited}"`),
    post.slug,
  );
  const published = Date.now();
  check(status === 200, `webhook: ${status}`);
  await waitFor(
    `the edit through the CDN`,
    async () => {
      const { body } = await get(`${cdn.url}/blogs/${post.slug}`);
      return body.includes(edited);
    },
    CDN_WINDOW_MS + 30_000,
  );
  const seconds = (Date.now() - published) / 1000;
  check(
    seconds * 1000 <= CDN_WINDOW_MS,
    `the publish showed through the CDN after ${seconds.toFixed(1)} s (window ${CDN_WINDOW_MS / 1000} s)`,
  );
  await publish(site, datasetText, post.slug);
}

/** Requests a stranger could send to change what others get: each has no effect beyond its own. */
async function hostileRequests(cdn) {
  // Encoding poisoning: the first request fills the key, the second is a visitor of that key.
  const deflate = await send(cdn.url, '/terms', { 'accept-encoding': 'deflate' });
  const plain = await send(cdn.url, '/terms');
  check(
    deflate.encoding === 'none' && plain.encoding === 'none' && plain.cache === 'HIT',
    `/terms asked with deflate first: ${deflate.encoding}; then with no encoding: ${plain.encoding} (${plain.cache})`,
  );
  const refused = await send(cdn.url, '/privacy', { 'accept-encoding': 'gzip;q=0, identity' });
  const gzip = await send(cdn.url, '/privacy', { 'accept-encoding': 'gzip, deflate, br' });
  check(
    refused.encoding === 'none' && gzip.encoding === 'gzip',
    `/privacy asked with gzip;q=0 first: ${refused.encoding}; then by a browser: ${gzip.encoding}`,
  );

  // RSC answers and pages keep apart; a navigation (router state) is never kept.
  // Next sends an RSC request without its ?_rsc= check value to the address that has it.
  const rsc = await send(cdn.url, '/about?_rsc', { rsc: '1' });
  const page = await send(cdn.url, '/about');
  check(
    rsc.type === 'text/x-component' && page.type === 'text/html',
    `/about with RSC: 1 then without: ${rsc.status} ${rsc.type}, ${page.status} ${page.type}`,
  );
  const navigation = await send(cdn.url, '/about', {
    rsc: '1',
    'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]}]'),
  });
  check(
    navigation.cache === 'BYPASS',
    `/about navigation with a router state: ${navigation.cache}`,
  );

  // Next answers TRACE with a 500 (Node's fetch refuses to build such a request, before proxy.ts
  // runs); nginx refuses the method itself.
  const trace = await send(cdn.url, '/about', {}, 'TRACE');
  check(trace.status === 405, `TRACE /about: ${trace.status}`);
  // Served in ranges (Safari plays a video only so), and a range past the end is a 416: Next on its
  // own answers that with a 500 (vercel/next.js#40066).
  const ranges = [
    await send(cdn.url, HERO_VIDEO, { range: 'bytes=0-99' }),
    await send(cdn.url, HERO_VIDEO, { range: 'bytes=999999999-' }),
  ];
  check(
    ranges[0].status === 206 && ranges[0].body.length === 100 && ranges[1].status === 416,
    `${HERO_VIDEO}, its first 100 bytes, then past its end: ${ranges.map((r) => r.status)}`,
  );

  // Made-up segment-prefetch values and hosts add no entries.
  await send(cdn.url, '/about?_rsc', { rsc: '1' });
  const before = countFiles(cdn.cacheDir);
  const minted = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      send(cdn.url, '/about', {
        'next-router-segment-prefetch': `/${randomBytes(6).toString('hex')}`,
        ...(i % 2 ? { rsc: '1', 'next-router-prefetch': '1' } : {}),
      }).then(() =>
        send(cdn.url, '/about', { rsc: '1', 'next-router-segment-prefetch': 'x'.repeat(300 + i) }),
      ),
    ),
  );
  const hosts = await Promise.all(
    Array.from({ length: 20 }, () =>
      send(cdn.url, '/about', { host: `${randomBytes(4).toString('hex')}.example` }),
    ),
  );
  const statuses = [...new Set(hosts.map((answer) => answer.status))].join(', ');
  check(
    minted.every((answer) => answer.status < 500) && statuses === '421',
    `20 made-up Host values answered ${statuses}`,
  );
  const after = countFiles(cdn.cacheDir);
  check(
    after === before,
    `cache files before and after 40 made-up segment prefetches and 20 made-up hosts: ${before} → ${after}`,
  );

  // A made-up draft cookie, or a navigation with a made-up router state, passes the cache only
  // under the per-address limit.
  const made = () => randomBytes(8).toString('hex');
  await flood(cdn, 'made-up draft cookies', () => ({ cookie: `__prerender_bypass=${made()}` }));
  await flood(cdn, 'navigations with made-up router states', () => ({
    rsc: '1',
    'next-router-state-tree': encodeURIComponent(`["",{"children":["${made()}",{}]}]`),
  }));
}

/** FLOOD requests to / through `cdn`, 20 at once, each with `headers()`: at most the limit passes. */
async function flood(cdn, what, headers) {
  const started = Date.now();
  const answers = [];
  for (let i = 0; i < FLOOD; i += 20)
    answers.push(
      ...(await Promise.all(Array.from({ length: 20 }, () => send(cdn.url, '/', headers())))),
    );
  const seconds = (Date.now() - started) / 1000;
  // What passes gets the server's own answer: a page, or (for an RSC request without Next's
  // `_rsc` check value) Next's 307 to the address that has it. Never a 5xx.
  const limited = answers.filter((answer) => answer.status === 429).length;
  const passed = answers.filter((answer) => answer.status < 429).length;
  check(
    passed + limited === FLOOD &&
      passed <= UNCACHED_BURST + Math.ceil(seconds * UNCACHED_PER_SECOND) + 1,
    `${FLOOD} ${what} in ${seconds.toFixed(1)} s: ${passed} passed to the server, ${limited} answered 429`,
  );
}

try {
  await run();
} catch (error) {
  console.error(error);
  failures++;
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true });
}
if (failures) {
  console.error(`\nCDN check: ${failures} failed.`);
  process.exit(1);
}
console.log('\nCDN check passed.');
