/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/content/cache';

const ROOT = path.join(__dirname, '..', '..', '..');

/** Every route file built from the blog: its pages, feed, sitemaps, robots, images and APIs. */
function blogRouteFiles(): string[] {
  const under = (folder: string) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => path.join(folder, file));
  return [...under('app/blogs'), ...under('app/api'), 'app/sitemap.ts', 'app/robots.ts'];
}

describe('the blog states its freshness window once', () => {
  it('is one named constant: 60 seconds', () => {
    expect(CONTENT_REVALIDATE_SECONDS).toBe(60);
  });

  it('no blog route declares a window of its own (Next takes it from the reads) or revalidates a hand-kept list of paths', () => {
    const files = blogRouteFiles();
    expect(files).toEqual(expect.arrayContaining(['app/blogs/[slug]/page.tsx', 'app/robots.ts']));
    for (const file of files)
      expect([file, readFileSync(path.join(ROOT, file), 'utf8')]).not.toEqual([
        file,
        expect.stringMatching(/export const revalidate\b|revalidatePath/),
      ]);
  });
});
