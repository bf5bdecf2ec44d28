import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { absoluteUrl } from '@/lib/config';
import { blogText } from '@/content/blog-text';
import { FIXTURE_DATASET, isPublic, loadDataset } from '../integration/cms-server';
import { expect, expectAccessible, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

/**
 * An archive page of a blog with more than one page of posts. The fixture fits on the index, so a
 * second `next start` (on E2E_PORT + 3, over a copy of .next) reads a 60-post blog: the fixture
 * plus clones of its posts with new slugs, each older than every fixture post. The build
 * pre-rendered no archive page (one page of posts), so /blogs/page/2 renders on demand.
 */
const PORT = Number(process.env.E2E_PORT ?? 3005) + 3;
const TOTAL = 60;
/** Spec: a listing page holds 24 cards. */
const PAGE = 24;

type Doc = { _id: string; _type: string; title?: string; slug?: { current: string } };
const fixture = loadDataset(FIXTURE_DATASET) as Doc[];
const published = fixture.filter((d) => d._type === 'post' && isPublic(d));
/** Newest first: clone i is dated a week before clone i - 1, all in 2018–2019. */
const clones = Array.from({ length: TOTAL - published.length }, (_, i) => {
  const template = published[i % published.length]!;
  return {
    ...template,
    _id: `post-archive-${i}`,
    slug: { _type: 'slug', current: `archive-${i}` },
    title: `Archive ${i}: ${template.title}`,
    publishedAt: new Date(Date.UTC(2019, 11, 31) - i * 7 * 864e5).toISOString(),
  };
});

const cards = (html: string) => html.split('data-testid="post-card"').length - 1;

let server: SecondServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'phages-archive-'));
  const dataset = path.join(dataDir, 'blog.ndjson');
  writeFileSync(dataset, [...fixture, ...clones].map((d) => JSON.stringify(d)).join('\n'));
  server = await startSecondServer(PORT, { SANITY_PROJECT_ID: '', BLOG_DATASET_PATH: dataset });
  // The proxy reads which pages exist from the dataset itself: page 3 exists at once.
  expect((await fetch(`${server.origin}/blogs/page/3`)).status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('page 2 of 3: 24 cards on demand, labelled pagination, own title and canonical, axe clean', async ({
  page,
}) => {
  const stored = path.join(server.dir, '.next', 'server', 'app', 'blogs', 'page', '2.html');
  expect(existsSync(stored), 'not pre-rendered by the build').toBe(false);

  const response = await page.goto(`${server.origin}/blogs/page/2`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${blogText.archiveTitle(2)} - Phages & Biomes`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl('/blogs/page/2'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogText.archiveTitle(2));
  await expect(page.getByText(blogText.archiveLead(2, 3))).toBeVisible();

  // Posts 25–48, newest first: every fixture post and the newest clones filled page 1.
  const titles = page.getByTestId('post-card').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(PAGE);
  const first = PAGE - published.length;
  await expect(titles.first()).toHaveText(clones[first]!.title);
  await expect(titles.last()).toHaveText(clones[first + PAGE - 1]!.title);

  const pages = page.getByRole('navigation', { name: blogText.pagination });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.locator('[aria-current]')).toHaveCount(1);
  for (const [name, href] of [
    ['Page 1', '/blogs'],
    ['Page 3', '/blogs/page/3'],
    [blogText.newer, '/blogs'],
    [blogText.older, '/blogs/page/3'],
  ] as const)
    await expect(pages.getByRole('link', { name })).toHaveAttribute('href', href);
  await expectAccessible(page);
});

test('the last page holds the rest; past it, and page 99, answer 404', async () => {
  const last = await fetch(`${server.origin}/blogs/page/3`);
  expect(last.status).toBe(200);
  expect(cards(await last.text())).toBe(TOTAL - 2 * PAGE);
  for (const pathname of ['/blogs/page/4', '/blogs/page/99'])
    expect((await fetch(`${server.origin}${pathname}`)).status, pathname).toBe(404);
});
