#!/usr/bin/env node
/**
 * The benchmark (bench/README.md). `npm run bench [-- --skip-build]`: every page, its no-script
 * limit and the floor page under both Lighthouse throttling methods in interleaved rounds, and the
 * load round, into bench/results/bench.md. `npm run bench:ci`: the CI gate, on the last build.
 * Environment: BENCH_PORT (first of three ports, default 3210), BENCH_ROUNDS (default 3),
 * BENCH_PAGES (a comma-separated subset), CHROMIUM_PATH (default /usr/bin/chromium).
 * Exits 1 when a budget that gates CI is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { ensureFloorBuild } from './lib/floor.mjs';
import {
  CI_PAGES,
  PAGES as ALL_PAGES,
  gateProblems,
  medianOf,
  renderResults,
  summarize,
} from './lib/judge.mjs';
import {
  ROOT,
  loadAverage,
  loadRound,
  log,
  packageVersion,
  rssBytes,
  runBuild,
  runMeta,
  startNoScriptProxy,
  startServer,
  weigh,
} from './lib/server.mjs';

const ci = process.argv.includes('--ci');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...chromiumFlags];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ALL_PAGES;
const ARTICLE = ALL_PAGES.at(-1);
const OUT = path.join(ROOT, 'bench/results/bench.md');
let browser = 'Chromium';
let lighthouseVersion = packageVersion('lighthouse');

async function lighthouseRun(url, throttlingMethod, onlyCategories = ['performance']) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories },
      { extends: 'lighthouse:default', settings: { throttlingMethod } },
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    lighthouseVersion = result.lhr.lighthouseVersion;
    browser =
      result.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? browser;
    return summarize(result.lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * One unmeasured visit of every page: the image optimiser encodes each picture width on its first
 * request, which a real visitor finds done; without this the first round would measure that.
 */
async function warmUp(origin) {
  const chromium = await puppeteer.launch({ executablePath: CHROME, args: FLAGS });
  try {
    const page = await chromium.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    for (const p of PAGES)
      await page.goto(origin + p, { waitUntil: 'networkidle0', timeout: 120_000 });
  } finally {
    await chromium.close();
  }
}

async function measureLoad(server, label, paths, seconds, headers = { 'accept-encoding': 'gzip' }) {
  await loadRound({ origin: server.origin, paths, seconds: 2, headers }); // warm-up, not reported
  const round = await loadRound({ origin: server.origin, paths, seconds, headers });
  const entry = { label, ...round, rssBytes: rssBytes(server.pid) };
  log(`${label}: ${Math.round(entry.requestsPerSec)} req/s, ${entry.errors} errors`);
  return entry;
}

/** The CI gate: deterministic budgets only. */
async function gate(site, floorJs) {
  const problems = [];
  for (const p of PAGES) {
    const { js } = await weigh(site.origin, p);
    const row = CI_PAGES.includes(p)
      ? medianOf([await lighthouseRun(site.origin + p, 'devtools', ALL_CATEGORIES)])
      : null;
    const found = gateProblems(p, row, js, floorJs);
    const scores = row
      ? `, a11y ${row.accessibility}, SEO ${row.seo}, BP ${row.bestPractices}, CLS ${row.cls?.toFixed(3)}`
      : '';
    log(
      `${p}: first-load JS ${(js / floorJs).toFixed(2)}× floor${scores} ${found.length ? '❌' : '✅'}`,
    );
    problems.push(...found.map((problem) => `${p}: ${problem}`));
  }
  const smoke = await measureLoad(site, 'load smoke, every page', PAGES, 5);
  if (smoke.errors) problems.push(`load smoke: ${smoke.errors} errors`);
  return problems;
}

async function main() {
  const started = Date.now();
  const meta = runMeta();
  if (!ci && !process.argv.includes('--skip-build')) runBuild();
  const floorDir = ensureFloorBuild();
  const site = await startServer(ROOT, PORT);
  const floor = await startServer(floorDir, PORT + 1);
  const noScript = await startNoScriptProxy(site.origin, PORT + 2);
  try {
    const floorJs = (await weigh(floor.origin, '/')).js;
    if (ci) {
      const problems = await gate(site, floorJs);
      for (const problem of problems) log(`over budget: ${problem}`);
      log(
        `CI gate ${problems.length ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      process.exitCode = problems.length ? 1 : 0;
    } else {
      await bench({ site, floor, noScript, floorJs, meta });
    }
  } finally {
    site.stop();
    floor.stop();
    noScript.stop();
  }
}

async function bench({ site, floor, noScript, floorJs, meta }) {
  mkdirSync(path.dirname(OUT), { recursive: true });
  const weights = new Map();
  for (const p of PAGES) weights.set(p, await weigh(site.origin, p));
  const seconds = 10;
  const load = [
    await measureLoad(site, '`/about` (pre-rendered), gzip', ['/about'], seconds),
    await measureLoad(site, '`/about` (pre-rendered), uncompressed', ['/about'], seconds, {}),
    await measureLoad(site, `\`${ARTICLE}\` (incremental), gzip`, [ARTICLE], seconds),
    await measureLoad(floor, 'floor `/`, gzip', ['/'], seconds),
  ];
  await warmUp(site.origin);

  // Targets in the order of each round: the floor, then every page beside its no-script limit.
  const targets = [['floor', `${floor.origin}/`]];
  for (const p of PAGES)
    targets.push([p, site.origin + p], [`no-script ${p}`, noScript.origin + p]);
  const runs = new Map(targets.map(([key]) => [key, { devtools: [], simulate: [] }]));
  const medians = (key) => ({
    dt: medianOf(runs.get(key).devtools),
    sim: medianOf(runs.get(key).simulate),
  });
  const write = (round) => {
    const pages = PAGES.map((p) => {
      const { dt, sim } = medians(`no-script ${p}`);
      return { path: p, ...medians(p), noScriptDt: dt, noScriptSim: sim, ...weights.get(p) };
    });
    const markdown = renderResults({
      meta: {
        ...meta,
        loadEnd: loadAverage(),
        lighthouse: lighthouseVersion,
        browser,
        rounds: round,
        connections: 50,
        seconds,
        command: 'npm run bench',
      },
      pages,
      floor: { ...medians('floor'), js: floorJs },
      load,
    });
    writeFileSync(OUT, markdown); // after every target, so an interrupted session leaves its figures
    return { markdown, pages };
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [key, url] of targets) {
      for (const method of ['devtools', 'simulate']) {
        const categories =
          method === 'devtools' && PAGES.includes(key) ? ALL_CATEGORIES : undefined;
        const run = await lighthouseRun(url, method, categories);
        log(
          `round ${round} ${method} ${key}: LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls?.toFixed(3)}`,
        );
        runs.get(key)[method].push(run);
      }
      write(round);
    }
  }
  const { markdown, pages } = write(ROUNDS);
  process.stdout.write(markdown);
  if (pages.some((p) => gateProblems(p.path, p.dt, p.js, floorJs).length)) process.exitCode = 1;
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
