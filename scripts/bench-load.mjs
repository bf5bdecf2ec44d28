#!/usr/bin/env node
/**
 * Load benchmark (issue 6).
 *
 *   npm run bench:load                         build, then 3 rounds × 30 s at 50 connections
 *   npm run bench:load -- --skip-build         reuse the last build (.next)
 *   npm run bench:load:smoke                   CI: 3 rounds × 5 s
 *   npm run bench:load -- --allow-missing      leave out paths that answer 404 (before the blog
 *                                              is merged); the final run is without it
 *
 * Options (or environment variables): --skip-build (BENCH_SKIP_BUILD=1), --smoke (BENCH_SMOKE=1),
 * --duration S, --connections N, --rounds N, --port N (BENCH_PORT), --out file (BENCH_OUT),
 * --paths a,b (BENCH_PATHS), --allow-missing (BENCH_ALLOW_MISSING=1).
 *
 * Serves the production build with `next start`, fires autocannon at a round-robin mix of
 * pre-rendered pages and one article (after an unreported warm-up of up to 5 s), reads the
 * server's live memory after full garbage collections (bench/lib/heap-probe.cjs) and its resident
 * memory after every round,
 * writes bench/results/load.md and exits 1 on any error (non-2xx, socket error, timeout) or
 * steady memory growth (rule: bench/lib/load-budget.mjs, MEMORY_RULE).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  LOAD_PATHS,
  LOAD_PROFILES,
  loadVerdict,
  renderLoadMarkdown,
  summarizeRound,
} from '../bench/lib/load-budget.mjs';
import {
  ROOT,
  freePort,
  log,
  machineDescription,
  nextVersion,
  parseArgs,
  runBuild,
  splitList,
  startServer,
  stopAllOnExit,
  treeRssBytes,
} from '../bench/lib/server.mjs';

const { values, positional } = parseArgs(process.argv.slice(2), {
  'skip-build': { type: 'boolean', env: 'BENCH_SKIP_BUILD' },
  smoke: { type: 'boolean', env: 'BENCH_SMOKE' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  rounds: { type: 'string' },
  port: { type: 'string', env: 'BENCH_PORT' },
  out: { type: 'string', env: 'BENCH_OUT' },
  paths: { type: 'string', env: 'BENCH_PATHS' },
  'allow-missing': { type: 'boolean', env: 'BENCH_ALLOW_MISSING' },
});

const smoke = Boolean(values.smoke);
const profile = LOAD_PROFILES[smoke ? 'smoke' : 'full'];
const durationSeconds = Number(values.duration ?? profile.durationSeconds);
const connections = Number(values.connections ?? profile.connections);
const rounds = Number(values.rounds ?? profile.rounds);
const warmupSeconds = Math.min(5, durationSeconds);
const requestedPaths = positional.length
  ? positional
  : values.paths
    ? splitList(values.paths)
    : [...LOAD_PATHS];
const outFile = path.resolve(
  ROOT,
  values.out ?? (smoke ? 'bench/results/load-smoke.md' : 'bench/results/load.md'),
);
const autocannonVersion = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/autocannon/package.json'), 'utf8'),
).version;

stopAllOnExit();

function runRound(origin, paths, seconds = durationSeconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        // Each connection walks the mix in order, so every page gets its share.
        requests: paths.map((p) => ({ method: 'GET', path: p })),
        headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

async function main() {
  const machine = machineDescription();
  if (!values['skip-build']) runBuild();
  const port = Number(values.port ?? (await freePort()));
  const heapProbeFile = path.join(os.tmpdir(), `bench-load-heap-${process.pid}.json`);
  const server = await startServer({ port, heapProbeFile });
  const measured = [];
  let paths = requestedPaths;
  const skipped = [];
  try {
    // Preflight: every path must answer 200 before we load it.
    for (const p of requestedPaths) {
      const response = await fetch(`${server.origin}${p}`);
      await response.arrayBuffer();
      if (response.status === 200) continue;
      if (response.status === 404 && values['allow-missing']) {
        log(`${p} answers 404: left out of the mix (--allow-missing)`);
        skipped.push(p);
        continue;
      }
      throw new Error(`${p} answers ${response.status} before the run`);
    }
    paths = requestedPaths.filter((p) => !skipped.includes(p));

    // Warm-up (not reported): JIT, lazily loaded route modules, caches.
    log(`warm-up: ${warmupSeconds} s`);
    await runRound(server.origin, paths, warmupSeconds);

    for (let round = 1; round <= rounds; round++) {
      log(`round ${round}/${rounds}: ${durationSeconds} s at ${connections} connections`);
      const result = await runRound(server.origin, paths);
      // Let in-flight work settle before reading memory.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const live = await server.liveMemory();
      const summary = {
        ...summarizeRound(result),
        liveBytes: live.heapUsed + live.external,
        rssBytes: treeRssBytes(server.pid),
      };
      measured.push(summary);
      log(
        `round ${round}: ${summary.requestsPerSec.toFixed(1)} req/s, p50 ${summary.p50} ms, ` +
          `p99 ${summary.p99} ms, ${summary.errors} errors, live memory ${(summary.liveBytes / 2 ** 20).toFixed(1)} MiB, ` +
          `RSS ${(summary.rssBytes / 2 ** 20).toFixed(1)} MiB`,
      );
    }
  } finally {
    await server.stop();
    rmSync(heapProbeFile, { force: true });
  }

  const verdict = loadVerdict(measured);
  const extraArgs = [
    ...(values['skip-build'] ? ['--skip-build'] : []),
    ...(values['allow-missing'] ? ['--allow-missing'] : []),
  ];
  const markdown = renderLoadMarkdown({
    rounds: measured,
    verdict,
    meta: {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      machine,
      autocannonVersion,
      nextVersion: nextVersion(),
      connections,
      durationSeconds,
      rounds,
      paths,
      skipped,
      command: `npm run ${smoke ? 'bench:load:smoke' : 'bench:load'}${extraArgs.length ? ` -- ${extraArgs.join(' ')}` : ''}`,
    },
  });
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, markdown);
  log(`wrote ${path.relative(ROOT, outFile)}`);
  process.stdout.write(`${markdown}\n`);
  if (!verdict.ok) {
    log(`load benchmark failed: ${verdict.problems.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
