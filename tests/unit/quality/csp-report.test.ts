/** @jest-environment node */
import {
  createReportLimiter,
  handleCspReport,
  MAX_REPORT_BYTES,
  parseViolations,
  REPORTS_PER_MINUTE,
  type CspViolation,
} from '@/lib/security/csp-report';

const report = (body: string, headers: HeadersInit = {}) =>
  new Request('http://localhost/api/csp-report', { method: 'POST', body, headers });

const reportTo = JSON.stringify([
  {
    type: 'csp-violation',
    url: 'https://site.example/about',
    body: {
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js',
      documentURL: 'https://site.example/about',
      sourceFile: 'https://site.example/_next/static/chunks/a.js',
    },
  },
]);
const reportUri = JSON.stringify({
  'csp-report': {
    'violated-directive': 'img-src',
    'blocked-uri': 'https://evil.example/i.png\nFAKE LOG LINE',
    'document-uri': 'https://site.example/',
  },
});

describe('CSP violation reports', () => {
  test('reads both report formats into short, single-line fields', () => {
    expect(parseViolations(reportTo)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'https://site.example/about',
        source: 'https://site.example/_next/static/chunks/a.js',
      },
    ]);
    const [legacy] = parseViolations(reportUri);
    expect(legacy?.directive).toBe('img-src');
    expect(legacy?.blocked).toBe('https://evil.example/i.png FAKE LOG LINE');
    const long = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(5000) } });
    expect(parseViolations(long)[0]?.blocked).toHaveLength(200);
  });

  test('reads a report-uri body as Firefox writes it, whole, and at most 10 reports of a batch', () => {
    const firefox = {
      'csp-report': {
        'blocked-uri': 'inline',
        'document-uri': 'https://site.example/blogs',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src', // the directive it fell back to
        'original-policy': "default-src 'self'",
        'source-file': 'https://site.example/blogs',
        'line-number': 12,
        disposition: 'enforce',
      },
    };
    const violation = {
      directive: 'script-src-elem',
      blocked: 'inline',
      document: 'https://site.example/blogs',
      source: 'https://site.example/blogs',
    };
    expect(parseViolations(JSON.stringify(firefox))).toEqual([violation]);
    const batch = [null, 'report', ...Array.from({ length: 12 }, () => firefox)];
    expect(parseViolations(JSON.stringify(batch))).toEqual(Array(8).fill(violation));
  });

  test('keeps text and numbers of a field, and nothing of other types', () => {
    const odd = {
      'csp-report': { 'blocked-uri': { url: 'x' }, 'document-uri': 7, 'violated-directive': ['a'] },
    };
    expect(parseViolations(JSON.stringify(odd))).toEqual([
      { directive: '', blocked: '', document: '7', source: '' },
    ]);
  });

  test('ignores garbage without throwing', () => {
    for (const body of ['', 'not json', 'null', '[1,2]', '{"csp-report":7}', '[{"type":"other"}]'])
      expect(parseViolations(body)).toEqual([]);
  });

  test('logs a report and answers 204', async () => {
    const logged: CspViolation[] = [];
    const status = await handleCspReport(
      report(reportTo),
      (v) => logged.push(v),
      () => true,
    );
    expect(status).toBe(204);
    expect(logged).toHaveLength(1);
    // By default on the server's log, one JSON line each.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await handleCspReport(report(reportTo), undefined, () => true)).toBe(204);
      expect(warn).toHaveBeenCalledWith('CSP violation', JSON.stringify(logged[0]));
    } finally {
      warn.mockRestore();
    }
  });

  test('refuses bodies over 16 KiB, declared or not, without logging', async () => {
    const log = jest.fn();
    const big = 'x'.repeat(MAX_REPORT_BYTES + 1);
    expect(await handleCspReport(report(big), log, () => true)).toBe(413);
    const declared = report('{}', { 'content-length': String(MAX_REPORT_BYTES + 1) });
    expect(await handleCspReport(declared, log, () => true)).toBe(413);
    expect(declared.bodyUsed).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  test('rate-limits: 30 at once are logged, then 429 until a report is due every 2 s', async () => {
    const limiter = createReportLimiter();
    const log = jest.fn();
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1)
      statuses.push(await handleCspReport(report(reportTo), log, limiter, 1_000 + i));
    expect(statuses.slice(0, REPORTS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(log).toHaveBeenCalledTimes(REPORTS_PER_MINUTE);
    const last = 1_000 + REPORTS_PER_MINUTE;
    expect(await handleCspReport(report(reportTo), log, limiter, last + 1_900)).toBe(429);
    expect(await handleCspReport(report(reportTo), log, limiter, last + 2_000)).toBe(204);
    expect(await handleCspReport(report(reportTo), log, limiter, last + 2_100)).toBe(429);
  });
});
