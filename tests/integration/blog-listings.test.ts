/**
 * @jest-environment node
 *
 * The blog's listings (the archive, categories and tags): the bundled dataset (groq-js), a larger
 * one (50 clones of a Microbiome / Gut virome post, as BLOG_DATASET_PATH would give), and the CMS
 * over HTTP.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContent, PAGE_SIZE, type Content } from '@/lib/content';
import { TAXONOMY_QUERY } from '@/lib/content/queries';
import { BUNDLED_DATASET, createBundledSource } from '@/lib/content/source';
import { testCmsSource } from './test-cms-source';
import { keptCache } from './kept-cache';
import { categoryPath, listingPath, pageNumberOf, tagPath, termPath } from '@/lib/blog/paths';
import { isPublic, loadDataset, startCmsServer, writeBlogWithClones } from './cms-server';

type Doc = {
  _id: string;
  _type: string;
  slug?: { current?: string };
  publishedAt?: string;
  category?: { _ref: string };
  tags?: Array<{ _ref: string }>;
};

const dir = mkdtempSync(path.join(tmpdir(), 'blog-listings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const docs = () => loadDataset(BUNDLED_DATASET) as Doc[];

/** What a listing must hold, computed from the export itself: published posts with a ref. */
function expectedSlugs(documents: Doc[], ref: (post: Doc) => boolean): string[] {
  return documents
    .filter((d) => d._type === 'post' && isPublic(d) && d.slug?.current && ref(d))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .map((d) => d.slug!.current!);
}

async function allPages(content: Content, kind: 'category' | 'tag', slug: string) {
  const first = await content.getTermPage(kind, slug, 1);
  const slugs = [...first!.posts.map((p) => p.slug)];
  for (let page = 2; page <= first!.pageCount; page++)
    slugs.push(...(await content.getTermPage(kind, slug, page))!.posts.map((p) => p.slug));
  return { first: first!, slugs };
}

describe('the bundled dataset', () => {
  const content = createContent(createBundledSource());

  it('knows every category and tag that a listed post carries, by title, with its posts', async () => {
    const taxonomy = await content.getTaxonomy();
    const documents = docs();
    const refs = (kind: 'category' | 'tag') =>
      documents
        .filter((d) => d._type === kind)
        .map((term) => ({
          slug: term.slug!.current!,
          title: (term as unknown as { title: string }).title,
          posts: expectedSlugs(documents, (post) =>
            kind === 'category'
              ? post.category?._ref === term._id
              : !!post.tags?.some((t) => t._ref === term._id),
          ),
        }))
        .filter((term) => term.posts.length > 0)
        // GROQ orders strings by code point ("CRISPR" before "Clinical trials").
        .sort((a, b) => (a.title < b.title ? -1 : 1));
    expect(taxonomy.categories).toEqual(refs('category'));
    expect(taxonomy.tags).toEqual(refs('tag'));
    expect(taxonomy.categories.map((c) => c.slug)).toContain('phage-therapy');
    expect(taxonomy.tags.find((t) => t.slug === 'biofilm')?.posts.length).toBeGreaterThanOrEqual(2);
  });

  it('lists a category’s posts and a tag’s posts, newest first, with the term', async () => {
    const documents = docs();
    const therapy = (await content.getTermPage('category', 'phage-therapy', 1))!;
    expect(therapy.term).toMatchObject({ slug: 'phage-therapy', title: 'Phage Therapy' });
    expect(therapy.page).toBe(1);
    expect(therapy.pageCount).toBe(1);
    expect(therapy.posts.map((p) => p.slug)).toEqual(
      expectedSlugs(documents, (p) => p.category?._ref === 'category-phage-therapy'),
    );
    expect(therapy.posts.every((p) => p.category?.slug === 'phage-therapy')).toBe(true);

    const biofilm = await content.getTermPage('tag', 'biofilm', 1);
    expect(biofilm!.term.title).toBe('Biofilm');
    expect(biofilm!.posts.map((p) => p.slug)).toEqual(
      expectedSlugs(documents, (p) => !!p.tags?.some((t) => t._ref === 'tag-biofilm')),
    );
    expect(biofilm!.posts.every((p) => p.tags.some((t) => t.slug === 'biofilm'))).toBe(true);
  });

  it('answers null for an unknown or malformed term and a page out of range', async () => {
    for (const slug of ['virology', 'Phage Therapy', '../x', '', 'a'.repeat(97)])
      expect(await content.getTermPage('category', slug, 1)).toBeNull();
    // A tag's slug is not a category's, nor the reverse.
    expect(await content.getTermPage('category', 'biofilm', 1)).toBeNull();
    expect(await content.getTermPage('tag', 'phage-therapy', 1)).toBeNull();
    for (const page of [0, 2, -1, 1.5, Number.NaN])
      expect(await content.getTermPage('category', 'phage-therapy', page)).toBeNull();
  });
});

describe('a blog of 50 more posts', () => {
  const content = createContent(createBundledSource(writeBlogWithClones(dir, 50)));

  it('splits every listed post into pages of 24, newest first, each post once', async () => {
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

  it('splits a large category and tag into pages of 24, each post once, newest first', async () => {
    const microbiome = await allPages(content, 'category', 'microbiome');
    expect(microbiome.first.term.posts).toEqual(microbiome.slugs);
    expect(microbiome.first.pageCount).toBe(3);
    expect(microbiome.first.posts).toHaveLength(PAGE_SIZE);
    expect(microbiome.slugs).toHaveLength(52);
    expect(new Set(microbiome.slugs).size).toBe(52);
    // The two originals are newer than every clone (2020).
    expect(microbiome.slugs.slice(0, 2)).toEqual(['meet-crassphage', 'diet-prophages-and-the-gut']);
    expect(microbiome.slugs.slice(2)).toEqual(
      Array.from({ length: 50 }, (_, i) => `clone-${49 - i}`),
    );
    expect(await content.getTermPage('category', 'microbiome', 4)).toBeNull();

    const virome = await allPages(content, 'tag', 'gut-virome');
    expect(virome.first.pageCount).toBe(3);
    expect(virome.slugs).toEqual(microbiome.slugs);
  });
});

describe('posts whose slug the site refuses (written through the API, past the Studio)', () => {
  // Newer than every other post, in the clones' category and tag: they would take places on the
  // first pages and push as many posts off the last.
  const file = writeBlogWithClones(mkdirSync(path.join(dir, 'refused'), { recursive: true })!, 50);
  const refused = ['Phage Therapy!', 'cut-at-the-limit-', 'old-blog/post.html'];
  appendFileSync(
    file,
    refused
      .map((slug, i) =>
        JSON.stringify({
          _id: `refused-${i}`,
          _type: 'post',
          title: `Refused ${i}`,
          slug: { _type: 'slug', current: slug },
          publishedAt: `2030-01-0${i + 1}T00:00:00Z`,
          category: { _type: 'reference', _ref: 'category-microbiome' },
          tags: [{ _type: 'reference', _ref: 'tag-gut-virome', _key: 't' }],
        }),
      )
      .map((line) => `\n${line}`)
      .join(''),
  );
  const content = createContent(createBundledSource(file));

  it('take no place on a page, so every other post is on one, each once', async () => {
    const index = (await content.getPostIndex()).map((entry) => entry.slug);
    expect(index).toHaveLength(62);
    const listed: string[] = [];
    for (let page = 1; page <= 3; page++)
      listed.push(...(await content.getPostsPage(page))!.posts.map((p) => p.slug));
    expect(listed).toEqual(index);
    expect((await content.getPosts()).map((p) => p.slug)).toEqual(index.slice(0, PAGE_SIZE));
    for (const [kind, slug] of [
      ['category', 'microbiome'],
      ['tag', 'gut-virome'],
    ] as const) {
      const term = await allPages(content, kind, slug);
      expect(term.first.term.posts).toHaveLength(52);
      expect(term.slugs).toEqual(term.first.term.posts);
    }
  });
});

it('reads the taxonomy once until its tag is revalidated, and asks nothing for unknown terms', async () => {
  const source = createBundledSource();
  const queries: string[] = [];
  const kept = keptCache();
  const content = createContent(
    {
      ...source,
      fetch: <T>(text: string, params?: Record<string, unknown>) => {
        queries.push(text);
        return source.fetch<T>(text, params);
      },
    },
    { cache: kept.cache },
  );
  for (let i = 0; i < 20; i++) await content.getTermPage('tag', `junk-${i}`, 1);
  await content.getTermPage('category', 'phage-therapy', 9);
  expect(queries).toEqual([TAXONOMY_QUERY]);
  expect(kept.entries.size).toBe(1);
  kept.revalidate('taxonomy');
  await content.getTaxonomy();
  expect(queries).toEqual([TAXONOMY_QUERY, TAXONOMY_QUERY]);
  kept.revalidate('posts');
  await content.getTaxonomy();
  expect(queries).toHaveLength(3);
});

it('the CMS over HTTP answers the same listings as the bundled dataset', async () => {
  const cms = await startCmsServer();
  try {
    const overHttp = createContent(testCmsSource(cms, { maxRetries: undefined }));
    const bundled = createContent(createBundledSource());
    expect(await overHttp.getTaxonomy()).toEqual(await bundled.getTaxonomy());
    const slugs = async (content: Content) =>
      (await content.getTermPage('tag', 'clinical-trials', 1))!.posts.map((p) => p.slug);
    expect(await slugs(overHttp)).toEqual(await slugs(bundled));
    const term = (await bundled.getTaxonomy()).tags.find((t) => t.slug === 'clinical-trials')!;
    expect(cms.requests.map((r) => r.searchParams.get('$slugs'))).toContain(
      JSON.stringify(term.posts),
    );
  } finally {
    await cms.close();
  }
});

it('a taxonomy answer of the wrong shape is a failure, never "no categories"', async () => {
  for (const answer of [[], 'html', { categories: [], tags: [] }]) {
    const content = createContent(
      { origin: 'test', imageProject: null, fetch: async <T>() => answer as T },
      { cache: keptCache().cache },
    );
    await expect(content.getTaxonomy()).rejects.toThrow(
      'The blog service answered with something other than blog posts.',
    );
  }
});

it('listing paths: page 1 is the listing’s own URL, then /page/{n}; slugs are encoded', () => {
  expect(listingPath(1)).toBe('/blogs');
  expect(listingPath(2)).toBe('/blogs/page/2');
  expect(['2', '17'].map(pageNumberOf)).toEqual([2, 17]);
  for (const junk of ['1', '0', '02', '2.0', '1e1', '-3', 'abc', '9999999'])
    expect(pageNumberOf(junk)).toBeNull();
  expect(categoryPath('phage-therapy')).toBe('/blogs/category/phage-therapy');
  expect(categoryPath('phage-therapy', 1)).toBe('/blogs/category/phage-therapy');
  expect(categoryPath('phage-therapy', 2)).toBe('/blogs/category/phage-therapy/page/2');
  expect(tagPath('biofilm')).toBe('/blogs/tag/biofilm');
  expect(tagPath('biofilm', 3)).toBe('/blogs/tag/biofilm/page/3');
  expect(termPath('tag', 'a b/c')).toBe('/blogs/tag/a%20b%2Fc');
});
