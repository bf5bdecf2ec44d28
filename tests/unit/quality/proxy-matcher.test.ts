/**
 * @jest-environment node
 */
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { inspectPath } from '@/lib/security/request-guard';
import { languageRedirectTarget } from '@/lib/routes';
import { proxyMatchers } from '../../proxy-matchers';

/**
 * Which requests reach proxy.ts, decided by Next's own code: the matcher compiled as `next build`
 * compiles it (tests/proxy-matchers.ts) and applied as the server applies it
 * (getMiddlewareRouteMatcher). tests/e2e/routing.spec.ts checks that the build wrote exactly these
 * matchers for the server, and the language-redirect tests there meet the proxy over HTTP.
 */
const matches = getMiddlewareRouteMatcher(proxyMatchers);
const reachesProxy = (path: string) => {
  const url = new URL(path, 'http://127.0.0.1');
  const request = { headers: {}, cookies: {} } as Parameters<typeof matches>[1];
  return matches(url.pathname, request, Object.fromEntries(url.searchParams));
};
const SECTIONS = ['/', '/about', '/research', '/phages', '/books', '/contact', '/blogs'];

describe('proxy.ts matcher, compiled and applied by Next', () => {
  test.each(SECTIONS)('%s goes through the proxy, which lets it through untouched', (path) => {
    expect(reachesProxy(path)).toBe(true);
    expect(languageRedirectTarget(path)).toBeUndefined();
    expect(inspectPath(path)).toBe('ok');
  });

  test.each([
    '/en',
    '/fr/about',
    '/about/',
    '/aboutx',
    '/about.json',
    '/%zz',
    '/blogs/phage-vs-antibiotics',
    '/research/phage-therapy-advances',
    `/blogs/${'a'.repeat(300)}`,
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
