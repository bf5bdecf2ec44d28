/** @jest-environment node */
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import type { NextConfig } from 'next';
import { nextConfigWith } from './next-config-with';

/**
 * /_next/image optimises remote images only when next.config's remotePatterns match them: with a
 * CMS project configured, that project's dataset images and nothing else; without one, nothing.
 * (The browser test in tests/e2e/headers.spec.ts proves the refusal over HTTP for the second case.)
 */
const imageConfigWith = async (env: Record<string, string>) => (await nextConfigWith(env)).images!;

const allowed = (images: NonNullable<NextConfig['images']>, url: string) =>
  hasRemoteMatch(images.domains ?? [], images.remotePatterns ?? [], new URL(url));

describe('the image optimiser accepts only the configured CMS project', () => {
  test('with a project: its dataset images only', async () => {
    const images = await imageConfigWith({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'blog' });
    expect(allowed(images, 'https://cdn.sanity.io/images/abc123/blog/a-1x1.png')).toBe(true);
    for (const url of [
      'https://cdn.sanity.io/images/other99/blog/a-1x1.png',
      'https://cdn.sanity.io/images/abc123/production/a-1x1.png',
      'https://cdn.sanity.io/files/abc123/blog/a.mp4',
      'http://cdn.sanity.io/images/abc123/blog/a-1x1.png',
      'https://evil.example/images/abc123/blog/a-1x1.png',
      'https://cdn.sanity.io.evil.example/images/abc123/blog/a-1x1.png',
    ])
      expect([url, allowed(images, url)]).toEqual([url, false]);
  });

  test('without a project: no remote image at all', async () => {
    const images = await imageConfigWith({ SANITY_PROJECT_ID: '' });
    expect(images.remotePatterns).toEqual([]);
    expect(allowed(images, 'https://cdn.sanity.io/images/abc123/production/a-1x1.png')).toBe(false);
  });
});
