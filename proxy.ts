import { NextResponse, type NextRequest } from 'next/server';
import { aboutIntro } from '@/content/about';
import { MAX_PAGE_QUERY_LENGTH, inspectPath } from '@/lib/security/request-guard';
import { securityHeaders } from '@/lib/security/headers';
import { languageRedirectTarget, routes, UNDATED } from '@/lib/routes';
import { isPlausibleYear } from '@/lib/research/csl';
import { isUnknownToProxy } from '@/lib/blog/known-path';
import { UNKNOWN_ARTICLE_PATH, blogTargetOf } from '@/lib/blog/paths';

/** Next's draft-mode cookie: the owner's preview may open a post that exists only as a draft. */
const DRAFT_COOKIE = '__prerender_bypass';

/** Matches no page, so Next answers with app/not-found.tsx and a 404. */
const NOT_FOUND_PATH = '/_rejected-path';

/** Next's own page for a failed render: no visitor's address, and answered 500 if asked. */
const GLOBAL_ERROR_PATH = '/_global-error';

/** A segment under the full list of works: its page is rendered and kept for each one asked. */
const YEAR_PAGE = new RegExp(`^${routes.allPublications}/([^/]+)$`);

/** Hostile paths get a 400 or a 404 before any route; unknown blog, CV and year URLs, one 404 page. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The site has no server actions: a page takes no body (Next would render one afresh for a form).
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return answer(405, { Allow: 'GET, HEAD' });
  // Served here, not by next.config redirects(), so they carry the security headers.
  const target = languageRedirectTarget(pathname);
  if (target) return redirect(request, `${target}${search}`);
  if (search.length > MAX_PAGE_QUERY_LENGTH && !pathname.startsWith('/api/'))
    return redirect(request, pathname);
  const verdict = inspectPath(pathname);
  if (verdict === 'bad-request')
    return answer(
      400,
      { 'Content-Type': 'text/plain; charset=utf-8' },
      'Bad Request: malformed URL encoding',
    );
  if (verdict !== 'ok' || pathname === GLOBAL_ERROR_PATH)
    return notFoundAt(request, NOT_FOUND_PATH);
  // The CV's route is built for one name and would keep its 404 under every other one asked.
  if (pathname.startsWith('/cv/') && pathname !== aboutIntro.cvPath)
    return notFoundAt(request, NOT_FOUND_PATH);
  // Only a year a work could carry reaches it (an unlisted one is kept, at most one a year).
  const year = YEAR_PAGE.exec(pathname)?.[1];
  if (year && year !== UNDATED && !(/^\d{4}$/.test(year) && isPlausibleYear(Number(year))))
    return notFoundAt(request, NOT_FOUND_PATH);
  // The shared not-found article page is a 404 itself, even while the blog's paths are unknown.
  if (pathname === UNKNOWN_ARTICLE_PATH) return notFoundAt(request, UNKNOWN_ARTICLE_PATH);
  const blog = blogTargetOf(pathname);
  if (!blog) return NextResponse.next();
  // A draft cookie's paths include the owner's drafts; a made-up cookie gains nothing by it.
  if (!(await isUnknownToProxy(pathname, request.cookies.has(DRAFT_COOKIE))))
    return NextResponse.next();
  const article = blog.kind === 'post' && !pathname.endsWith('/opengraph-image');
  return notFoundAt(request, article ? UNKNOWN_ARTICLE_PATH : NOT_FOUND_PATH);
}

/** Rewrites `request.url`, not `nextUrl`, which may say "localhost" (next.config.ts explains). */
function notFoundAt(request: NextRequest, pathname: string) {
  return NextResponse.rewrite(new URL(pathname, request.url), { status: 404 });
}

function redirect(request: NextRequest, location: string) {
  return answer(308, { Location: new URL(location, request.url).href });
}

/** An answer of the proxy's own, with the security headers the pages carry. */
function answer(status: number, init: Record<string, string>, body: string | null = null) {
  const headers = new Headers(init);
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return new NextResponse(body, { status, headers });
}

export const config = {
  // Skipped: static files, image optimisation; the webhook and CSP reports (Next buffers up to
  // 10 MB of body for a proxy; these cap their own); the pages built once by exact path (`.+`
  // leaves out `/`): no rule here applies to them and the proxy's run is costly
  // (docs/decisions.md; tests/built-once.ts lists them).
  matcher: [
    '/((?!_next/static|_next/image|api/revalidate|api/csp-report|(?:books|contact|phages|sitemap|ui-demo|research/phage-therapy-advances|research/microbiome-gut-health)$).+)',
    // A request with a body reaches it at any address, so the pages skipped above refuse it too.
    {
      source: '/((?!api/revalidate|api/csp-report).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
  ],
};
