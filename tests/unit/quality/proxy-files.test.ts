/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { aboutIntro } from '@/content/about';
import { proxy } from '@/proxy';

const ask = (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
  proxy(new NextRequest(new URL(path, 'https://site.example'), init));

/**
 * The CV's route keeps what it answers for each name it is asked (it is built for one): any other
 * name is rewritten to the not-found page before it, as an unknown blog address is.
 */
describe('proxy.ts and the CV’s address', () => {
  test('the CV itself goes through untouched', async () => {
    const response = await ask(aboutIntro.cvPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  test.each(['/cv/other.pdf', `${aboutIntro.cvPath}x`, '/cv/%C3%A9.pdf', '/cv/..%2Fabout'])(
    '%s is the site’s one 404, not an answer of the route kept under its own name',
    async (path) => {
      const response = await ask(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        'https://site.example/_rejected-path',
      );
    },
  );
});

/**
 * A year's page of works is rendered and kept for each segment asked: only a year a work could
 * carry, or `undated`, reaches it; anything else is the site's one 404 before it.
 */
describe('proxy.ts and the years of the full list of works', () => {
  test.each(['/research/publications/2024', '/research/publications/undated'])(
    '%s goes through to its page',
    async (path) => {
      const response = await ask(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );

  test.each([
    '/research/publications/1001',
    '/research/publications/9999',
    '/research/publications/02024',
    '/research/publications/2024.0',
    '/research/publications/junk',
    '/research/publications/%C3%A9',
  ])('%s is the site’s one 404', async (path) => {
    const response = await ask(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://site.example/_rejected-path',
    );
  });
});

/** Next renders a page afresh for a form's POST (no server action here needs one): 405 instead. */
describe('proxy.ts and methods', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s to a page is refused with 405, naming GET and HEAD',
    async (method) => {
      for (const path of ['/', '/about', '/blogs/phage-vs-antibiotics', '/no-such-page']) {
        const response = await ask(path, {
          method,
          body: method === 'OPTIONS' ? undefined : 'name=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
    },
  );

  test.each(['GET', 'HEAD'])('%s goes through', async (method) => {
    const response = await ask('/about', { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

test('Next’s own error page is no address of the site: the one 404', async () => {
  const response = await ask('/_global-error');
  expect(response.status).toBe(404);
  expect(response.headers.get('x-middleware-rewrite')).toBe('https://site.example/_rejected-path');
});
