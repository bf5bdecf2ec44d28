/**
 * The budgets gate tells Lighthouse's own failures from a page's: a run that ends in one of
 * Lighthouse's runtime errors is run again, a bounded number of times; a missed budget fails at once.
 */
import {
  LIGHTHOUSE_ATTEMPTS,
  gateProblems,
  lighthouseOutcome,
  untilMeasured,
  medianOf,
  summarize,
} from '@/bench/lib/judge.mjs';

/** A report as the CLI prints it with `--output=json`: the fields the gate reads. */
const report = (scores: { accessibility?: number } = {}, runtimeError?: object) => ({
  lighthouseVersion: '13.5.0',
  runtimeError,
  categories: {
    accessibility: { score: scores.accessibility ?? 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1600 },
    'total-blocking-time': { numericValue: 0 },
    'cumulative-layout-shift': { numericValue: 0 },
  },
});
/** What the CLI prints on stderr before exiting 1 with a runtime error. */
const runtimeStderr = (message: string, code: string) =>
  `Runtime error encountered: ${message} (${code})\nLighthouseError: ${code}\n    at file:///node_modules/lighthouse/core/lib/navigation-error.js:42:11\n`;
const NO_NAVSTART = {
  code: 'NO_NAVSTART',
  message:
    'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
};
const noNavstart = () =>
  lighthouseOutcome(
    1,
    JSON.stringify(report({}, NO_NAVSTART)),
    runtimeStderr(NO_NAVSTART.message.replace(/ \(NO_NAVSTART\)$/, ''), 'NO_NAVSTART'),
  );
const ok = (scores?: { accessibility?: number }) =>
  lighthouseOutcome(0, JSON.stringify(report(scores)), '');

/** An attempt function that plays the outcomes in order, counting its calls. */
type Outcome = ReturnType<typeof lighthouseOutcome>;
function runs(...outcomes: Outcome[]) {
  const attempt: jest.Mock<Promise<Outcome>> = jest.fn(
    async () => outcomes[Math.min(attempt.mock.calls.length - 1, outcomes.length - 1)]!,
  );
  return attempt;
}

/** The gate's verdict on one page measured through `untilMeasured`, as bench/run.mjs judges it. */
async function judge(
  attempt: () => Promise<ReturnType<typeof lighthouseOutcome>>,
  log = jest.fn(),
) {
  const lhr = await untilMeasured('http://127.0.0.1:1/phages', attempt, { log });
  return gateProblems('/phages', medianOf([summarize(lhr)]), 1000, 1000);
}

describe('lighthouseOutcome', () => {
  test('a report with no runtime error is a result', () => {
    expect(ok()).toEqual({ lhr: report() });
  });

  test("Lighthouse's own runtime error is read from its report, and is a tool error", () => {
    expect(noNavstart()).toEqual({
      error: expect.stringMatching(/^NO_NAVSTART: Runtime error encountered: Something went wrong/),
      tool: true,
    });
  });

  test('with no report printed, the code comes from stderr, or from the protocol time-out exit', () => {
    expect(
      lighthouseOutcome(1, '', runtimeStderr('The page did not paint any content.', 'NO_FCP')),
    ).toMatchObject({ tool: true, error: expect.stringMatching(/^NO_FCP/) });
    expect(
      lighthouseOutcome(67, '', 'Debugger protocol timed out while connecting to Chrome.'),
    ).toMatchObject({ tool: true, error: expect.stringMatching(/^CRI_TIMEOUT/) });
    expect(lighthouseOutcome(1, '{"lighthouseVer', 'Unable to connect to Chrome')).toMatchObject({
      tool: true,
    });
  });

  test('a report whose CLS Lighthouse failed to compute is a tool error, not a missing CLS', () => {
    const whole = report();
    const cls = { scoreDisplayMode: 'error', errorMessage: NO_NAVSTART.message };
    const broken = { ...whole, audits: { ...whole.audits, 'cumulative-layout-shift': cls } };
    expect(lighthouseOutcome(0, JSON.stringify(broken), '')).toEqual({
      error: `cumulative-layout-shift: ${NO_NAVSTART.message}`,
      tool: true,
    });
  });

  test("a page's own failure is not a tool error", () => {
    const failed = {
      code: 'ERRORED_DOCUMENT_REQUEST',
      message: 'Lighthouse was unable to reliably load the page you requested. (Status code: 500)',
    };
    expect(
      lighthouseOutcome(
        1,
        JSON.stringify(report({}, failed)),
        runtimeStderr(failed.message, failed.code),
      ),
    ).toMatchObject({ tool: false });
    expect(lighthouseOutcome(1, '', 'Error: Cannot find module lighthouse')).toMatchObject({
      tool: false,
      error: expect.stringMatching(/^exit 1/),
    });
  });
});

describe('the gate on one page', () => {
  test('tool errors are run again and logged; the page is judged on the result', async () => {
    const attempt = runs(noNavstart(), noNavstart(), ok());
    const log = jest.fn();
    await expect(judge(attempt, log)).resolves.toEqual([]);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /^Lighthouse failed to measure http:\/\/127\.0\.0\.1:1\/phages \(NO_NAVSTART: .*\); running it again \(2\/4\)$/,
      ),
      expect.stringMatching(/running it again \(3\/4\)$/),
    ]);
  });

  test('a missed budget fails at once, with no second run', async () => {
    const attempt = runs(ok({ accessibility: 0.92 }), ok());
    await expect(judge(attempt)).resolves.toEqual(['accessibility 92 < 100']);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  test('a budget missed after a tool error still fails', async () => {
    const attempt = runs(noNavstart(), ok({ accessibility: 0.92 }));
    await expect(judge(attempt)).resolves.toEqual(['accessibility 92 < 100']);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  test("a page's own failure is not run again", async () => {
    const attempt = runs(
      lighthouseOutcome(1, '', runtimeStderr('Status code: 500', 'ERRORED_DOCUMENT_REQUEST')),
      ok(),
    );
    await expect(judge(attempt)).rejects.toThrow(/after 1 run\(s\): ERRORED_DOCUMENT_REQUEST/);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  test('a tool that never measures fails after a bounded number of runs', async () => {
    const attempt = runs(noNavstart());
    await expect(judge(attempt)).rejects.toThrow(
      `after ${LIGHTHOUSE_ATTEMPTS} run(s): NO_NAVSTART`,
    );
    expect(attempt).toHaveBeenCalledTimes(LIGHTHOUSE_ATTEMPTS);
  });
});

describe('summarize: where the main thread went', () => {
  const breakdown = (items: { group: string; duration: number }[]) => ({
    ...report(),
    audits: {
      ...report().audits,
      'mainthread-work-breakdown': { details: { items } },
    },
  });

  test("reads Lighthouse's style-and-layout, paint and script groups; a group with no time is 0", () => {
    const run = summarize(
      breakdown([
        { group: 'scriptEvaluation', duration: 1207.4 },
        { group: 'styleLayout', duration: 936.2 },
        { group: 'other', duration: 400 },
      ]),
    );
    expect(run).toMatchObject({ styleLayout: 936.2, paint: 0, script: 1207.4 });
  });

  test('a run without the audit (the CI gate asks only for CLS) has no figures, not zeros', () => {
    expect(summarize(report())).toMatchObject({ styleLayout: null, paint: null, script: null });
  });

  test('each group is its own median over the rounds', () => {
    const runs = [300, 100, 200].map((ms) =>
      summarize(breakdown([{ group: 'paintCompositeRender', duration: ms }])),
    );
    expect(medianOf(runs)).toMatchObject({ paint: 200 });
  });
});
