#!/usr/bin/env node
/**
 * `npm run bench:served` (also run by `npm run bench`): where the answers of the last build come
 * from, into bench/results/served.md. For one server (Next's own cache) and for two sharing Redis
 * after the deploy's warm step, a fresh server is asked each route family once (the first request
 * after start: its time and `x-nextjs-cache`) and again (the median of REPEATS). Then a kept page's
 * requests per second against the bare Next.js floor, in rounds interleaved with the floor's.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scripts/lib/processes.mjs';
import { NOTHING_RENDERED, startNext, startRedis } from '../tests/multi-server/servers.mjs';
import { median } from './lib/judge.mjs';
import * as server from './lib/server.mjs';

const { ROOT, log } = server;
const OUT = path.join(ROOT, 'bench/results/served.md');
const REPEATS = 5;
const LOAD_SECONDS = 8;
/** Interleaved rounds of the kept pages between rounds of the floor. */
const ROUNDS = 3;
const ARTICLE = '/blogs/phage-vs-antibiotics';
/** One URL of each family the build renders. */
const FAMILIES = [
  '/',
  '/about',
  '/research',
  '/research/publications',
  '/research/publications/2024',
  '/research/publications.bib',
  '/cv/rowan-ellery-cv.pdf',
  '/blogs',
  ARTICLE,
  '/blogs/tag/crispr',
  '/blogs/feed.xml',
  '/sitemap.xml',
  '/terms',
];

async function timed(origin, pathname) {
  const started = performance.now();
  const response = await fetch(origin + pathname, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') };
}

/** Each family's first request on a server nobody has asked yet, then its repeat median. */
async function firstAndRepeat(origin) {
  const rows = [];
  for (const pathname of FAMILIES) {
    const first = await timed(origin, pathname);
    const repeats = [];
    for (let i = 0; i < REPEATS; i++) repeats.push((await timed(origin, pathname)).ms);
    rows.push({ pathname, first, repeat: median(repeats) });
  }
  return rows;
}

const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const table = (rows) => [
  '| URL | first request after start | again (median of 5) |',
  '|---|--:|--:|',
  ...rows.map(
    (r) => `| \`${r.pathname}\` | ${ms(r.first.ms)}, ${r.first.cache ?? '–'} | ${ms(r.repeat)} |`,
  ),
];

async function main() {
  const meta = server.runMeta();
  // The servers inherit this process's environment (BLOG_DATASET_PATH, say).
  const env = {};
  const run = promisify(execFile);
  const work = mkdtempSync(path.join(tmpdir(), 'phages-bench-served-'));
  const stops = [];
  try {
    log('one server, no Redis');
    const one = await startNext(env, { prefix: 'phages-bench-', readyPath: NOTHING_RENDERED });
    stops.push(() => one.stop());
    const oneRows = await firstAndRepeat(one.origin);

    log('two servers sharing Redis, after `npm run warm` against the first');
    const redis = await startRedis(await freePort(), work);
    stops.push(() => redis.stop());
    const shared = { ...env, REDIS_URL: redis.url };
    const options = { prefix: 'phages-bench-', readyPath: NOTHING_RENDERED };
    const [a, b] = await Promise.all([startNext(shared, options), startNext(shared, options)]);
    stops.push(
      () => a.stop(),
      () => b.stop(),
    );
    const warmStarted = performance.now();
    const { stdout } = await run(process.execPath, ['scripts/warm.mjs', a.origin], { cwd: ROOT });
    const warmSeconds = (performance.now() - warmStarted) / 1000;
    const sharedRows = await firstAndRepeat(b.origin);

    log(`requests per second: the floor, then ${ROUNDS} rounds of each kept page and the floor`);
    const floor = await server.startServer(await server.ensureFloorBuild(), await freePort());
    stops.push(() => floor.stop());
    const round = (target, label, pathname) =>
      server.loadRound(target, label, [pathname], LOAD_SECONDS, { connections: 20 });
    const targets = [
      [one.origin, '`/`, one server', '/'],
      [one.origin, `\`${ARTICLE}\`, one server`, ARTICLE],
      [b.origin, '`/`, shared Redis', '/'],
      [b.origin, `\`${ARTICLE}\`, shared Redis`, ARTICLE],
    ];
    // Each page's rate against the mean of the floor rounds just before and after it: the host's
    // speed drifts within a run, so a ratio is judged within its round.
    const floors = [await round(floor, 'floor `/`', '/')];
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const results = [];
      for (const [origin, label, pathname] of targets)
        results.push(await round({ origin }, label, pathname));
      floors.push(await round(floor, 'floor `/`', '/'));
      const floorRate = (floors.at(-2).requestsPerSec + floors.at(-1).requestsPerSec) / 2;
      rounds.push(
        results.map((result) => ({ ...result, ratio: result.requestsPerSec / floorRate })),
      );
    }
    const floorRates = floors.map((f) => f.requestsPerSec);
    const load = targets.map(([, label], i) => {
      const of = (key) => rounds.map((results) => results[i][key]);
      return {
        label,
        rate: median(of('requestsPerSec')),
        ratio: median(of('ratio')),
        ratios: of('ratio'),
        p99: median(of('p99')),
        errors: of('errors').reduce((sum, n) => sum + n, 0),
      };
    });
    const lines = [
      '# Served as built',
      '',
      `Measured ${meta.date} on ${meta.host}, Next.js ${meta.next}; load average ${meta.loadStart} at start, ${server.loadAverage()} at the end. \`npm run bench:served\` on the last build; method in bench/README.md.`,
      '',
      '## One server, no Redis (Next’s own cache)',
      '',
      ...table(oneRows),
      '',
      '## Two servers sharing Redis, after the warm step',
      '',
      `\`npm run warm\` against the first server: ${stdout.trim()} (${warmSeconds.toFixed(1)} s). The second server's requests:`,
      '',
      ...table(sharedRows),
      '',
      `## A kept page's requests per second (autocannon, 20 connections, gzip, ${LOAD_SECONDS} s each)`,
      '',
      `The floor: ${floorRates.map(Math.round).join(', ')} req/s across the run. Each page: the median of ${ROUNDS} rounds, its ratio to the floor rounds beside it.`,
      '',
      '| Target | req/s | × floor | each round | p99 | errors |',
      '|---|--:|--:|--:|--:|--:|',
      ...load.map(
        (l) =>
          `| ${l.label} | ${Math.round(l.rate)} | ${l.ratio.toFixed(2)}× | ${l.ratios.map((x) => x.toFixed(2)).join(', ')} | ${l.p99} ms | ${l.errors} |`,
      ),
      '',
    ];
    writeFileSync(OUT, lines.join('\n'));
    process.stdout.write(lines.join('\n'));
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
