#!/usr/bin/env node
/**
 * The blog at scale (bench/README.md): `npm run bench:scale` builds the site from the bundled blog
 * and from generated datasets of 100 and 1,000 posts (in a temporary directory), each into its own
 * dist dir, and writes bench/results/scale.md. Exits 1 when a goal of SCALE is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCALE, isPublished, renderScale, scaleDataset, scaleProblems } from './lib/judge.mjs';
import { ROOT, loadAverage, log, rssBytes, runMeta, spawnNext } from './lib/server.mjs';

const BUNDLED = path.join(ROOT, 'content/blog/production.ndjson');
const OUT = path.join(ROOT, 'bench/results/scale.md');
const TSCONFIG = path.join(ROOT, 'tsconfig.json');
const PAGES = ['/blogs', '/blogs/page/2'];
const SAMPLE_MS = 200;
// The site's fallback answers (lib/content/last-good.ts), shared by every dist dir and not keyed by
// dataset: each build starts without them, and the user's are put back afterwards.
const LAST_GOOD = path.join(ROOT, '.next/cache/blog-last-good');
const distDirOf = (posts) => path.join(ROOT, `.next/scale-${posts}`);
const remove = (dir) => rmSync(dir, { recursive: true, force: true });

/** A pre-rendered page's weight and cards, or null when the build has no such page. */
function weigh(distDir, page) {
  const file = path.join(distDir, 'server/app', `${page.slice(1)}.html`);
  if (!existsSync(file)) return null;
  const html = readFileSync(file);
  const cards = html.toString('utf8').match(/data-testid="post-card"/g)?.length ?? 0;
  return { raw: html.length, gzip: gzipSync(html).length, cards };
}

/** `next build` of the dataset in `datasetPath`: wall time, peak memory, dist size, page weights. */
async function build(posts, datasetPath) {
  const distDir = `.next/scale-${posts}`;
  const absolute = distDirOf(posts);
  remove(absolute);
  remove(LAST_GOOD);
  const tsconfig = readFileSync(TSCONFIG, 'utf8'); // next build adds the dist dir's types to it
  log(`next build with ${posts} posts into ${distDir}`);
  const started = performance.now();
  const child = spawnNext(['build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      BLOG_DATASET_PATH: datasetPath,
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      SANITY_PROJECT_ID: '', // the bundled source, whatever the shell says
    },
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, rssBytes(child.pid));
    } catch {
      /* the tree is exiting */
    }
  }, SAMPLE_MS);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  writeFileSync(TSCONFIG, tsconfig);
  if (code !== 0) throw new Error(`next build with ${posts} posts failed`);
  const distBytes = parseInt(execFileSync('du', ['-sb', absolute], { encoding: 'utf8' }), 10);
  const pages = Object.fromEntries(PAGES.map((page) => [page, weigh(absolute, page)]));
  log(`${posts} posts: ${Math.round(seconds)} s, ${(peakRss / 2 ** 20).toFixed(0)} MiB peak`);
  return { posts, seconds, peakRss, distBytes, pages };
}

async function main() {
  const meta = runMeta();
  const docs = readFileSync(BUNDLED, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const sizes = [docs.filter(isPublished).length, ...SCALE.sizes];
  const temp = mkdtempSync(path.join(os.tmpdir(), 'phages-scale-'));
  const savedLastGood = `${LAST_GOOD}.saved`;
  if (existsSync(LAST_GOOD)) renameSync(LAST_GOOD, savedLastGood);
  const rows = [];
  try {
    log('warm-up build (not measured): the first build would also pay for a cold disk');
    await build(sizes[0], BUNDLED);
    for (const size of sizes) {
      const file = size === sizes[0] ? BUNDLED : path.join(temp, `blog-${size}.ndjson`);
      const lines = scaleDataset(docs, size).map((doc) => JSON.stringify(doc));
      if (file !== BUNDLED) writeFileSync(file, `${lines.join('\n')}\n`);
      rows.push(await build(size, file));
    }
  } finally {
    [temp, LAST_GOOD, ...sizes.map(distDirOf)].forEach(remove);
    if (existsSync(savedLastGood)) renameSync(savedLastGood, LAST_GOOD);
  }
  const problems = scaleProblems(rows);
  const markdown = renderScale({ meta: { ...meta, loadEnd: loadAverage() }, rows, problems });
  writeFileSync(OUT, markdown);
  process.stdout.write(markdown);
  if (problems.length) process.exitCode = 1;
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
