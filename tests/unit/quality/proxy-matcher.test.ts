/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { inspectPath } from '@/lib/security/request-guard';
import { indexablePages, languageRedirectTarget } from '@/lib/routes';
import { BUILT_ONCE_PAGES } from '../../built-once';
import { proxyMatcher } from '../../proxy-matchers';

/**
 * Which requests reach proxy.ts, decided by Next's own testing helper: the matcher compiled and
 * applied as the server compiles and applies it. tests/e2e/routing.spec.ts checks that the build
 * compiled exactly this matcher, and the language-redirect tests there meet the proxy over HTTP.
 */
const reachesProxy = (url: string, headers?: Record<string, string>) =>
  unstable_doesMiddlewareMatch({ config: { matcher: proxyMatcher }, url, headers });
/** The pages that read what changes after the build, where the proxy guards long queries. */
const RENDERED_AGAIN = indexablePages.filter((path) => !BUILT_ONCE_PAGES.includes(path));

describe('proxy.ts matcher, compiled and applied by Next', () => {
  test.each(RENDERED_AGAIN)(
    '%s goes through the proxy, which lets it through untouched',
    (path) => {
      expect(reachesProxy(path)).toBe(true);
      expect(languageRedirectTarget(path)).toBeUndefined();
      expect(inspectPath(path)).toBe('ok');
    },
  );

  test.each(BUILT_ONCE_PAGES)('%s, which the build renders once, skips it', (path) => {
    expect(indexablePages).toContain(path);
    expect(reachesProxy(path)).toBe(false);
    expect(reachesProxy(`${path}?q=${'x'.repeat(2048)}`)).toBe(false);
  });

  test.each([
    '/en',
    '/fr/about',
    '/about/',
    '/aboutx',
    '/about.json',
    '/%zz',
    '/blogs/phage-vs-antibiotics',
    `/blogs/${'a'.repeat(300)}`,
    // Only the exact paths of the pages built once skip it.
    '/books/',
    '/booksx',
    '/books/x',
    '/books.json',
    '/contact%00',
    '/research/phage-therapy-advances/x',
    '/sitemap.xml',
  ])('%s goes through the proxy', (path) => {
    expect(reachesProxy(path)).toBe(true);
  });

  test.each([
    '/_next/static/chunks/a.js',
    '/_next/image?url=%2Fa.jpg&w=640&q=75',
    // The webhook reads its own body (capped) and the CSP reports are rate-limited by their route.
    '/api/revalidate',
    '/api/csp-report',
  ])('%s skips it', (path) => expect(reachesProxy(path)).toBe(false));
});

/** A page takes no body (proxy-files.test.ts: the proxy answers 405), wherever it is sent. */
describe('proxy.ts matcher and requests with a body', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  test.each(['/', ...BUILT_ONCE_PAGES, '/about', '/api/search'])(
    'a body sent to %s goes through the proxy',
    (path) => expect(reachesProxy(path, form)).toBe(true),
  );

  test.each(['/api/revalidate', '/api/csp-report'])(
    '%s, which reads its own body, skips it',
    (path) => expect(reachesProxy(path, { 'content-type': 'application/json' })).toBe(false),
  );
});
