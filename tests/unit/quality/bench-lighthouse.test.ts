/**
 * @jest-environment node
 */
import {
  CI_PAGES,
  DEFAULT_PAGES,
  LIGHTHOUSE_BUDGET,
  CI_BUDGET,
  checkBudget,
  checkPageBudget,
  cpuSlowdownFor,
  medianOfRuns,
  ratioLimitFor,
  shouldConfirm,
  renderLighthouseMarkdown,
  summarizeLhr,
  waitForQuietHost,
  hostSlowedDown,
  heldFirstFrame,
  presentationHoldMs,
  PRESENTATION_HOLD_LIMIT_MS,
  roundRobin,
  type TraceEvent,
  type PageRow,
  type RunSummary,
} from '@/bench/lib/lighthouse-budget.mjs';

const FLOOR = 100_000;
/** How a report was measured (renderLighthouseMarkdown's meta). */
const META = {
  date: '2026-01-01T00:00:00Z',
  machine: 'm',
  lighthouseVersion: '13.5.0',
  browser: 'HeadlessChrome/1',
  runs: 3,
  confirmRuns: 3,
  calibrated: true,
  nextVersion: '16.4.6',
  command: 'npm run bench:lighthouse',
};

function row(overrides: Partial<PageRow> = {}): PageRow {
  return {
    path: '/about',
    status: 200,
    runtimeError: null,
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 900,
    lcp: 1500,
    tbt: 20,
    cls: 0,
    tti: 1600,
    totalTransfer: 200_000,
    jsTransfer: 110_000,
    benchmarkIndex: 1200,
    cpuSlowdown: 4,
    firstLoadJs: 110_000,
    failedAudits: [],
    consoleErrors: [],
    ...overrides,
  };
}

describe('checkPageBudget', () => {
  test('a page within every limit passes, limits inclusive', () => {
    expect(checkPageBudget(row(), FLOOR)).toEqual([]);
    expect(
      checkPageBudget(
        row({ performance: 95, bestPractices: 95, cls: 0.02, firstLoadJs: 125_000 }),
        FLOOR,
      ),
    ).toEqual([]);
  });

  test.each([
    [{ performance: 94 }, 'performance 94 < 95'],
    [{ accessibility: 99 }, 'accessibility 99 < 100'],
    [{ bestPractices: 92 }, 'best practices 92 < 95'],
    [{ seo: 91 }, 'SEO 91 < 100'],
    [{ cls: 0.021 }, 'CLS 0.021 > 0.02'],
    [{ firstLoadJs: 125_001 }, 'first-load JS 1.25× floor > 1.25×'],
    [{ status: 404 }, 'HTTP 404'],
    [{ runtimeError: 'ERRORED_DOCUMENT_REQUEST' }, 'Lighthouse error ERRORED_DOCUMENT_REQUEST'],
    [{ performance: null }, 'performance: no score'],
    [{ cls: null }, 'CLS: not measured'],
    [{ firstLoadJs: 0 }, 'first-load JS not measured'],
  ] as const)('%o fails with "%s"', (overrides, message) => {
    expect(checkPageBudget(row(overrides as Partial<PageRow>), FLOOR)).toContain(message);
  });

  test('the CI budget reports the performance score without judging it, and judges the rest', () => {
    expect(checkPageBudget(row({ performance: 60 }), FLOOR, CI_BUDGET)).toEqual([]);
    expect(checkPageBudget(row({ performance: 60 }), FLOOR)).toEqual(['performance 60 < 95']);
    expect(
      checkPageBudget(
        row({ performance: 60, accessibility: 98, cls: 0.05, firstLoadJs: 130_000 }),
        FLOOR,
        CI_BUDGET,
      ),
    ).toEqual(['accessibility 98 < 100', 'CLS 0.050 > 0.02', 'first-load JS 1.30× floor > 1.25×']);
  });

  test('home and the blog index may load up to 1.5× the floor, content pages 1.25×', () => {
    expect(ratioLimitFor('/')).toBe(1.5);
    expect(ratioLimitFor('/blogs')).toBe(1.5);
    expect(ratioLimitFor('/about')).toBe(1.25);
    expect(ratioLimitFor('/blogs/phage-vs-antibiotics')).toBe(1.25);
    expect(checkPageBudget(row({ path: '/', firstLoadJs: 150_000 }), FLOOR)).toEqual([]);
    expect(checkPageBudget(row({ path: '/blogs', firstLoadJs: 150_001 }), FLOOR)).toEqual([
      'first-load JS 1.50× floor > 1.5×',
    ]);
    expect(checkPageBudget(row({ path: '/research', firstLoadJs: 140_000 }), FLOOR)).toHaveLength(
      1,
    );
  });

  test('a missing floor measurement fails instead of passing silently', () => {
    expect(checkPageBudget(row(), 0)).toContain('first-load JS floor not measured');
  });

  test('a custom budget is honoured', () => {
    expect(
      checkPageBudget(row({ performance: 80 }), FLOOR, { ...LIGHTHOUSE_BUDGET, performance: 80 }),
    ).toEqual([]);
  });
});

describe('shouldConfirm (CI: re-measure a page over budget before failing)', () => {
  test('a page within budget is not re-measured', () => {
    expect(shouldConfirm(row(), FLOOR, 1, 3)).toBe(false);
  });

  test('a page over budget is re-measured until the confirmation runs exist', () => {
    expect(shouldConfirm(row({ performance: 80 }), FLOOR, 1, 3)).toBe(true);
    expect(shouldConfirm(row({ performance: 80 }), FLOOR, 3, 3)).toBe(false);
  });

  test('without confirmation runs (the full benchmark), nothing is re-measured', () => {
    expect(shouldConfirm(row({ performance: 80 }), FLOOR, 3, 3)).toBe(false);
  });
});

describe('checkBudget', () => {
  test('collects violations per page; ok only when none and at least one page ran', () => {
    const verdict = checkBudget(
      [row({ path: '/' }), row({ path: '/books', seo: 92, cls: 0.1 })],
      FLOOR,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.violations).toEqual({ '/books': ['SEO 92 < 100', 'CLS 0.100 > 0.02'] });
    expect(checkBudget([row()], FLOOR)).toEqual({ ok: true, violations: {} });
    expect(checkBudget([], FLOOR).ok).toBe(false);
  });
});

describe('summarizeLhr', () => {
  const lhr = {
    requestedUrl: 'http://127.0.0.1:1/about',
    finalDisplayedUrl: 'http://127.0.0.1:1/about',
    environment: { benchmarkIndex: 530.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 2 } },
    categories: {
      performance: { score: 0.974, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: 0.92,
        auditRefs: [
          { id: 'meta-description', weight: 1 },
          { id: 'x', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: 1234.5, score: 0.95 },
      'total-blocking-time': { numericValue: 12 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      interactive: { numericValue: 1500 },
      'total-byte-weight': { numericValue: 250_000 },
      'color-contrast': { score: 1 },
      'errors-in-console': {
        score: 0,
        details: {
          items: [
            {
              description: 'Failed to load resource: the server responded with a status of 404 ()',
              sourceLocation: { url: 'http://127.0.0.1:1/favicon.ico' },
            },
          ],
        },
      },
      'meta-description': { score: 0 },
      x: { score: 0 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 20_000 },
            { resourceType: 'Script', transferSize: 50_000 },
            { resourceType: 'Script', transferSize: 30_000 },
            { resourceType: 'Script' },
          ],
        },
      },
    },
  };

  test('scores as 0–100 integers, metrics, transfer sizes and the failing audits', () => {
    expect(summarizeLhr(lhr)).toEqual({
      url: 'http://127.0.0.1:1/about',
      runtimeError: null,
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      fcp: 800,
      lcp: 1234.5,
      tbt: 12,
      cls: 0.004,
      tti: 1500,
      totalTransfer: 250_000,
      jsTransfer: 80_000,
      benchmarkIndex: 530.5,
      cpuSlowdown: 2,
      failedAudits: ['errors-in-console', 'meta-description'],
      consoleErrors: [
        'Failed to load resource: the server responded with a status of 404 () — http://127.0.0.1:1/favicon.ico',
      ],
    });
  });

  test('a page Lighthouse could not load has no scores and its error code', () => {
    const summary = summarizeLhr({
      requestedUrl: 'http://x/404',
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST' },
      categories: { performance: { score: null } },
      audits: {},
    });
    expect(summary.runtimeError).toBe('ERRORED_DOCUMENT_REQUEST');
    expect(summary.performance).toBeNull();
    expect(checkPageBudget({ ...summary, path: '/404', firstLoadJs: 1 }, FLOOR)).toContain(
      'performance: no score',
    );
  });
});

describe('cpuSlowdownFor (CPU calibration)', () => {
  test("a normal host gets Lighthouse's default 4×", () => {
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(1056)).toBe(4);
  });

  test('a slow or busy host is slowed less, so the emulated phone stays at index 264', () => {
    expect(cpuSlowdownFor(528)).toBe(2);
    expect(cpuSlowdownFor(700)).toBe(2.7);
    expect(cpuSlowdownFor(264)).toBe(1);
  });

  test('never below 1× (no speed-up), and 4× when the index is unknown', () => {
    expect(cpuSlowdownFor(120)).toBe(1);
    expect(cpuSlowdownFor(null)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});

describe('medianOfRuns', () => {
  const run = (
    performance: number,
    lcp: number,
    tbt: number,
    failed: string[] = [],
  ): RunSummary => ({
    ...row(),
    performance,
    lcp,
    tbt,
    failedAudits: failed,
  });

  test('each score and metric is its own median over the runs', () => {
    const runs = [run(91, 3100, 180, ['lcp']), run(96, 2100, 260), run(95, 2600, 90)];
    const median = medianOfRuns(runs);
    expect(median.performance).toBe(95);
    expect(median.lcp).toBe(2600);
    expect(median.tbt).toBe(180);
    // Failed audits come from the run whose score is the median one.
    expect(median.failedAudits).toEqual([]);
  });

  test('an even number of runs takes the mean of the middle two', () => {
    expect(medianOfRuns([run(90, 3000, 100), run(96, 2000, 200)]).performance).toBe(93);
  });

  test('a single run is its own median; failed runs are skipped when others succeeded', () => {
    expect(medianOfRuns([run(50, 1, 2)]).performance).toBe(50);
    const failed = { ...run(0, 0, 0), runtimeError: 'NO_FCP', performance: null };
    expect(medianOfRuns([failed, run(96, 2000, 100)]).performance).toBe(96);
    expect(medianOfRuns([failed]).runtimeError).toBe('NO_FCP');
    expect(() => medianOfRuns([])).toThrow('No runs');
  });
});

describe('pages and report', () => {
  test('the full run covers the eight pages of the issue; CI runs a subset of them', () => {
    expect(DEFAULT_PAGES).toEqual([
      '/',
      '/about',
      '/research',
      '/phages',
      '/books',
      '/contact',
      '/blogs',
      '/blogs/phage-vs-antibiotics',
    ]);
    expect(CI_PAGES).toEqual(['/research']);
    for (const page of CI_PAGES) expect(DEFAULT_PAGES).toContain(page);
  });

  test('the markdown table has one row per page with all columns and the verdict', () => {
    const rows = [
      row({ path: '/' }),
      row({
        path: '/books',
        seo: 92,
        failedAudits: ['meta-description'],
        consoleErrors: ['boom'],
        heldRuns: 2,
      }),
    ];
    const verdict = checkBudget(rows, FLOOR);
    const md = renderLighthouseMarkdown({
      rows,
      floorJs: FLOOR,
      verdict,
      meta: { ...META, serverNiceness: 15 },
    });
    expect(md).toContain(
      'Next.js 16.4.6 production build served by `next start` at CPU niceness 15 (below the browser under test).',
    );
    const tableRows = md.split('\n').filter((line) => line.startsWith('| `'));
    expect(tableRows).toHaveLength(2);
    expect(tableRows[0]).toBe(
      '| `/` | 98 | 100 | 100 | 100 | 1500 ms | 20 ms | 0.000 | 195.3 kB | 107.4 kB | 107.4 kB | 1.10× (≤ 1.5×) | 1200 / 4× | ✅ |',
    );
    expect(tableRows[1]).toContain('❌ SEO 92 < 100');
    expect(md).toContain('median of 3 runs per page, taken in rounds over the pages');
    expect(md).toContain('- `/books`: meta-description');
    expect(md).toContain('- `/books`: boom');
    expect(md).toContain('**over budget**');
    expect(md).toContain('97.7 kB of JavaScript (gzip)');
    expect(md).toContain(
      'Runs measured again because the browser presented a painted first frame 500 ms or more late',
    );
    expect(md).toContain('`/books` 2.');
  });

  test('says so when no run was held', () => {
    const rows = [row({ path: '/' })];
    const md = renderLighthouseMarkdown({
      rows,
      floorJs: FLOOR,
      verdict: checkBudget(rows, FLOOR),
      meta: META,
    });
    expect(md).toContain('No run had its painted first frame presented 500 ms or more late.');
  });

  test('the floor page is a reference row, never judged, and its held runs are listed', () => {
    const rows = [row({ path: '/' })];
    const floorRow = row({
      path: 'floor',
      performance: 94,
      lcp: 705,
      tbt: 290,
      firstLoadJs: FLOOR,
      heldRuns: 1,
    });
    const verdict = checkBudget(rows, FLOOR);
    const md = renderLighthouseMarkdown({
      rows,
      floorJs: FLOOR,
      verdict,
      floorRow,
      meta: META,
    });
    // Below the budget's 95, yet the verdict only judges the site's pages.
    expect(verdict.ok).toBe(true);
    expect(md).toContain('**within budget**');
    expect(md).toContain(
      '| floor: bare Next.js page | 94 | 100 | 100 | 100 | 705 ms | 290 ms | 0.000 | 195.3 kB | 107.4 kB | 97.7 kB | 1.00× | 1200 / 4× | reference, not judged |',
    );
    expect(md).toContain(
      'Measured with the same settings in the same rounds, it scores 94 for performance (LCP 705 ms, TBT 290 ms)',
    );
    expect(md).toContain('`floor` 1.');
  });

  test('without a floor run there is no floor row', () => {
    const rows = [row({ path: '/' })];
    const md = renderLighthouseMarkdown({
      rows,
      floorJs: FLOOR,
      verdict: checkBudget(rows, FLOOR),
      meta: { ...META, runs: 1, confirmRuns: 1, command: 'npm run bench:ci' },
    });
    expect(md).not.toContain('floor: bare Next.js page');
    expect(md).not.toContain('Measured with the same settings');
  });
});

describe('presentationHoldMs (a painted first frame the browser presented late)', () => {
  const FRAME = 'F1';
  const NAV = 'N1';
  /** A trace in µs: navigation at 1 s, content painted `paintedMs` later, presented `fcpMs` later. */
  function trace(paintedMs: number | null, fcpMs: number | null): TraceEvent[] {
    const t0 = 1_000_000;
    const events: TraceEvent[] = [
      // An about:blank navigation first (Lighthouse's reset): not the page's.
      {
        name: 'navigationStart',
        ts: 10,
        args: {
          frame: FRAME,
          data: { isLoadingMainFrame: true, documentLoaderURL: '', navigationId: 'blank' },
        },
      },
      {
        name: 'navigationStart',
        ts: t0,
        args: {
          frame: FRAME,
          data: {
            isLoadingMainFrame: true,
            documentLoaderURL: 'http://127.0.0.1:3000/',
            navigationId: NAV,
          },
        },
      },
      // A favicon's SVG document paints in a frame of its own: ignored.
      {
        name: 'PaintTimingVisualizer::LayoutObjectPainted',
        ts: t0 + 5_000,
        args: { data: { frame: 'SVG' } },
      },
    ];
    if (paintedMs !== null) {
      events.push(
        {
          name: 'PaintTimingVisualizer::LayoutObjectPainted',
          ts: t0 + paintedMs * 1000 + 900,
          args: { data: { frame: FRAME } },
        },
        {
          name: 'PaintTimingVisualizer::LayoutObjectPainted',
          ts: t0 + paintedMs * 1000,
          args: { data: { frame: FRAME } },
        },
      );
    }
    if (fcpMs !== null) {
      events.push({
        name: 'firstContentfulPaint',
        ts: t0 + fcpMs * 1000,
        args: { frame: FRAME, data: { navigationId: NAV } },
      });
    }
    return events;
  }

  test('a frame presented right after it was painted: a few ms, not held', () => {
    const hold = presentationHoldMs(trace(209, 296));
    expect(hold).toBeCloseTo(87, 5);
    expect(heldFirstFrame(hold)).toBe(false);
  });

  test('the stall seen on this VM: painted at 206 ms, presented at 1258 ms', () => {
    const hold = presentationHoldMs(trace(206, 1258));
    expect(hold).toBeCloseTo(1052, 5);
    expect(heldFirstFrame(hold)).toBe(true);
  });

  test(`held from ${PRESENTATION_HOLD_LIMIT_MS} ms on`, () => {
    expect(heldFirstFrame(PRESENTATION_HOLD_LIMIT_MS - 1)).toBe(false);
    expect(heldFirstFrame(PRESENTATION_HOLD_LIMIT_MS)).toBe(true);
  });

  test('a trace without the paint or the FCP tells nothing: never counted as held', () => {
    expect(presentationHoldMs(trace(null, 300))).toBeNull();
    expect(presentationHoldMs(trace(200, null))).toBeNull();
    expect(presentationHoldMs([])).toBeNull();
    expect(heldFirstFrame(null)).toBe(false);
  });
});

describe('waitForQuietHost', () => {
  function fakeHost(loads: number[]) {
    let clock = 0;
    const slept: number[] = [];
    return {
      slept,
      options: {
        cpus: 2,
        loadAverage: () => loads[Math.min(slept.length, loads.length - 1)]!,
        sleep: async (ms: number) => {
          slept.push(ms);
          clock += ms;
        },
        now: () => clock,
      },
    };
  }

  test('measures at once on a quiet host', async () => {
    const host = fakeHost([0.4]);
    await expect(waitForQuietHost(host.options)).resolves.toEqual({
      waitedMs: 0,
      load: 0.4,
      quiet: true,
    });
    expect(host.slept).toEqual([]);
  });

  test('waits, polling every 5 s, until the load average falls below half the CPU count', async () => {
    const host = fakeHost([11.8, 6.2, 1.9, 1.0, 0.9]);
    await expect(waitForQuietHost(host.options)).resolves.toEqual({
      waitedMs: 20_000,
      load: 0.9,
      quiet: true,
    });
    expect(host.slept).toEqual([5_000, 5_000, 5_000, 5_000]);
  });

  test('gives up after three minutes and says the host is still busy', async () => {
    const host = fakeHost([9]);
    const result = await waitForQuietHost(host.options);
    expect(result).toEqual({ waitedMs: 180_000, load: 9, quiet: false });
    expect(host.slept).toHaveLength(36);
  });
});

describe('hostSlowedDown', () => {
  test('a page measured at under three quarters of the host speed seen earlier is flagged', () => {
    expect(hostSlowedDown(2369, 1201)).toBe(true);
    expect(hostSlowedDown(2369, 1780)).toBe(false);
    expect(hostSlowedDown(2369, 2500)).toBe(false);
  });

  test('no reference yet (the first page) or no index: nothing to compare', () => {
    expect(hostSlowedDown(0, 1201)).toBe(false);
    expect(hostSlowedDown(2369, null)).toBe(false);
  });
});

describe('roundRobin', () => {
  test('runs every page once before any page runs again', () => {
    expect(roundRobin(['/', '/about', '/blogs'], 3)).toEqual([
      '/',
      '/about',
      '/blogs',
      '/',
      '/about',
      '/blogs',
      '/',
      '/about',
      '/blogs',
    ]);
    expect(roundRobin(['/research', '/books'], 1)).toEqual(['/research', '/books']);
    expect(roundRobin(['/'], 0)).toEqual([]);
  });
});
