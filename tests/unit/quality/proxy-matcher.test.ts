/**
 * @jest-environment node
 */
import { config } from '@/proxy';
import { inspectPath } from '@/lib/security/request-guard';
import { languageRedirectTarget } from '@/lib/routes';

/** Next matches a request path against the whole pattern. */
const matched = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);
const SECTIONS = ['/', '/about', '/research', '/phages', '/books', '/contact', '/blogs'];

describe('proxy.ts matcher', () => {
  test.each(SECTIONS)('%s skips the proxy, which would let it through untouched', (path) => {
    expect(matched(path)).toBe(false);
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
    expect(matched(path)).toBe(true);
  });

  test.each(['/_next/static/chunks/a.js', '/_next/image?url=%2Fa.jpg&w=640&q=75'])(
    '%s skips it',
    (path) => expect(matched(path)).toBe(false),
  );
});
