import { NextResponse, type NextRequest } from 'next/server';
import { inspectPath } from '@/lib/security/request-guard';
import { securityHeaders } from '@/lib/security/headers';

/** A path that matches no page, so Next answers with app/not-found.tsx and a 404. */
const NOT_FOUND_PATH = '/_rejected-path';

/**
 * Turns hostile paths into a 400 or the not-found page before they reach a route
 * (see lib/security/request-guard.ts for why). Every other request passes untouched.
 */
export function proxy(request: NextRequest) {
  const verdict = inspectPath(request.nextUrl.pathname);
  if (verdict === 'ok') return NextResponse.next();
  if (verdict === 'bad-request') {
    const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
    for (const { key, value } of securityHeaders()) headers.set(key, value);
    return new NextResponse('Bad Request: malformed URL encoding', { status: 400, headers });
  }
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

export const config = {
  // Static files and image optimisation never reach a page route.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
