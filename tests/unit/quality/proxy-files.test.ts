/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { aboutIntro } from '@/content/about';
import { proxy } from '@/proxy';

const ask = (path: string) => proxy(new NextRequest(new URL(path, 'https://site.example')));

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
