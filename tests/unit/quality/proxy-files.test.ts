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
