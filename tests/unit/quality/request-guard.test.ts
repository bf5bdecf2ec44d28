/**
 * @jest-environment node
 */
import { MAX_SEGMENT_BYTES, inspectPath } from '@/lib/security/request-guard';

test.each([
  ['/', 'ok'],
  ['/about', 'ok'],
  ['/blogs/phage-vs-antibiotics', 'ok'],
  ['/blogs/%E3%83%95%E3%82%A1%E3%83%BC%E3%82%B8', 'ok'], // percent-encoded unicode
  ['/blogs/caf%C3%A9', 'ok'],
  ['/research/phage-therapy-advances', 'ok'],
  ['/%2e%2e/%2e%2e/etc/passwd', 'ok'], // decodes fine; the router answers 404
  [`/blogs/${'a'.repeat(MAX_SEGMENT_BYTES)}`, 'ok'],
  // Malformed percent-encoding.
  ...['/%', '/%zz', '/blogs/%E0%A4%A', '/blogs/%C0%AF', '/about%', '/blogs/%FF'].map((path) => [
    path,
    'bad-request',
  ]),
  [`/blogs/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`, 'not-found'],
  [`/${'a'.repeat(8192)}`, 'not-found'],
  [`/blogs/${'%C3%A9'.repeat(101)}`, 'not-found'], // 101 × "é" = 202 bytes
  [`/${'a/'.repeat(1100)}`, 'not-found'], // many short segments, over 2048 characters in all
  ['/blogs/%00', 'not-found'],
  ['/blogs/a%0Ab', 'not-found'],
  ['/%7F', 'not-found'],
])('inspectPath (proxy.ts): %s → %s', (path, verdict) => {
  expect(inspectPath(path)).toBe(verdict);
});
