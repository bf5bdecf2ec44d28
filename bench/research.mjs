#!/usr/bin/env node
/**
 * `npm run bench:research` (also run at the end of `npm run bench`): the research record at 200 and
 * 2,000 works, on `next start` of the last build, into bench/results/research.md. For each size a
 * server gets a record of that many works of every kind, with DOIs counted by the loopback OpenAlex
 * stand-in; after the signed webhook refreshes the record, each page is asked until it shows the new
 * record, and the time from that first request to the new page is its regeneration.
 */
import { cpSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { startScholarlyApis } from '../tests/research/scholarly-apis.mjs';
import { freePort, serverFolder, stopProcess, waitFor } from '../scripts/lib/processes.mjs';
import { ROOT, log, loadAverage, runMeta, spawnNext } from './lib/server.mjs';

const SIZES = [200, 2000];
const SECRET = 'bench-webhook-secret-0123456789';
/** Years the build has a page for (the bundled record's first to next year). */
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026];
const TYPES = [
  'article',
  'article',
  'article',
  'incollection',
  'inproceedings',
  'phdthesis',
  'techreport',
  'dataset',
  'software',
  'misc',
];

/** `n` works of every kind, with markup, accents and a DOI each, spread over the years. */
function bibliography(n) {
  return Array.from({ length: n }, (_, i) => {
    const type = TYPES[i % TYPES.length];
    const venue = { article: 'journal', incollection: 'booktitle', inproceedings: 'booktitle' }[
      type
    ];
    return [
      `@${type}{bench${i},`,
      `  author = {Ellery, Rowan and Garc{\\'\\i}a, José and Смирнов, Иван and others},`,
      `  title = {Lytic \\textit{Pseudomonas aeruginosa} phage ${i} and CO$_2$ on silicone},`,
      venue ? `  ${venue} = {Clinical Microbiology \\& Phage Reports},` : '',
      type === 'phdthesis' ? '  school = {University of Missouri},' : '',
      type === 'techreport' || type === 'dataset' || type === 'software'
        ? '  institution = {NCBI GenBank}, organization = {NCBI GenBank}, publisher = {Zenodo},'
        : '',
      `  year = {${YEARS[i % YEARS.length]}},`,
      `  doi = {10.5555/bench.${i}},`,
      `  abstract = {Three lytic phages isolated from hospital wastewater, number ${i}.},`,
      '}',
    ]
      .filter(Boolean)
      .join('\n');
  }).join('\n\n');
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

async function measure(size, apis) {
  const dir = serverFolder('phages-research-', ROOT);
  // The server reads the record from its working folder: its own copy of content/, its own file.
  unlinkSync(path.join(dir, 'content'));
  cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  writeFileSync(path.join(dir, 'content/research/publications.bib'), bibliography(size));
  for (let i = 0; i < size; i += 3) apis.counts[`10.5555/bench.${i}`] = i % 40;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnNext(['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    quiet: true,
    env: {
      SANITY_REVALIDATE_SECRET: SECRET,
      CROSSREF_API_URL: apis.env.CROSSREF_API_URL,
      OPENALEX_API_URL: apis.env.OPENALEX_API_URL,
    },
  });
  try {
    await waitFor('next start', () => fetch(`${origin}/robots.txt`).then((r) => r.ok));
    const body = JSON.stringify({ _type: 'publication' });
    const hook = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: await signed(body),
      body,
    });
    if (!hook.ok) throw new Error(`webhook answered ${hook.status}`);
    const has = (text) => (bytes) => bytes.includes(text);
    const row = { size };
    row.research = await regenerated(`${origin}/research`, has('bench0'));
    row.cv = await regenerated(`${origin}/cv/rowan-ellery-cv.pdf`, (b) => b.length > 40_000);
    row.year = await regenerated(`${origin}/research/publications/2020`, has('bench0'));
    row.bib = await regenerated(`${origin}/research/publications.bib`, has('bench0'));
    log(`${size} works: ${JSON.stringify(row)}`);
    return row;
  } finally {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const meta = runMeta();
  const apis = await startScholarlyApis(0);
  const rows = [];
  try {
    for (const size of SIZES) rows.push(await measure(size, apis));
  } finally {
    await apis.close();
  }
  const perWork = rows.map((r) => r.year.gzip / (r.size / YEARS.length));
  const markdown = [
    '# The research record at scale',
    '',
    `Measured ${meta.date} on ${meta.host}, Next.js ${meta.next}; load average ${meta.loadStart} at start, ${loadAverage()} at the end. \`npm run bench:research\`.`,
    '',
    'Seconds from the first request after the refresh webhook to the page with the new record (its',
    'regeneration), and the page as served (gzip). Works of ten kinds over seven years, every third',
    'with an OpenAlex count; a year page holds a seventh of them.',
    '',
    '| works | /research | its weight | CV PDF | its size | one year’s page | its weight | `.bib` |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) =>
      [
        r.size,
        `${r.research.seconds.toFixed(1)} s`,
        kB(r.research.gzip),
        `${r.cv.seconds.toFixed(1)} s`,
        kB(r.cv.gzip),
        `${r.year.seconds.toFixed(1)} s`,
        kB(r.year.gzip),
        `${r.bib.seconds.toFixed(1)} s`,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
    `A year page's weight per work (cards and their JSON-LD): ${perWork.map((b) => `${(b / 1000).toFixed(2)} kB`).join(' at 200, ')} at 2,000.`,
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'bench/results/research.md'), markdown);
  process.stdout.write(markdown);
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 2;
});
