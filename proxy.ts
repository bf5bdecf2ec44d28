import { NextResponse, type NextRequest } from 'next/server';
import { MAX_PAGE_QUERY_LENGTH, inspectPath } from '@/lib/security/request-guard';
import { securityHeaders } from '@/lib/security/headers';
import { languageRedirectTarget } from '@/lib/routes';
import { isUnknownBlogPath, knownPathsForProxy } from '@/lib/blog/known-path';
import { UNKNOWN_ARTICLE_PATH, blogTargetOf } from '@/lib/blog/paths';

/** Next's draft-mode cookie: the owner's preview may open a post that exists only as a draft. */
const DRAFT_COOKIE = '__prerender_bypass';

/** A path that matches no page, so Next answers with app/not-found.tsx and a 404. */
const NOT_FOUND_PATH = '/_rejected-path';

/**
 * Turns hostile paths into a 400 or the not-found page before they reach a route
 * (see lib/security/request-guard.ts for why), and blog URLs that name nothing the blog has into
 * one shared not-found page (lib/blog/known-path.ts). Every other request passes untouched.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Language prefixes (/en, /es, /fr, /de) are legacy URLs: a permanent server redirect keeps only the target
  // in history. Served here rather than by next.config redirects() so they carry the security headers.
  const target = languageRedirectTarget(pathname);
  if (target) return redirect(request, `${target}${search}`);
  if (search.length > MAX_PAGE_QUERY_LENGTH && !pathname.startsWith('/api/'))
    return redirect(request, pathname);
  const verdict = inspectPath(pathname);
  if (verdict === 'ok') {
    // The shared not-found article page is a 404 itself, even while the blog's paths are unknown.
    if (pathname === UNKNOWN_ARTICLE_PATH) return notFoundAt(request, UNKNOWN_ARTICLE_PATH);
    const blog = blogTargetOf(pathname);
    if (!blog) return NextResponse.next();
    // A draft cookie's paths include the owner's drafts; a made-up cookie gains nothing by it.
    const drafts = request.cookies.has(DRAFT_COOKIE);
    const known = await knownPathsForProxy(Date.now(), drafts);
    // While the site cannot say, nothing is called unknown: the route serves its last good page.
    if (!known || !isUnknownBlogPath(pathname, known)) return NextResponse.next();
    const article = blog.kind === 'post' && !pathname.endsWith('/opengraph-image');
    return notFoundAt(request, article ? UNKNOWN_ARTICLE_PATH : NOT_FOUND_PATH);
  }
  if (verdict === 'bad-request') {
    return new NextResponse('Bad Request: malformed URL encoding', {
      status: 400,
      headers: withSecurityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }),
    });
  }
  return notFoundAt(request, NOT_FOUND_PATH);
}

/**
 * A 404 answered by the not-found page at `pathname`, through an internal rewrite of the request's
 * own URL: `request.url`, not `nextUrl`, which may say "localhost" (next.config.ts explains).
 */
function notFoundAt(request: NextRequest, pathname: string) {
  const url = new URL(request.url);
  url.pathname = pathname;
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}

function redirect(request: NextRequest, location: string) {
  const headers = withSecurityHeaders({ Location: new URL(location, request.url).href });
  return new NextResponse(null, { status: 308, headers });
}

function withSecurityHeaders(init: Record<string, string>): Headers {
  const headers = new Headers(init);
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return headers;
}

export const config = {
  // Static files and image optimisation never reach a page route. The CMS webhook and the CSP
  // report endpoint stay out: Next buffers a request body (up to 10 MB) for a proxy to read, and
  // these two read their own, capped.
  matcher: ['/((?!_next/static|_next/image|api/revalidate|api/csp-report).*)'],
};
