/**
 * @jest-environment node
 */
import { MAX_SEGMENT_BYTES, inspectPath } from '@/lib/security/request-guard';

describe('inspectPath (proxy.ts)', () => {
  test.each([
    '/',
    '/about',
    '/blogs/phage-vs-antibiotics',
    '/blogs/%E3%83%95%E3%82%A1%E3%83%BC%E3%82%B8', // percent-encoded unicode
    '/blogs/caf%C3%A9',
    '/research/phage-therapy-advances',
    '/%2e%2e/%2e%2e/etc/passwd', // decodes fine; the router answers 404
    `/blogs/${'a'.repeat(MAX_SEGMENT_BYTES)}`,
  ])('%s passes through', (path) => {
    expect(inspectPath(path)).toBe('ok');
  });

  test.each(['/%', '/%zz', '/blogs/%E0%A4%A', '/blogs/%C0%AF', '/about%', '/blogs/%FF'])(
    '%s is a bad request (malformed percent-encoding)',
    (path) => {
      expect(inspectPath(path)).toBe('bad-request');
    },
  );

  test.each([
    `/blogs/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`,
    `/${'a'.repeat(8192)}`,
    `/blogs/${'%C3%A9'.repeat(101)}`, // 101 × "é" = 202 bytes
    `/${'a/'.repeat(1100)}`, // many short segments, over 2048 characters in all
    '/blogs/%00',
    '/blogs/a%0Ab',
    '/%7F',
  ])('%s gets the not-found page', (path) => {
    expect(inspectPath(path)).toBe('not-found');
  });
});
