import { handleCspReport } from '@/lib/security/csp-report';

/** CSP violation reports from browsers (report-to and report-uri): logged, rate-limited. */
export async function POST(request: Request) {
  return new Response(null, { status: await handleCspReport(request) });
}
