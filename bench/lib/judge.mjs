/**
 * The benchmark's pure half: what a Lighthouse result is summarised to, the median of the rounds,
 * the budgets and ratios, the script-free HTML and the results table. No I/O, so all of it is
 * unit-tested (tests/unit/quality/bench.test.ts).
 */

/** The pages measured: the seven sections and one article. */
export const PAGES = Object.freeze([
  '/',
  '/about',
  '/research',
  '/phages',
  '/books',
  '/contact',
  '/blogs',
  '/blogs/phage-vs-antibiotics',
]);
/** The pages CI runs Lighthouse on: the ones with the most text and pictures to shift. */
export const CI_PAGES = Object.freeze(['/', '/phages', '/blogs', '/blogs/phage-vs-antibiotics']);

/** Deterministic budgets: they gate CI. CLS is the DevTools-throttled figure (issue 18). */
export const BUDGET = Object.freeze({
  accessibility: 100,
  seo: 100,
  bestPractices: 95,
  cls: 0.02,
  jsRatio: 1.25,
  jsRatioPages: Object.freeze({ '/': 1.5, '/blogs': 1.5 }),
});
/** Performance goals, judged against references measured in the same rounds; reported, not gated. */
export const RATIOS = Object.freeze({ tbtToFloor: 1.1, lcpToNoScript: 1.1 });
/** One round trip of a TCP initial window (10 × 1460 bytes): the HTML weight goal, gzip. */
export const HTML_GZIP_GOAL = 14_600;

export const jsRatioLimit = (path) => BUDGET.jsRatioPages[path] ?? BUDGET.jsRatio;

const score = (category) =>
  typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
const numeric = (audit) => (typeof audit?.numericValue === 'number' ? audit.numericValue : null);

/**
 * @typedef {{ error: string | null, accessibility: number | null, bestPractices: number | null,
 *   seo: number | null, lcp: number | null, tbt: number | null, cls: number | null }} Row
 */

/** The numbers kept from one Lighthouse result (scores 0–100 or null, times in ms). */
export function summarize(lhr) {
  const { categories: c = {}, audits: a = {} } = lhr;
  return {
    error: lhr.runtimeError?.code ?? null,
    accessibility: score(c.accessibility),
    bestPractices: score(c['best-practices']),
    seo: score(c.seo),
    lcp: numeric(a['largest-contentful-paint']),
    tbt: numeric(a['total-blocking-time']),
    cls: numeric(a['cumulative-layout-shift']),
  };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((x, y) => x - y);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each number of a row is its own median over the runs that did not fail. */
export function medianOf(runs) {
  const ok = runs.filter((run) => !run.error);
  const row = { runs: ok.length, error: ok.length ? null : (runs[0]?.error ?? 'no run') };
  for (const key of ['accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls']) {
    row[key] = median(ok.map((run) => run[key]));
  }
  return row;
}

/**
 * The deterministic budgets of one page. `row`: its DevTools-throttled Lighthouse median (or
 * null when CI did not run Lighthouse on it); `js`/`floorJs`: first-load JS, gzip bytes.
 */
export function gateProblems(path, row, js, floorJs) {
  const problems = [];
  if (!(js > 0 && floorJs > 0)) problems.push('first-load JS not measured');
  else if (js / floorJs > jsRatioLimit(path))
    problems.push(`first-load JS ${(js / floorJs).toFixed(2)}× floor > ${jsRatioLimit(path)}×`);
  if (!row) return problems;
  if (row.error) return [...problems, `Lighthouse: ${row.error}`];
  const atLeast = (name, value, min) => {
    if (!(value >= min)) problems.push(`${name} ${value ?? 'missing'} < ${min}`);
  };
  atLeast('accessibility', row.accessibility, BUDGET.accessibility);
  atLeast('SEO', row.seo, BUDGET.seo);
  atLeast('best practices', row.bestPractices, BUDGET.bestPractices);
  if (!(typeof row.cls === 'number' && row.cls <= BUDGET.cls))
    problems.push(`CLS ${formatCls(row.cls)} > ${BUDGET.cls}`);
  return problems;
}

/** `value / reference` and whether it is within `limit` (null when either is missing). */
export function ratio(value, reference, limit) {
  if (typeof value !== 'number' || !(reference > 0)) return null;
  const r = value / reference;
  return { value, reference, ratio: r, ok: r <= limit };
}

/** The page without JavaScript: every <script> and script preload removed, the rest untouched. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** The `src` of every <script src> of a document, resolved against `base`, once each. */
export function scriptSources(html, base) {
  const sources = [...html.matchAll(/<script\b[^>]*?\ssrc="([^"]*)"/gi)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&'), base).href,
  );
  return [...new Set(sources)];
}

export const formatMs = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : '–');
export const formatCls = (cls) => (typeof cls === 'number' ? cls.toFixed(3) : '–');
export const formatKb = (bytes) =>
  typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} kB` : '–';
const mark = (ok) => (ok ? '✅' : '❌');
const ratioCell = (r) => (r ? `${formatMs(r.value)} (${r.ratio.toFixed(2)}× ${mark(r.ok)})` : '–');

/** The results page (dt/sim rows are medianOf results, see the unit test for the shapes). */
export function renderResults({ meta, pages, floor, load }) {
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${meta.date} on ${meta.host}; load average ${meta.loadStart} at start, ${meta.loadEnd} at the end.`,
    `Lighthouse ${meta.lighthouse}, ${meta.browser}, mobile, slow 4G and 4× CPU; each figure the median of ` +
      `${meta.rounds} runs taken in interleaved rounds. Next.js ${meta.next} production build (\`next start\`).`,
    '',
    '## Performance, judged against references measured in the same rounds',
    '',
    `TBT ≤ ${RATIOS.tbtToFloor}× the bare Next.js floor page's TBT; LCP ≤ ${RATIOS.lcpToNoScript}× the ` +
      "page's no-script LCP (the same page with every script removed). LCP is judged with DevTools " +
      'throttling; the simulated figures are shown for comparison. Reported, not gated.',
    '',
    '| Page | TBT DevTools (× floor) | TBT simulated (× floor) | LCP DevTools (× no-script) | LCP simulated (× no-script) |',
    '|---|--:|--:|--:|--:|',
  ];
  for (const p of pages) {
    lines.push(
      `| \`${p.path}\` | ${ratioCell(ratio(p.dt.tbt, floor.dt.tbt, RATIOS.tbtToFloor))} | ` +
        `${ratioCell(ratio(p.sim.tbt, floor.sim.tbt, RATIOS.tbtToFloor))} | ` +
        `${ratioCell(ratio(p.dt.lcp, p.noScriptDt.lcp, RATIOS.lcpToNoScript))} | ` +
        `${ratioCell(ratio(p.sim.lcp, p.noScriptSim.lcp, RATIOS.lcpToNoScript))} |`,
    );
  }
  lines.push(
    `| floor | ${formatMs(floor.dt.tbt)} | ${formatMs(floor.sim.tbt)} | ${formatMs(floor.dt.lcp)} | ${formatMs(floor.sim.lcp)} |`,
    '',
    '## Budgets (gate CI)',
    '',
    `Accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, best practices ≥ ${BUDGET.bestPractices}, ` +
      `CLS ≤ ${BUDGET.cls} (DevTools throttling), first-load JS (gzip) ≤ ${BUDGET.jsRatio}× the floor's ` +
      `${formatKb(floor.js)} (\`/\` and \`/blogs\` ≤ 1.5×). HTML weight: goal < ${formatKb(HTML_GZIP_GOAL)} gzip ` +
      '(one round trip), reported.',
    '',
    '| Page | A11y | SEO | Best pr. | CLS DevTools (simulated) | First-load JS | HTML raw / gzip / gzip without scripts | Budgets |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const p of pages) {
    const problems = gateProblems(p.path, p.dt, p.js, floor.js);
    lines.push(
      `| \`${p.path}\` | ${p.dt.accessibility ?? '–'} | ${p.dt.seo ?? '–'} | ${p.dt.bestPractices ?? '–'} | ` +
        `${formatCls(p.dt.cls)} (${formatCls(p.sim.cls)}) | ${formatKb(p.js)} (${(p.js / floor.js).toFixed(2)}×) | ` +
        `${formatKb(p.html.raw)} / ${formatKb(p.html.gzip)} / ${formatKb(p.html.noScriptGzip)} | ` +
        `${problems.length ? `❌ ${problems.join('; ')}` : '✅'} |`,
    );
  }
  lines.push(
    '',
    '## Origin throughput',
    '',
    `autocannon, ${meta.connections} connections, ${meta.seconds} s per target, one after the other.`,
    '',
    '| Target | Req/s | p99 latency | Errors | Server memory (RSS) |',
    '|---|--:|--:|--:|--:|',
    ...load.map(
      (l) =>
        `| ${l.label} | ${Math.round(l.requestsPerSec)} | ${l.p99} ms | ${l.errors} | ${(l.rssBytes / 2 ** 20).toFixed(0)} MiB |`,
    ),
    '',
    `Reproduce: \`${meta.command}\``,
    '',
  );
  return lines.join('\n');
}

/** The scale bench's goals (issue 19): build time and listing weight as the blog grows. */
export const SCALE = { sizes: [100, 1000], buildRatio: 2, htmlRatio: 1.1, cards: 24 };
const DAY_MS = 86_400_000;
export const isPublished = (doc) => doc._type === 'post' && !doc._id.startsWith('drafts.');

/**
 * The bundled export grown to `size` published posts: its documents once each, then clones of its
 * published posts with new ids and slugs, a day apart and older than every bundled post.
 */
export function scaleDataset(docs, size) {
  const posts = docs.filter(isPublished);
  const oldest = Math.min(...posts.map((p) => Date.parse(p.publishedAt)).filter(Number.isFinite));
  const clones = Array.from({ length: Math.max(0, size - posts.length) }, (_, i) => {
    const post = posts[i % posts.length];
    const n = i + 1;
    return {
      ...post,
      _id: `${post._id}-${n}`,
      slug: { ...post.slug, current: `${post.slug.current}-${n}` },
      publishedAt: new Date(oldest - n * DAY_MS).toISOString(),
    };
  });
  return [...docs, ...clones];
}

/** Goals missed: the largest build over `buildRatio`× the smallest; a listing growing or not full. */
export function scaleProblems(rows) {
  const [first, before, last] = [rows[0], rows.at(-2), rows.at(-1)];
  const problems = [];
  const build = last.seconds / first.seconds;
  if (build > SCALE.buildRatio)
    problems.push(`build ${build.toFixed(2)}× the ${first.posts}-post one > ${SCALE.buildRatio}×`);
  for (const [page, b] of Object.entries(last.pages)) {
    const a = before.pages[page];
    if (a?.cards !== SCALE.cards || b?.cards !== SCALE.cards)
      problems.push(`${page}: ${a?.cards} and ${b?.cards} cards, not ${SCALE.cards}`);
    else if (b.raw > SCALE.htmlRatio * a.raw)
      problems.push(`${page} grew ${(b.raw / a.raw).toFixed(2)}× > ${SCALE.htmlRatio}×`);
  }
  return problems;
}

const weightCell = (w) => (w ? `${formatKb(w.raw)} / ${formatKb(w.gzip)} (${w.cards})` : '–');

/** bench/results/scale.md. */
export function renderScale({ meta, rows, problems }) {
  const pages = Object.keys(rows[0].pages);
  return [
    '# The blog at scale',
    '',
    `Measured ${meta.date} on ${meta.host}, Next.js ${meta.next}; load average ${meta.loadStart} at start, ` +
      `${meta.loadEnd} at the end. Each size is a cold \`next build\` of its own dataset, after an ` +
      'unmeasured warm-up build; peak memory ' +
      "is the build's process tree, sampled every 200 ms; HTML is the pre-rendered file (raw / gzip).",
    '',
    `| Posts | Build | Peak memory | Dist dir | ${pages.map((p) => `\`${p}\` (cards)`).join(' | ')} |`,
    `|--:|--:|--:|--:|${pages.map(() => '--:|').join('')}`,
    ...rows.map(
      (r) =>
        `| ${r.posts} | ${Math.round(r.seconds)} s | ${(r.peakRss / 2 ** 20).toFixed(0)} MiB | ` +
        `${(r.distBytes / 2 ** 20).toFixed(0)} MiB | ${pages.map((p) => weightCell(r.pages[p])).join(' | ')} |`,
    ),
    '',
    `Goals: build at ${rows.at(-1).posts} posts ≤ ${SCALE.buildRatio}× the ${rows[0].posts}-post build; ` +
      `each listing ${SCALE.cards} cards and ≤ ${SCALE.htmlRatio}× its weight one size down. ` +
      (problems.length ? `❌ ${problems.join('; ')}` : '✅ met'),
    '',
    'Reproduce: `npm run bench:scale`',
    '',
  ].join('\n');
}
