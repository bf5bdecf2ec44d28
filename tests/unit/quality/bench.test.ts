/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidSlug } from '@/lib/content/slug';
import {
  NOT_FOUND_PAGE,
  blockingResources,
  criticalPathProblems,
  gateProblems,
  isPublished,
  median,
  medianOf,
  ratio,
  renderResults,
  renderScale,
  scaleDataset,
  scaleProblems,
  scriptSources,
  stripScripts,
  summarize,
} from '@/bench/lib/judge.mjs';

type Row = ReturnType<typeof summarize>;
const ROW = { error: null, accessibility: 100, bestPractices: 100, seo: 100, lcp: 2000, tbt: 300 };
const row = (overrides: Partial<Row> = {}): Row => ({ ...ROW, cls: 0, ...overrides });

test('summarize keeps the scores and the three metrics of a Lighthouse result', () => {
  const categories = { accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: {} };
  const audits = {
    'largest-contentful-paint': { numericValue: 2100.4 },
    'total-blocking-time': { numericValue: 280 },
    'cumulative-layout-shift': { numericValue: 0.135 },
  };
  expect(summarize({ categories, audits })).toEqual(
    row({ bestPractices: 96, seo: null, lcp: 2100.4, tbt: 280, cls: 0.135 }),
  );
  expect(summarize({ runtimeError: { code: 'NO_FCP' } }).error).toBe('NO_FCP');
});

test('each number of a row is its own median over the runs that did not fail', () => {
  expect([median([3, 1, 2]), median([4, 1]), median([null])]).toEqual([2, 2.5, null]);
  const runs = [row({ tbt: 500, lcp: 1 }), row({ tbt: 100, lcp: 3 }), row({ tbt: 300, lcp: 2 })];
  const failed = row({ error: 'NO_FCP', tbt: 9999 });
  expect(medianOf([...runs, failed])).toMatchObject({ runs: 3, tbt: 300, tbtRange: [100, 500] });
  expect(medianOf([failed]).error).toBe('NO_FCP');
});

test.each([
  ['/about', { bestPractices: 95, cls: 0.02 }, 125, []],
  ['/about', { accessibility: 99 }, 100, ['accessibility 99 < 100']],
  ['/about', { seo: null }, 100, ['SEO missing < 100']],
  // Lighthouse scores every 4xx answer low on SEO; the not-found page must answer 404.
  [NOT_FOUND_PAGE, { seo: 66 }, 100, []],
  [NOT_FOUND_PAGE, { accessibility: 99 }, 100, ['accessibility 99 < 100']],
  ['/about', { bestPractices: 94 }, 100, ['best practices 94 < 95']],
  ['/about', { cls: 0.021 }, 100, ['CLS 0.021 > 0.02']],
  ['/about', { cls: null }, 100, ['CLS – > 0.02']],
  ['/about', { error: 'NO_FCP' }, 126, ['first-load JS 1.26× floor > 1.25×', 'Lighthouse: NO_FCP']],
  ['/blogs', null, 150, []],
  ['/', null, 151, ['first-load JS 1.51× floor > 1.5×']],
  ['/', null, 0, ['first-load JS not measured']],
])('the CI budgets of %s: %o with first-load JS %i', (page, overrides, js, problems) => {
  expect(gateProblems(page, overrides && row(overrides), js, 100)).toEqual(problems);
});

test('ratio: within the limit inclusive, nothing without a reference', () => {
  expect(ratio(330, 300, 1.1)?.ok).toBe(true);
  expect(ratio(331, 300, 1.1)?.ok).toBe(false);
  expect([ratio(300, 0, 1.1), ratio(null, 300, 1.1)]).toEqual([null, null]);
});

test('stripScripts removes every script and script preload, nothing else', () => {
  const html =
    '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/b.js">' +
    '<link rel="modulepreload" href="/m.js"><link rel="preload" as="font" href="/f.woff2">' +
    '<script src="/c.js" async=""></script></head><body><p>Hi</p>' +
    '<script>self.__next_f.push([1,"</p>"])</script></body>';
  expect(stripScripts(html)).toBe(
    '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="font" href="/f.woff2">' +
      '</head><body><p>Hi</p></body>',
  );
  expect(scriptSources(html, 'http://h/x')).toEqual(['http://h/c.js']);
});

test('blockingResources: screen stylesheets and preloaded fonts hold the first paint', () => {
  const html =
    '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print">' +
    '<link rel="stylesheet" href="/s.css" media="screen and (min-width: 40rem)">' +
    '<link rel="preload" as="font" href="/f.woff2" crossorigin=""><link rel="preload" ' +
    'as="image" href="/i.avif"><link rel="preload" as="script" href="/b.js"><link rel="icon" ' +
    'href="/icon.svg"><link rel="stylesheet" href="/a.css">';
  expect(blockingResources(html, 'http://h/x')).toEqual({
    stylesheets: ['http://h/a.css', 'http://h/s.css'],
    fonts: ['http://h/f.woff2'],
  });
});

test('criticalPathProblems: HTML, CSS and fonts within 50 kB, one preloaded font at most', () => {
  expect(criticalPathProblems({ html: 20_000, css: 15_000, fonts: 15_000, fontCount: 1 })).toEqual(
    [],
  );
  expect(criticalPathProblems({ html: 20_001, css: 15_000, fonts: 15_000, fontCount: 2 })).toEqual([
    'critical path 50.0 kB > 50.0 kB',
    '2 fonts preloaded > 1',
  ]);
});

test('the results page shows each ratio with its verdict and each page budget', () => {
  const page = (path: string, dt: Partial<Row> = {}) => ({
    path,
    dt: { ...row(dt), tbtRange: [201.4, 612] },
    sim: row({ lcp: 3200 }),
    noScript: { dt: row({ lcp: 1950 }), sim: row({ lcp: 1500 }) },
    js: 110_000,
    html: { raw: 141_000, gzip: 20_000, noScriptGzip: 8_500 },
  });
  const markdown = renderResults({
    meta: { date: '2026-01-01T00:00:00Z', host: 'h', loadStart: '1', loadEnd: '2', rounds: 3 },
    pages: [page('/'), page('/blogs/phage-vs-antibiotics', { tbt: 473, cls: 0.135, lcp: 2200 })],
    floor: { dt: row({ tbt: 290, lcp: 900 }), sim: row({ tbt: 290 }), js: 100_000 },
    critical: [{ path: '/', html: 17_100, css: 14_700, fonts: 0, fontCount: 0 }],
    load: [
      { label: 'floor', connections: 20, requestsPerSec: 920.4, p99: 80, errors: 0, rss: 2 ** 27 },
      {
        label: '`/`, gzip',
        connections: 20,
        requestsPerSec: 400,
        p99: 90,
        errors: 0,
        rss: 2 ** 27,
      },
    ],
  });
  expect(markdown).toContain(
    '| `/` | 300 ms (1.03× ✅), runs 201–612 | 300 ms (1.03× ✅) | 2000 ms (1.03× ✅) | 2000 ms (2.22× ✅) | 3200 ms (2.13× ❌) |',
  );
  expect(markdown).toContain('| floor | 290 ms | 290 ms | 900 ms | 900 ms | 2000 ms |');
  expect(markdown).toContain('| 141.0 kB / 20.0 kB / 8.5 kB | ✅ |');
  expect(markdown).toContain('473 ms (1.63× ❌)');
  // Over both first-paint goals: 1.05× the no-script page's LCP and 2.4× the floor's.
  expect(markdown).toContain('| 2200 ms (1.13× ❌) | 2200 ms (2.44× ❌) |');
  expect(markdown).toContain('| 0.135 (0.000) | 110.0 kB (1.10×) |');
  expect(markdown).toContain('| ❌ CLS 0.135 > 0.02 |');
  expect(markdown).toContain('| floor | 920 | 80 ms | 0 | 128 MiB |');
  expect(markdown).toContain('| `/`, gzip | 400 (0.43× ❌) | 90 ms | 0 | 128 MiB |');
  expect(markdown).toContain('| `/` | 17.1 kB | 14.7 kB | 0.0 kB (0) | 31.8 kB | ✅ |');
});

describe('the scale bench', () => {
  const bundled = readFileSync(path.join(process.cwd(), 'content/blog/production.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const dates = (posts: { publishedAt?: string }[]) =>
    posts.map((p) => Date.parse(p.publishedAt ?? '')).filter(Number.isFinite);

  test('scaleDataset: documents once, then clones with unique valid slugs, older, newest first', () => {
    const grown = scaleDataset(bundled, 1000);
    const published = bundled.filter(isPublished).length;
    expect(grown.slice(0, bundled.length)).toEqual(bundled);
    expect(scaleDataset(bundled, published)).toEqual(bundled);
    const slugs = grown.filter(isPublished).map((p) => p.slug.current);
    expect(new Set(slugs).size).toBe(1000);
    expect(slugs.every(isValidSlug)).toBe(true);
    expect(new Set(grown.map((d) => d._id)).size).toBe(grown.length);
    const clones = dates(grown.slice(bundled.length));
    expect(clones).toHaveLength(1000 - published);
    expect(Math.max(...clones)).toBeLessThan(Math.min(...dates(bundled.filter(isPublished))));
    expect(clones.every((d, i) => i === 0 || d < clones[i - 1]!)).toBe(true);
  });

  test('scaleProblems: build time ratio, full and non-growing listings; the results table', () => {
    const pages = (raw: number, cards = 24) => ({ '/blogs': { raw, gzip: raw / 5, cards } });
    const size = (posts: number, seconds: number, p = pages(100_000)) => {
      return { posts, seconds, peakRss: 2 ** 30, distBytes: 2 ** 28, pages: p };
    };
    const rows = (seconds: number, last: ReturnType<typeof pages>) => {
      return [size(13, 100), size(100, 150), size(1000, seconds, last)];
    };
    expect(scaleProblems(rows(200, pages(110_000)))).toEqual([]);
    expect(scaleProblems(rows(201, pages(110_001)))).toEqual([
      'build 2.01× the 13-post one > 2×',
      '/blogs grew 1.10× > 1.1×',
    ]);
    expect(scaleProblems(rows(100, pages(1, 23)))).toEqual(['/blogs: 24 and 23 cards, not 24']);
    const markdown = renderScale({
      meta: { date: 'd', host: 'h', next: '16', loadStart: '1', loadEnd: '2' },
      rows: [size(13, 100, { '/blogs': { raw: 141_000, gzip: 20_000, cards: 13 } })],
      problems: [],
    });
    expect(markdown).toContain('| 13 | 100 s | 1024 MiB | 256 MiB | 141.0 kB / 20.0 kB (13) |');
    expect(markdown).toContain('✅ met');
  });
});
