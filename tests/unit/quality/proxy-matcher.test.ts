/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { inspectPath } from '@/lib/security/request-guard';
import { languageRedirectTarget } from '@/lib/routes';
import { proxyMatcher } from '../../proxy-matchers';

/**
 * Which requests reach proxy.ts, decided by Next's own testing helper: the matcher compiled and
 * applied as the server compiles and applies it. tests/e2e/routing.spec.ts checks that the build
 * compiled exactly this matcher, and the language-redirect tests there meet the proxy over HTTP.
 */
const reachesProxy = (url: string) =>
  unstable_doesMiddlewareMatch({ config: { matcher: proxyMatcher }, url });
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
