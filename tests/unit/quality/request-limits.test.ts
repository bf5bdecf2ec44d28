/**
 * @jest-environment node
 */
import { readBodyCapped } from '@/lib/security/body';
import { clientAddress, createBucket } from '@/lib/security/rate-limit';
import { MAX_PATH_LENGTH, inspectPath } from '@/lib/security/request-guard';
import { sitePath } from '@/lib/security/site-path';

test('a path of exactly the longest length passes; one character more is no page', () => {
  const path = (length: number) => `/${'a/'.repeat(length)}`.slice(0, length);
  expect(inspectPath(path(MAX_PATH_LENGTH))).toBe('ok');
  expect(inspectPath(path(MAX_PATH_LENGTH + 1))).toBe('not-found');
});

describe('sitePath: where the draft-mode links may send the owner back to', () => {
  test.each([
    ['/blogs/a-post?draft=1#top', '/blogs/a-post?draft=1#top'],
    ['/', '/'],
    ['/blogs/../about', '/about'],
  ])('keeps %s as %s', (value, path) => {
    expect(sitePath(value)).toBe(path);
  });

  test.each([
    'blogs/a-post', // no leading slash: relative to wherever the owner stands
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/', // browsers read "\" as "/"
    '/\t/evil.example/', // and drop tabs
    '',
  ])('refuses %j', (value) => {
    expect(sitePath(value)).toBeNull();
  });

  test('refuses a path past the longest a page may have', () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    expect(sitePath(path(MAX_PATH_LENGTH))).toBe(path(MAX_PATH_LENGTH));
    expect(sitePath(path(MAX_PATH_LENGTH + 1))).toBeNull();
  });
});

describe('rate limits', () => {
  test('a burst at once, then the whole seconds until the next token', () => {
    const bucket = createBucket(2, 0.5); // a token every 2 s
    expect([bucket.take(0), bucket.take(0)]).toEqual([0, 0]);
    expect(bucket.take(0)).toBe(2);
    expect(bucket.take(1000)).toBe(1); // half a token is there: 1 s more
    expect(bucket.take(2000)).toBe(0);
  });

  test.each([
    [undefined, 'unknown'],
    ['203.0.113.7', '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', '203.0.113.7'], // the hop the owner's proxy appended
    ['203.0.113.7, not-an-address', 'unknown'],
    // An IPv6 client is its /64, however it writes it; an IPv4 one written in IPv6 is its IPv4.
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:ffff:1:2:3', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:db8:aa:bb:cc::', '2001:db8:aa:bb::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '203.0.113.7'],
  ])('the client of X-Forwarded-For %j is %s', (forwarded, client) => {
    const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
    expect(clientAddress(new Request('http://site.example/', { headers }))).toBe(client);
  });
});

test('a request without a body reads as nothing; a declared size that is no number is refused', async () => {
  expect(await readBodyCapped(new Request('http://site.example/'), 10)).toBe('');
  const declared = (length: string) =>
    readBodyCapped({ headers: new Headers({ 'content-length': length }), body: null }, 10);
  expect(await declared('10')).toBe('');
  expect(await declared('11')).toBeNull();
  expect(await declared('ten')).toBeNull();
});
