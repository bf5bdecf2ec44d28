/**
 * @jest-environment node
 *
 * Listing pages over a larger blog: the bundled posts plus 50 clones with new slugs and dates,
 * read through the bundled source (groq-js), as BLOG_DATASET_PATH would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContent, PAGE_SIZE } from '@/lib/content';
import { createBundledSource } from '@/lib/content/source';
import { listingPath, pageNumberOf } from '@/lib/blog/paths';
import { writeBlogWithClones } from './cms-server';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('splits every listed post into pages of 24, newest first, each post once', async () => {
  const content = createContent(createBundledSource(writeBlogWithClones(dir, 50)));
  const index = await content.getPostIndex();
  const pages = Math.ceil(index.length / PAGE_SIZE);
  expect(pages).toBe(3);
  const listed: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const listing = await content.getPostsPage(page);
    expect(listing!.pageCount).toBe(pages);
    expect(listing!.posts.length).toBe(page < pages ? PAGE_SIZE : index.length - 2 * PAGE_SIZE);
    listed.push(...listing!.posts.map((p) => p.slug));
  }
  expect(listed).toEqual(index.map((entry) => entry.slug));
  expect((await content.getPostsPage(1))!.posts).toEqual(await content.getPosts());
  expect(await content.getPostsPage(pages + 1)).toBeNull();
  expect(await content.getPostsPage(0)).toBeNull();
});

it('page numbers in URLs: plain integers from 2; page 1 is the index', () => {
  expect(listingPath(1)).toBe('/blogs');
  expect(listingPath(2)).toBe('/blogs/page/2');
  expect(['2', '17'].map(pageNumberOf)).toEqual([2, 17]);
  for (const junk of ['1', '0', '02', '2.0', '1e1', '-3', 'abc', '9999999'])
    expect(pageNumberOf(junk)).toBeNull();
});
