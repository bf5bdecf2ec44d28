#!/usr/bin/env node
/**
 * `npm run bench:research` (also run at the end of `npm run bench`): a real library of 2,000 works
 * built and served, into bench/results/research.md. The works are the first 2,000 entries of a
 * reference manager's 7,166-entry physics library (Better BibTeX's fixture, in the repository's
 * corpus), as its owner exported it; ORCID, Crossref and OpenAlex are the loopback stand-ins, with
 * a count for every third DOI. A copy of the repository with that file is built (its time and its
 * reports), served, and the signed webhook sent after ORCID gains a work: each page is asked until
 * it shows that work, and the time from that first request is its regeneration. Then the full
 * list's search is typed at 390 px on a CPU slowed 4×, each keystroke timed as INP times it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import puppeteer from 'puppeteer-core';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { startScholarlyApis } from '../tests/research/scholarly-apis.mjs';
import { freePort, stopProcess, waitFor } from '../scripts/lib/processes.mjs';
import { ROOT, exitCode, log, loadAverage, runMeta, spawnNext } from './lib/server.mjs';

const CORPUS = 'tests/fixtures/bib-corpus';
const LIBRARY = `${CORPUS}/better-bibtex/test_fixtures_import_Unabbreviate on import #1436-3.bib`;
const SIZE = Number(process.env.RESEARCH_SIZE ?? 2000);
const SECRET = 'bench-webhook-secret-0123456789';
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The work ORCID gains before the webhook, and the year page that lists it. */
const ADDED = { title: 'Bench marker: a lytic phage added on ORCID', doi: '10.5555/bench.added' };
const ADDED_YEAR = new Date().getFullYear();
/** Typed into the full list's search, a key every 150 ms, on a CPU slowed 4×. */
const QUERY = 'nanowire quantum dot';
const KEY_DELAY_MS = 150;
const CPU_SLOWDOWN = 4;
/** The full list's stated weight: gzip bytes a work, its row and the row's RSC copy together. */
const LIST_BYTES_PER_WORK = 400;

/** The library's first `n` entries, as written. */
function realLibrary(n) {
  const entries = readFileSync(path.join(ROOT, LIBRARY), 'utf8').split(/\n(?=@)/);
  return entries.filter((entry) => entry.startsWith('@')).slice(0, n);
}

/** A copy of the repository's files (not the corpus) with `bib` as the owner's record. */
function checkout(bib) {
  const dir = mkdtempSync(path.join(tmpdir(), 'phages-research-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith(`${CORPUS}/`));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Hard links, not a symlink: Turbopack refuses a node_modules outside its root.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  writeFileSync(path.join(dir, 'content/research/publications.bib'), bib);
  return dir;
}

const signed = async (body) => ({
  'content-type': 'application/json',
  [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
});

/** Asks `url` until `isNew(body)`, from the first request on; the regeneration's time and weight. */
async function regenerated(url, isNew) {
  const started = performance.now();
  const body = await waitFor(
    url,
    async () => {
      const response = await fetch(url);
      const bytes = Buffer.from(await response.arrayBuffer());
      return response.ok && isNew(bytes) ? bytes : undefined;
    },
    300_000,
  );
  return { seconds: (performance.now() - started) / 1000, gzip: gzipSync(body).length };
}

/**
 * Each keystroke's time to the next frame in the full list's search (Event Timing's duration, as
 * INP counts it), at 390 px with the CPU slowed; the median and the slowest, in ms.
 */
async function keystrokes(url) {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--headless=new', ...chromiumFlags],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.evaluate(() => {
      window.keyTimes = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId)
            window.keyTimes.set(
              entry.interactionId,
              Math.max(window.keyTimes.get(entry.interactionId) ?? 0, entry.duration),
            );
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.click('input[type="search"]');
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
    // The address takes the query once typing settles: every keystroke has been answered by then.
    await page.waitForFunction(
      (query) => new URLSearchParams(location.search).get('q') === query,
      { timeout: 60_000 },
      QUERY,
    );
    const times = (await page.evaluate(() => [...window.keyTimes.values()])).sort((a, b) => a - b);
    if (times.length < QUERY.length / 2) throw new Error(`only ${times.length} keystrokes timed`);
    return { median: times[times.length >> 1], max: times.at(-1), count: times.length };
  } finally {
    await browser.close();
  }
}

async function main() {
  const meta = runMeta();
  const entries = realLibrary(SIZE);
  const apis = await startScholarlyApis(0);
  const dois = entries.flatMap((entry) => /\bdoi\s*=\s*\{([^}]+)\}/i.exec(entry)?.[1] ?? []);
  dois.forEach((doi, i) => i % 3 === 0 && (apis.counts[doi] = i % 40));
  const dir = checkout(entries.join('\n'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NEXT_PUBLIC_SITE_URL: origin,
    SANITY_REVALIDATE_SECRET: SECRET,
    ...apis.env,
  };
  let server;
  try {
    log(`next build of ${entries.length} works in ${dir}`);
    const started = performance.now();
    const build = spawnNext(['build'], { cwd: dir, env });
    if ((await exitCode(build)) !== 0) throw new Error('next build failed');
    const built = (performance.now() - started) / 1000;
    const reports = execFileSync(
      process.execPath,
      ['node_modules/.bin/jiti', 'scripts/research-check.ts'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );

    server = spawnNext(['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      quiet: true,
      env,
    });
    await waitFor('next start', () => fetch(`${origin}/robots.txt`).then((r) => r.ok));
    const list = `${origin}/research/publications`;
    const cv = `${origin}/cv/rowan-ellery-cv.pdf`;
    const served = (await fetch(list)).headers.get('x-nextjs-cache') ?? 'not kept';
    const cvBefore = (await (await fetch(cv)).arrayBuffer()).byteLength;
    apis.works.push({ ...ADDED, journal: 'Bench Reports', year: ADDED_YEAR, authors: [] });
    const body = JSON.stringify({ _type: 'publication' });
    const hook = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: await signed(body),
      body,
    });
    if (!hook.ok) throw new Error(`webhook answered ${hook.status}`);
    const has = (bytes) => bytes.includes(ADDED.title);
    const row = {
      research: await regenerated(`${origin}/research`, has),
      year: await regenerated(`${list}/${ADDED_YEAR}`, has),
      list: await regenerated(list, has),
      // The PDF's text is compressed: a new CV is one of another size.
      cv: await regenerated(cv, (b) => b.length !== cvBefore),
      bib: await regenerated(`${list}.bib`, (b) => b.includes(ADDED.doi)),
      keys: await keystrokes(list),
    };
    log(JSON.stringify(row));
    writeResults({ meta, size: entries.length, built, reports, served, row });
  } finally {
    if (server) await stopProcess(server);
    await apis.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (s) => `${s.toFixed(1)} s`;

function writeResults({ meta, size, built, reports, served, row }) {
  const page = (name, label) =>
    `| ${label} | ${seconds(row[name].seconds)} | ${kB(row[name].gzip)} |`;
  const markdown = [
    '# A real library at scale',
    '',
    `Measured ${meta.date} on ${meta.host}, Next.js ${meta.next}; load average ${meta.loadStart} at start, ${loadAverage()} at the end. \`npm run bench:research\`.`,
    '',
    `The first ${size.toLocaleString('en')} entries of a 7,166-entry physics library exported from a reference manager (${path.basename(LIBRARY)}), with ORCID, Crossref and OpenAlex on (loopback stand-ins; every third DOI counted).`,
    '',
    `- \`next build\`: ${seconds(built)}. \`npm run research:check\` on it: “${reports.trim().split('\n')[0]}” … “${reports.trim().split('\n').at(-1)}”`,
    `- The full list's first answer after \`next start\`: \`${served}\`.`,
    '',
    'Seconds from the first request after the signed webhook (ORCID having gained a work) to the page showing it, and the page as served (gzip):',
    '',
    '| page | regenerated in | weight |',
    '| --- | ---: | ---: |',
    page('research', '/research'),
    page('year', `its year's page`),
    page('list', 'every work (/research/publications)'),
    page('cv', 'the CV (PDF)'),
    page('bib', 'the `.bib` download'),
    '',
    `The full list: ${Math.round(row.list.gzip / (size + 1))} bytes a work (stated: at most ${LIST_BYTES_PER_WORK}).`,
    '',
    `The full list's search: "${QUERY}" typed a key every ${KEY_DELAY_MS} ms at 390 px, the CPU slowed ${CPU_SLOWDOWN}×; each keystroke's Event Timing duration, as INP counts it (goal 100 ms): median ${Math.round(row.keys.median)} ms, slowest ${Math.round(row.keys.max)} ms, ${row.keys.count} interactions.`,
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'bench/results/research.md'), markdown);
  process.stdout.write(markdown);
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
