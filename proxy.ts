import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { inspectPath } from '@/lib/security/request-guard';
import { securityHeaders } from '@/lib/security/headers';
import { languageRedirectTarget } from '@/lib/routes';
import { buildPreviewId, isUnknownBlogPath, knownPathsForProxy } from '@/lib/blog/known-path';
import { UNKNOWN_ARTICLE_PATH, blogTargetOf } from '@/lib/blog/paths';
import { config as siteConfig } from '@/lib/config';

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
  if (target) {
    return new NextResponse(null, {
      status: 308,
      headers: withSecurityHeaders({ Location: new URL(`${target}${search}`, request.url).href }),
    });
  }
  const verdict = inspectPath(pathname);
  if (verdict === 'ok') {
    // The shared not-found article page is a 404 itself, even while the blog's paths are unknown.
    if (pathname === UNKNOWN_ARTICLE_PATH) return notFoundAt(request, UNKNOWN_ARTICLE_PATH);
    const blog = blogTargetOf(pathname);
    if (!blog || isOwnerPreview(request)) return NextResponse.next();
    const known = await knownPathsForProxy();
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
 * A 404 answered by the not-found page at `pathname`, through an internal rewrite: the request's
 * own URL with another path. `request.url`, not `nextUrl`: nextUrl calls 127.0.0.1 "localhost", an
 * origin the server does not count as its own, so the rewrite would leave for an HTTP round trip
 * (next.config.ts skipProxyUrlNormalize keeps the URL). The status is set here because the
 * article's not-found page is a static page of its own (app/blogs/-not-found).
 */
function notFoundAt(request: NextRequest, pathname: string) {
  const url = new URL(request.url);
  url.pathname = pathname;
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}

/**
 * The owner's draft preview may open a post that exists only as a draft (lib/content/preview.ts):
 * only with a draft cookie Next would accept (the build's own secret), not merely any cookie of
 * that name, or junk URLs would pass the guard with a made-up one.
 */
function isOwnerPreview(request: NextRequest): boolean {
  const { projectId, previewEnabled } = siteConfig.sanity;
  const cookie = request.cookies.get('__prerender_bypass')?.value;
  const id = projectId && previewEnabled && cookie ? buildPreviewId() : null;
  if (!id || !cookie) return false;
  const [given, expected] = [Buffer.from(cookie), Buffer.from(id)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function withSecurityHeaders(init: Record<string, string>): Headers {
  const headers = new Headers(init);
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return headers;
}

export const config = {
  // Static files and image optimisation never reach a page route, and the section pages' own
  // paths pass the checks above untouched: the proxy would only cost them throughput. The CMS
  // webhook and the CSP report endpoint stay out too: Next buffers a request body (up to 10 MB)
  // for a proxy to read, and these two read their own, capped.
  matcher: [
    '/((?!_next/static|_next/image|api/revalidate|api/csp-report|(?:about|research|phages|books|contact|blogs)?$).*)',
  ],
};
