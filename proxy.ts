import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { inspectPath } from '@/lib/security/request-guard';
import { securityHeaders } from '@/lib/security/headers';
import { languageRedirectTarget } from '@/lib/routes';
import { isUnknownBlogPath, KNOWN_PATHS_API, type KnownPaths } from '@/lib/blog/known-path';
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
    const blog = blogTargetOf(pathname);
    if (!blog || pathname === UNKNOWN_ARTICLE_PATH || isOwnerPreview(request))
      return NextResponse.next();
    const known = await knownPaths();
    // While the site cannot say, nothing is called unknown: the route serves its last good page.
    if (!known || !isUnknownBlogPath(pathname, known)) return NextResponse.next();
    const article = blog.kind === 'post' && !pathname.endsWith('/opengraph-image');
    return rewriteTo(request, article ? UNKNOWN_ARTICLE_PATH : NOT_FOUND_PATH);
  }
  if (verdict === 'bad-request') {
    return new NextResponse('Bad Request: malformed URL encoding', {
      status: 400,
      headers: withSecurityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }),
    });
  }
  return rewriteTo(request, NOT_FOUND_PATH);
}

/** An internal rewrite: the request's own URL with another path (never proxied to an origin). */
function rewriteTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * This server's own address (set by `next start` and the standalone server), never the Host
 * header. "localhost" stands for every interface there: 127.0.0.1 reaches an IPv4-only one too.
 */
function ownOrigin(): string {
  const origin =
    process.env.__NEXT_PRIVATE_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;
  return origin.replace('//localhost:', '//127.0.0.1:');
}

/**
 * What the blog's URLs can name, asked of this server's own cached answer (KNOWN_PATHS_API) on
 * each guarded request. Not read here through Next's data cache: proxy.ts gets a throwaway
 * incremental cache per request, without the site's disk cache, so `unstable_cache` and tagged
 * `fetch` would reach the CMS every time. The route's answer is an ordinary cached page instead,
 * kept where every page is kept (a shared cacheHandler when there are several servers) and
 * refreshed by the same tags, so every server knows a post as soon as its pages do.
 */
async function knownPaths(): Promise<KnownPaths | null> {
  try {
    const response = await fetch(`${ownOrigin()}${KNOWN_PATHS_API}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? ((await response.json()) as KnownPaths) : null;
  } catch {
    return null;
  }
}

/** The build's draft-mode secret: the value Next itself sets in the draft cookie. */
let previewModeId: Buffer | null | undefined;
function buildPreviewId(): Buffer | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = path.join(
      process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      'prerender-manifest.json',
    );
    const { preview } = JSON.parse(readFileSync(/*turbopackIgnore: true*/ manifest, 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    previewModeId = preview?.previewModeId ? Buffer.from(preview.previewModeId) : null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/**
 * The owner's draft preview may open a post that exists only as a draft (lib/content/preview.ts):
 * only with a draft cookie Next would accept (the build's own secret), not merely any cookie of
 * that name, or junk URLs would pass the guard with a made-up one.
 */
function isOwnerPreview(request: NextRequest): boolean {
  const { projectId, readToken } = siteConfig.sanity;
  const cookie = request.cookies.get('__prerender_bypass')?.value;
  const expected = projectId && readToken && cookie ? buildPreviewId() : null;
  if (!expected || !cookie) return false;
  const given = Buffer.from(cookie);
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
