#!/usr/bin/env node
/**
 * `npm run bench:scale`: cold builds of the bundled blog and of 100 and 1,000 posts, each into its
 * own dist dir, into bench/results/scale.md (bench/README.md). Exits 1 when a goal is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCALE, isPublished, renderScale, scaleDataset, scaleProblems } from './lib/judge.mjs';
import { ROOT, exitCode, loadAverage, log, rssBytes, runMeta, spawnNext } from './lib/server.mjs';

const BUNDLED = path.join(ROOT, 'content/blog/production.ndjson');
const TSCONFIG = path.join(ROOT, 'tsconfig.json');
const remove = (dir) => rmSync(dir, { recursive: true, force: true });
const distDirOf = (posts) => path.join(ROOT, `.next/scale-${posts}`);

/** A pre-rendered page's weight and cards, or null when the build has no such page. */
function weigh(distDir, page) {
  const file = path.join(distDir, 'server/app', `${page.slice(1)}.html`);
  if (!existsSync(file)) return null;
  const html = readFileSync(file);
  const cards = html.toString('utf8').match(/data-testid="post-card"/g)?.length ?? 0;
  return { raw: html.length, gzip: gzipSync(html).length, cards };
}

/** `next build` of a dataset: wall time, peak memory, dist size, listing weights. */
async function build(posts, datasetPath) {
  const distDir = distDirOf(posts);
  remove(distDir);
  const tsconfig = readFileSync(TSCONFIG, 'utf8'); // next build adds the dist dir's types to it
  log(`next build with ${posts} posts`);
  const started = performance.now();
  const child = spawnNext(['build'], {
    env: {
      BLOG_DATASET_PATH: datasetPath,
      NEXT_DIST_DIR: path.relative(ROOT, distDir),
      SANITY_PROJECT_ID: '', // the bundled source, whatever the shell says
    },
  });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(child.pid))), 200);
  const code = await exitCode(child);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  writeFileSync(TSCONFIG, tsconfig);
  if (code !== 0) throw new Error(`next build with ${posts} posts failed`);
  const distBytes = parseInt(execFileSync('du', ['-sb', distDir], { encoding: 'utf8' }), 10);
  const pages = Object.fromEntries(['/blogs', '/blogs/page/2'].map((p) => [p, weigh(distDir, p)]));
  log(`${posts} posts: ${Math.round(seconds)} s, ${(peakRss / 2 ** 20).toFixed(0)} MiB peak`);
  return { posts, seconds, peakRss, distBytes, pages };
}

async function main() {
  const meta = runMeta();
  const lines = readFileSync(BUNDLED, 'utf8').trim().split('\n');
  const docs = lines.map((line) => JSON.parse(line));
  const sizes = [docs.filter(isPublished).length, ...SCALE.sizes];
  const temp = mkdtempSync(path.join(os.tmpdir(), 'phages-scale-'));
  const rows = [];
  try {
    log('warm-up build (not measured): the first build would also pay for a cold disk');
    await build(sizes[0], BUNDLED);
    rows.push(await build(sizes[0], BUNDLED));
    for (const size of SCALE.sizes) {
      const file = path.join(temp, `blog-${size}.ndjson`);
      const dataset = scaleDataset(docs, size).map((doc) => JSON.stringify(doc));
      writeFileSync(file, `${dataset.join('\n')}\n`);
      rows.push(await build(size, file));
    }
  } finally {
    [temp, ...sizes.map(distDirOf)].forEach(remove);
  }
  const problems = scaleProblems(rows);
  const markdown = renderScale({ meta: { ...meta, loadEnd: loadAverage() }, rows, problems });
  writeFileSync(path.join(ROOT, 'bench/results/scale.md'), markdown);
  process.stdout.write(markdown);
  if (problems.length) process.exitCode = 1;
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
