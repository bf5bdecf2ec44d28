/** The benchmark's pure half: summaries, medians, budgets, ratios and the results pages. No I/O. */

/** The seven sections and one article. */
export const PAGES =
  '/ /about /research /phages /books /contact /blogs /blogs/phage-vs-antibiotics'.split(' ');
/** Any address the site does not have: its not-found page, measured as the 404 it answers. */
export const NOT_FOUND_PAGE = '/no-such-page';
/** The status a measured page must answer. */
export const expectedStatus = (pagePath) => (pagePath === NOT_FOUND_PAGE ? 404 : 200);
/**
 * One page of every type (PAGES, a research article, a category and a tag listing, a legal page,
 * the sitemap page and the 404 page): the critical-path budget is checked on each, and the full
 * benchmark measures each.
 */
export const PAGE_TYPES = [
  ...PAGES,
  '/research/phage-therapy-advances',
  '/blogs/category/lab-notes',
  '/blogs/tag/crispr',
  '/privacy',
  '/sitemap',
  NOT_FOUND_PAGE,
];
/** CI runs Lighthouse on the pages with the most text and pictures to shift. */
export const CI_PAGES = ['/', '/phages', '/blogs', PAGES.at(-1)];
/** Deterministic budgets: they gate CI. CLS is the DevTools-throttled figure. */
export const BUDGET = { accessibility: 100, seo: 100, bestPractices: 95, cls: 0.02, jsRatio: 1.25 };
export const jsRatioLimit = (path) => ({ '/': 1.5, '/blogs': 1.5 })[path] ?? BUDGET.jsRatio;
/** Judged against references measured in the same rounds; reported, not gated. */
export const RATIOS = { tbtToFloor: 1.1, lcpToNoScript: 1.05, lcpToFloorLcp: 2.4 };
/** One TCP initial window (10 × 1460 bytes): the HTML weight goal, gzip. */
export const HTML_GZIP_GOAL = 14_600;
/**
 * The critical path: what a browser must receive before it can paint (the HTML, every
 * render-blocking stylesheet and every preloaded font, compressed as served). Gates CI.
 */
export const CRITICAL_PATH = { bytes: 50_000, preloadedFonts: 1 };
/** Origin throughput: a cached page's req/s against the floor page's, in the same run. Reported. */
export const THROUGHPUT_GOAL = 0.45;
/** Where the main thread's time went, in Lighthouse's groups (its main-thread breakdown audit). */
const WORK_GROUPS = {
  styleLayout: 'styleLayout',
  paint: 'paintCompositeRender',
  script: 'scriptEvaluation',
};
/** The home page's goal for style, layout and paint over its whole trace; reported, not gated. */
export const RENDERING_GOAL_MS = 500;
const KEYS = [
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'tbt',
  'cls',
  ...Object.keys(WORK_GROUPS),
];
/** The Lighthouse audits the timing figures come from. */
const AUDITS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** The numbers kept from one Lighthouse result (scores 0–100 or null, times in ms). */
export function summarize(lhr) {
  const { runtimeError, categories: c = {}, audits: a = {} } = lhr;
  const score = (category) =>
    typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
  const numeric = (audit) => audit?.numericValue ?? null;
  const work = a['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (name) => {
    const item = work.find((entry) => entry.group === name);
    return work.length ? (item?.duration ?? 0) : null;
  };
  return {
    error: runtimeError?.code ?? null,
    accessibility: score(c.accessibility),
    bestPractices: score(c['best-practices']),
    seo: score(c.seo),
    lcp: numeric(a[AUDITS.lcp]),
    tbt: numeric(a[AUDITS.tbt]),
    cls: numeric(a[AUDITS.cls]),
    ...Object.fromEntries(Object.entries(WORK_GROUPS).map(([key, name]) => [key, group(name)])),
  };
}

/**
 * Lighthouse's own runtime errors: the browser or its trace failed (no navigation start, a trace
 * with no paint recorded, a protocol time-out, a crashed tab), so nothing about the page was
 * judged. Lighthouse's message asks to run it again; the benchmark does, a bounded number of times.
 * A page's own failure (an error status, not HTML, a hung page) is not among them.
 */
export const TOOL_ERRORS = new Set([
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_DCL',
  'NO_SCREENSHOTS',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'INVALID_SPEEDLINE',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
  'TARGET_CRASHED',
  'CHROME_UNREACHABLE',
]);
/** How many times one measurement is attempted before a tool error counts as a result. */
export const LIGHTHOUSE_ATTEMPTS = 4;

/** The report a Lighthouse process printed, or null when it ended before printing a whole one. */
function parseReport(stdout) {
  try {
    return JSON.parse(stdout);
  } catch {
    return null;
  }
}

/**
 * What one Lighthouse CLI process left (its exit code, stdout with `--output-path=stdout`, stderr):
 * `{ lhr }`, or `{ error, tool }` where `tool` says the error is Lighthouse's own. The CLI writes
 * the report before it exits 1 on a runtime error, so the code is read from the report first.
 */
export function lighthouseOutcome(code, stdout, stderr) {
  const lhr = parseReport(stdout);
  if (code === 0 && lhr?.categories && !lhr.runtimeError) {
    // A figure Lighthouse failed to compute is its failure, not the page's: with CLS the only
    // performance audit asked for, a trace that did not record can show as that audit's error rather
    // than as the report's runtime error.
    const failed = Object.values(AUDITS).find(
      (id) => lhr.audits?.[id]?.scoreDisplayMode === 'error',
    );
    if (!failed) return { lhr };
    return { error: `${failed}: ${lhr.audits[failed].errorMessage ?? 'not measured'}`, tool: true };
  }
  const errorCode =
    lhr?.runtimeError?.code ??
    /\(([A-Z_]{3,})\)\s*$/m.exec(stderr)?.[1] ??
    (code === 67
      ? 'CRI_TIMEOUT'
      : /Unable to connect to Chrome/.test(stderr)
        ? 'CHROME_UNREACHABLE'
        : null);
  const message = `${errorCode ?? `exit ${code}`}: ${stderr.trim().split('\n')[0] ?? ''}`.trim();
  return { error: message, tool: TOOL_ERRORS.has(errorCode) };
}

/**
 * Runs `attempt()` (resolving to a `lighthouseOutcome`) until it yields a report, at most
 * `attempts` times; each tool error is logged and run again, any other failure throws at once.
 * Judging the report is the caller's: a missed budget is never run again.
 * @param {string} label
 * @param {() => Promise<{ lhr?: any, error?: string, tool?: boolean }>} attempt
 * @param {{ attempts?: number, log?: (line: string) => void }} [options]
 */
export async function untilMeasured(label, attempt, { attempts = LIGHTHOUSE_ATTEMPTS, log } = {}) {
  for (let i = 1; ; i++) {
    const outcome = await attempt();
    if (outcome.lhr) return outcome.lhr;
    if (!outcome.tool || i >= attempts)
      throw new Error(`no Lighthouse result for ${label} after ${i} run(s): ${outcome.error}`);
    log?.(
      `Lighthouse failed to measure ${label} (${outcome.error}); running it again (${i + 1}/${attempts})`,
    );
  }
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  if (!sorted.length) return null;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each number of a row is its own median over the runs that did not fail; TBT keeps its range. */
export function medianOf(runs) {
  const ok = runs.filter((run) => !run.error);
  const row = { runs: ok.length, error: ok.length ? null : (runs[0]?.error ?? 'no run') };
  for (const key of KEYS) row[key] = median(ok.map((run) => run[key]));
  const tbts = ok.map((run) => run.tbt).filter((v) => typeof v === 'number');
  row.tbtRange = tbts.length > 1 ? [Math.min(...tbts), Math.max(...tbts)] : null;
  return row;
}

/** One page's budgets: `row` its DevTools median (null when not run), JS in gzip bytes. */
export function gateProblems(path, row, js, floorJs) {
  const problems = [];
  if (!(js > 0 && floorJs > 0)) problems.push('first-load JS not measured');
  else if (js / floorJs > jsRatioLimit(path))
    problems.push(`first-load JS ${(js / floorJs).toFixed(2)}× floor > ${jsRatioLimit(path)}×`);
  if (row?.error) problems.push(`Lighthouse: ${row.error}`);
  if (!row || row.error) return problems;
  const names = { accessibility: 'accessibility', seo: 'SEO', bestPractices: 'best practices' };
  // Lighthouse's SEO score fails any page answering 4xx by design; the not-found page must.
  if (path === NOT_FOUND_PAGE) delete names.seo;
  for (const [key, name] of Object.entries(names))
    if (!(row[key] >= BUDGET[key]))
      problems.push(`${name} ${row[key] ?? 'missing'} < ${BUDGET[key]}`);
  if (!(typeof row.cls === 'number' && row.cls <= BUDGET.cls))
    problems.push(`CLS ${formatCls(row.cls)} > ${BUDGET.cls}`);
  return problems;
}

/**
 * What holds a page's first paint besides its HTML: stylesheets that apply to the screen (a
 * `media="print"` one does not block) and preloaded fonts, as absolute URLs.
 */
export function blockingResources(html, base) {
  const stylesheets = [];
  const fonts = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const href = attr('href');
    if (!href) continue;
    const url = new URL(href.replaceAll('&amp;', '&'), base).href;
    const media = attr('media')?.trim().toLowerCase();
    if (attr('rel') === 'stylesheet' && (!media || /^(all|screen)\b/.test(media)))
      stylesheets.push(url);
    if (attr('rel') === 'preload' && attr('as') === 'font') fonts.push(url);
  }
  return { stylesheets: [...new Set(stylesheets)], fonts: [...new Set(fonts)] };
}

/** A page's critical-path problems; `critical` holds served bytes (html, css, fonts) and counts. */
export function criticalPathProblems(critical) {
  const problems = [];
  const total = critical.html + critical.css + critical.fonts;
  if (total > CRITICAL_PATH.bytes)
    problems.push(`critical path ${formatKb(total)} > ${formatKb(CRITICAL_PATH.bytes)}`);
  if (critical.fontCount > CRITICAL_PATH.preloadedFonts)
    problems.push(`${critical.fontCount} fonts preloaded > ${CRITICAL_PATH.preloadedFonts}`);
  return problems;
}

/** `value / reference` and whether it is within `limit` (null when either is missing). */
export function ratio(value, reference, limit) {
  if (typeof value !== 'number' || !(reference > 0)) return null;
  return { value, ratio: value / reference, ok: value / reference <= limit };
}

/** The page without JavaScript: every <script> and script preload removed, the rest untouched. */
export const stripScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi, '');

/** The `src` of every <script src> of a document, resolved against `base`, once each. */
export function scriptSources(html, base) {
  const sources = [...html.matchAll(/<script\b[^>]*?\ssrc="([^"]*)"/gi)];
  return [...new Set(sources.map((m) => new URL(m[1].replaceAll('&amp;', '&'), base).href))];
}

const formatMs = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : '–');
const formatCls = (cls) => (typeof cls === 'number' ? cls.toFixed(3) : '–');
const formatKb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} kB` : '–');
const MiB = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ratioCell = (r) =>
  r ? `${formatMs(r.value)} (${r.ratio.toFixed(2)}× ${r.ok ? '✅' : '❌'})` : '–';
const spread = (row) => (row.tbtRange ? `, runs ${row.tbtRange.map(Math.round).join('–')}` : '');
const tableRow = (cells) => `| ${cells.join(' | ')} |`;
const verdict = (problems) => (problems.length ? `❌ ${problems.join('; ')}` : '✅');
const measured = (meta) =>
  `Measured ${meta.date} on ${meta.host}, Next.js ${meta.next}; load average ${meta.loadStart} at start, ${meta.loadEnd} at the end.`;

/** bench/results/bench.md; `dt` and `sim` are medianOf rows. */
export function renderResults({ meta, pages, floor, peer, critical, load }) {
  const { tbtToFloor, lcpToNoScript, lcpToFloorLcp } = RATIOS;
  return [
    '# Benchmark results',
    '',
    measured(meta),
    `Lighthouse ${meta.lighthouse}, ${meta.browser}, mobile, slow 4G and 4× CPU; each figure the median of ` +
      `${meta.rounds} runs taken in interleaved rounds, on a production build (\`next start\`).`,
    '',
    '## Performance, judged against references measured in the same rounds',
    '',
    `TBT ≤ ${tbtToFloor}× the bare Next.js floor page's TBT; LCP ≤ ${lcpToNoScript}× the page's ` +
      'no-script LCP (the same page with every script removed) and ≤ ' +
      `${lcpToFloorLcp}× the floor page's LCP, judged with DevTools throttling; ` +
      'simulated figures for comparison. Reported, not gated.',
    '',
    '| Page | TBT DevTools (× floor, runs min–max) | TBT simulated (× floor) | LCP DevTools (× no-script) | LCP DevTools (× floor) | LCP simulated (× no-script) |',
    '|---|--:|--:|--:|--:|--:|',
    ...pages.map((p) =>
      tableRow([
        `\`${p.path}\``,
        ratioCell(ratio(p.dt.tbt, floor.dt.tbt, tbtToFloor)) + spread(p.dt),
        ratioCell(ratio(p.sim.tbt, floor.sim.tbt, tbtToFloor)),
        ratioCell(ratio(p.dt.lcp, p.noScript.dt.lcp, lcpToNoScript)),
        ratioCell(ratio(p.dt.lcp, floor.dt.lcp, lcpToFloorLcp)),
        ratioCell(ratio(p.sim.lcp, p.noScript.sim.lcp, lcpToNoScript)),
      ]),
    ),
    tableRow([
      'floor',
      formatMs(floor.dt.tbt) + spread(floor.dt),
      ...[floor.sim.tbt, floor.dt.lcp, floor.dt.lcp, floor.sim.lcp].map(formatMs),
    ]),
    ...(peer
      ? [
          tableRow([
            'peer `/` (BENCH_PEER)',
            ratioCell(ratio(peer.dt.tbt, floor.dt.tbt, tbtToFloor)) + spread(peer.dt),
            ratioCell(ratio(peer.sim.tbt, floor.sim.tbt, tbtToFloor)),
            '–',
            ratioCell(ratio(peer.dt.lcp, floor.dt.lcp, lcpToFloorLcp)),
            '–',
          ]),
        ]
      : []),
    '',
    '## The main thread over the whole trace (DevTools throttling, medians)',
    '',
    `Lighthouse's main-thread breakdown, from navigation until the page has been quiet for about 5 s. ` +
      `Goal: style, layout and paint of \`/\` ≤ ${RENDERING_GOAL_MS} ms. Reported, not gated.`,
    '',
    '| Page | style + layout | paint + composite | script evaluation | style, layout and paint |',
    '|---|--:|--:|--:|--:|',
    ...[
      ...pages.map((p) => [`\`${p.path}\``, p.dt]),
      ['floor', floor.dt],
      ...(peer ? [['peer `/`', peer.dt]] : []),
    ].map(([name, row]) =>
      tableRow([
        name,
        ...[row.styleLayout, row.paint, row.script].map(formatMs),
        formatMs(row.styleLayout === null ? null : row.styleLayout + row.paint),
      ]),
    ),
    '',
    '## Budgets (gate CI)',
    '',
    `Accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, best practices ≥ ${BUDGET.bestPractices}, ` +
      `CLS ≤ ${BUDGET.cls} (DevTools throttling), first-load JS (gzip) ≤ ${BUDGET.jsRatio}× the floor's ` +
      `${formatKb(floor.js)} (\`/\` and \`/blogs\` ≤ 1.5×). HTML weight: goal < ${formatKb(HTML_GZIP_GOAL)} ` +
      'gzip (one round trip), reported.',
    '',
    '| Page | A11y | SEO | Best pr. | CLS DevTools (simulated) | First-load JS | HTML raw / gzip / gzip without scripts | Budgets |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
    ...pages.map((p) =>
      tableRow([
        `\`${p.path}\``,
        p.dt.accessibility ?? '–',
        p.dt.seo ?? '–',
        p.dt.bestPractices ?? '–',
        `${formatCls(p.dt.cls)} (${formatCls(p.sim.cls)})`,
        `${formatKb(p.js)} (${(p.js / floor.js).toFixed(2)}×)`,
        [p.html.raw, p.html.gzip, p.html.noScriptGzip].map(formatKb).join(' / '),
        verdict(gateProblems(p.path, p.dt, p.js, floor.js)),
      ]),
    ),
    '',
    '## Critical path (gates CI)',
    '',
    `What a browser receives before it can paint, compressed as served: HTML + render-blocking ` +
      `CSS + preloaded fonts ≤ ${formatKb(CRITICAL_PATH.bytes)}, at most ` +
      `${CRITICAL_PATH.preloadedFonts} preloaded font; HTML goal < ${formatKb(HTML_GZIP_GOAL)} (one round trip).`,
    '',
    '| Page | HTML | Blocking CSS | Preloaded fonts | Total | Budget |',
    '|---|--:|--:|--:|--:|---|',
    ...critical.map((c) =>
      tableRow([
        `\`${c.path}\``,
        formatKb(c.html),
        formatKb(c.css),
        `${formatKb(c.fonts)} (${c.fontCount})`,
        formatKb(c.html + c.css + c.fonts),
        verdict(criticalPathProblems(c)),
      ]),
    ),
    '',
    '## Origin throughput',
    '',
    `autocannon, ${load[0]?.connections ?? 20} connections, accept-encoding gzip unless said, ` +
      `${meta.seconds} s per target, one after the other, the floor before and after the pages; ` +
      `goal ≥ ${THROUGHPUT_GOAL}× the floor's mean req/s (reported).`,
    '',
    '| Target | Req/s (× floor) | p99 latency | Errors | Server memory (RSS) |',
    '|---|--:|--:|--:|--:|',
    ...load.map((l) => {
      const floors = load.filter((f) => f.label.startsWith('floor'));
      const reference = floors.reduce((n, f) => n + f.requestsPerSec, 0) / (floors.length || 1);
      const r = ratio(l.requestsPerSec, reference, Infinity);
      const cell = l.label.startsWith('floor')
        ? `${Math.round(l.requestsPerSec)}`
        : `${Math.round(l.requestsPerSec)} (${r ? r.ratio.toFixed(2) : '–'}× ${r && r.ratio >= THROUGHPUT_GOAL ? '✅' : '❌'})`;
      return tableRow([l.label, cell, `${l.p99} ms`, l.errors, MiB(l.rss)]);
    }),
    '',
    'Reproduce: `npm run bench`',
    '',
  ].join('\n');
}

/** The scale bench's goals: build time and listing weight as the blog grows. */
export const SCALE = { sizes: [100, 1000], buildRatio: 2, htmlRatio: 1.1, cards: 24 };
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
    return {
      ...post,
      _id: `${post._id}-${i + 1}`,
      slug: { ...post.slug, current: `${post.slug.current}-${i + 1}` },
      publishedAt: new Date(oldest - (i + 1) * 86_400_000).toISOString(),
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

/** bench/results/scale.md. */
export function renderScale({ meta, rows, problems }) {
  const pages = Object.keys(rows[0].pages);
  const weight = (w) => (w ? `${formatKb(w.raw)} / ${formatKb(w.gzip)} (${w.cards})` : '–');
  return [
    '# The blog at scale',
    '',
    `${measured(meta)} Each size is a cold \`next build\` of its own dataset, after an unmeasured ` +
      "warm-up build; peak memory is the build's process tree, sampled every 200 ms; HTML is the " +
      'pre-rendered file (raw / gzip).',
    '',
    `| Posts | Build | Peak memory | Dist dir | ${pages.map((p) => `\`${p}\` (cards)`).join(' | ')} |`,
    `|--:|--:|--:|--:|${pages.map(() => '--:|').join('')}`,
    ...rows.map((r) => {
      const cells = [r.posts, `${Math.round(r.seconds)} s`, MiB(r.peakRss), MiB(r.distBytes)];
      return tableRow([...cells, ...pages.map((p) => weight(r.pages[p]))]);
    }),
    '',
    `Goals: build at ${rows.at(-1).posts} posts ≤ ${SCALE.buildRatio}× the ${rows[0].posts}-post build; ` +
      `each listing ${SCALE.cards} cards and ≤ ${SCALE.htmlRatio}× its weight one size down. ` +
      (problems.length ? verdict(problems) : '✅ met'),
    '',
    'Reproduce: `npm run bench:scale`',
    '',
  ].join('\n');
}
