/** CSP violation reports, which a hostile page could send by the thousand: cut, rate-limited. */
import { readBodyCapped } from './body';
import { createBucket } from './rate-limit';

export const MAX_REPORT_BYTES = 16 * 1024;
export const REPORTS_PER_MINUTE = 30;
const MAX_FIELD_LENGTH = 200;

/** A minute's worth at once, then one every 2 s; per process: enough for logging. */
export function createReportLimiter() {
  const bucket = createBucket(REPORTS_PER_MINUTE, REPORTS_PER_MINUTE / 60);
  return (now: number) => bucket.take(now) === 0;
}

function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // Control characters would let a report forge log lines.
  return String(value)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, MAX_FIELD_LENGTH);
}

/** Violations from a report-to body (an array of reports) or a report-uri body ({"csp-report"}). */
export function parseViolations(body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  const reports: unknown[] = Array.isArray(json) ? json : [json];
  return reports.slice(0, 10).flatMap((report) => {
    if (!report || typeof report !== 'object') return [];
    const r = report as Record<string, unknown>;
    const legacy = r['csp-report'];
    const body = (r.type === 'csp-violation' ? r.body : legacy) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return [];
    return [
      {
        directive: field(
          body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive'],
        ),
        blocked: field(body.blockedURL ?? body['blocked-uri']),
        document: field(body.documentURL ?? body['document-uri']),
        source: field(body.sourceFile ?? body['source-file']),
      },
    ];
  });
}

export type CspViolation = ReturnType<typeof parseViolations>[number];

const allow = createReportLimiter();

export async function handleCspReport(
  request: Request,
  log: (violation: CspViolation) => void = (v) => console.warn('CSP violation', JSON.stringify(v)),
  limiter: (now: number) => boolean = allow,
  now: number = Date.now(),
): Promise<number> {
  if (!limiter(now)) return 429;
  const body = await readBodyCapped(request, MAX_REPORT_BYTES);
  if (body === null) return 413;
  for (const violation of parseViolations(body)) log(violation);
  return 204;
}
