/**
 * @jest-environment node
 *
 * The blog search query over a blog larger than one page, run by both sources: the real
 * @sanity/client over HTTP against the local CMS server, and the bundled source reading the same
 * documents from an NDJSON file. Both evaluate the same GROQ with groq-js.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, createContent, type Content, type PostSummary } from '@/lib/content';
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_QUERY } from '@/lib/content/queries';
import { createBundledSource } from '@/lib/content/source';
import { toPlainText } from '@portabletext/toolkit';
import { toCard } from '@/lib/blog/card';
import { filterPosts } from '@/lib/blog/search';
import { testCmsSource } from './test-cms-source';
import { keptCache } from './kept-cache';
import { loadDataset, startCmsServer, type CmsServer } from './cms-server';

interface Doc {
  _id: string;
  _type: string;
  title?: string;
  slug?: { current: string };
  publishedAt?: string;
  body?: unknown[];
}

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}-s`, text, marks: [] }],
});

/**
 * The bundled posts plus 60 clones dated 2019–2020, older than every bundled post, so none of
 * them is among the newest 24. Two clones carry a word found nowhere else: the oldest in its
 * title, a newer one only at the end of its body, far past the 160-character excerpt.
 */
const RARE = 'zymogram';
const REFUSED = 'Quarantined plaques';
function largeBlog(): Doc[] {
  const documents = loadDataset() as Doc[];
  const template = documents.find((d) => d._id === 'post-lytic-and-lysogenic-cycles')!;
  const clones = Array.from({ length: 60 }, (_, i): Doc => {
    const day = new Date(Date.UTC(2019, 0, 1 + i * 7)).toISOString();
    return {
      ...template,
      _id: `post-archive-${i}`,
      slug: { current: `archive-${i}` },
      title: `Archive note ${i}: phage notes`,
      publishedAt: day,
    };
  });
  clones[0]!.title = `Reading a ${RARE.toUpperCase()} in the lab`;
  clones[40]!.body = [...template.body!, block('deep', `The last step used a ${RARE} gel.`)];
  // A slug the site refuses, written through the API: no page has its address.
  const refused = {
    ...clones[1]!,
    _id: 'post-refused',
    slug: { current: '../../etc/passwd' },
    title: `${REFUSED} under a refused slug`,
  };
  return [...documents, ...clones, refused];
}

const documents = largeBlog();
let cms: CmsServer;
let dir: string;
let datasetFile: string;

beforeAll(async () => {
  cms = await startCmsServer({ base: documents });
  dir = mkdtempSync(path.join(tmpdir(), 'blog-search-'));
  datasetFile = path.join(dir, 'large.ndjson');
  writeFileSync(datasetFile, documents.map((d) => JSON.stringify(d)).join('\n'));
});
afterAll(async () => {
  await cms.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  cms.mode = 'ok';
  cms.requests.length = 0;
});

const cmsContent = (options: Parameters<typeof createContent>[1] = {}) =>
  createContent(testCmsSource(cms), options);
const bundledContent = () => createContent(createBundledSource(datasetFile));
const slugs = (posts: PostSummary[]) => posts.map((p) => p.slug);

describe.each([
  ['the CMS over HTTP', () => cmsContent()],
  ['the bundled dataset', bundledContent],
])('search through %s', (_name, make: () => Content) => {
  it('finds a post outside the newest 24, ranking a title hit above a body-only hit', async () => {
    const content = make();
    const newest = slugs(await content.getPosts());
    expect(newest).not.toContain('archive-0');
    expect(newest).not.toContain('archive-40');
    // archive-40 is newer, but archive-0 has the word in its title.
    expect(slugs(await content.searchPosts(RARE))).toEqual(['archive-0', 'archive-40']);
  });

  it('finds a word that occurs only deep in a body, beyond the excerpt', async () => {
    const [hit] = await make().searchPosts('last step used a ZYMOGRAM');
    expect(hit?.slug).toBe('archive-40');
    expect(hit?.excerpt).not.toMatch(/zymogram/i);
  });

  it('matches a trimmed, case-insensitive substring, inside words too', async () => {
    const hits = await make().searchPosts('  ACTERIOPHAG ');
    expect(slugs(hits)).toContain('what-is-a-bacteriophage');
  });

  it('searches author names, category titles and tag titles', async () => {
    const content = make();
    const [byAuthor, byCategory, byTag] = await Promise.all([
      content.searchPosts('maya OKAFOR'),
      content.searchPosts('phage biology'),
      content.searchPosts('lysogeny'),
    ]);
    expect(slugs(byAuthor).sort()).toEqual([
      'a-readers-guide-to-phage-resources',
      'antimicrobial-resistance-by-the-numbers',
      'crispr-began-with-phages',
      'diet-prophages-and-the-gut',
      'meet-crassphage',
    ]);
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p) => p.category?.title === 'Phage Biology')).toBe(true);
    expect(slugs(byTag)).toContain('lytic-and-lysogenic-cycles');
  });

  it(`answers at most ${SEARCH_LIMIT} posts, title hits first, then newest`, async () => {
    const hits = await make().searchPosts('phage');
    expect(hits).toHaveLength(SEARCH_LIMIT);
    // Far more than 24 posts hold "phage": the cap keeps the title hits, newest first.
    expect(hits.every((p) => p.title.toLowerCase().includes('phage'))).toBe(true);
    const dates = hits.map((p) => p.publishedAt ?? '');
    expect(dates.slice(0, 5)).toEqual([...dates.slice(0, 5)].sort().reverse());
  });

  it('answers no post whose slug the site refuses', async () => {
    const content = make();
    expect(await content.searchPosts(REFUSED)).toEqual([]);
  });

  it('answers nothing for text found nowhere, and the newest posts for a blank query', async () => {
    const content = make();
    expect(await content.searchPosts('no such phrase anywhere')).toEqual([]);
    expect(await content.searchPosts('   ')).toEqual(await content.getPosts());
    // Only a search asks the CMS past the cache, so only a search counts against the rate limit.
    const beforeAsking = jest.fn();
    await content.searchPosts(' \n\t ', beforeAsking);
    expect(beforeAsking).not.toHaveBeenCalled();
    await content.searchPosts('phage', beforeAsking);
    expect(beforeAsking).toHaveBeenCalledTimes(1);
  });

  it('treats hostile text as plain text', async () => {
    const content = make();
    for (const text of [
      '<script>alert(1)</script>',
      '%',
      '"]) || true',
      '*',
      'λ-phage 🦠',
      '$needle',
    ])
      await expect(content.searchPosts(text)).resolves.toEqual(expect.any(Array));
    expect(await content.searchPosts('*')).toEqual([]);
  });
});

describe('the quick filter and the server search are one rule', () => {
  it('answer the same posts in the same order when the filter has the bodies too', async () => {
    const bundled = path.join(dir, 'bundled.ndjson');
    writeFileSync(bundled, (loadDataset() as Doc[]).map((d) => JSON.stringify(d)).join('\n'));
    const content = createContent(createBundledSource(bundled));
    const posts = (await content.getFeedPosts()).map((post) => ({
      ...toCard(post),
      bodyText: toPlainText(post.body ?? []),
    }));
    // Title, excerpt-and-body, body only, author, category, tag, inside a word, nothing.
    for (const text of [
      'phage',
      'antibiotic',
      'Eliava',
      'maya okafor',
      'phage biology',
      'lysogeny',
      'ACTERIOPHAG',
      'zymogram',
    ]) {
      const expected = filterPosts(posts, { query: text, category: null }).slice(0, SEARCH_LIMIT);
      expect(slugs(await content.searchPosts(text))).toEqual(expected.map((p) => p.slug));
    }
    // Without the bodies, the quick filter finds a subset of the answer, in the answer's order.
    const answer = slugs(await content.searchPosts('phage'));
    const quick = filterPosts(
      posts.map(({ bodyText: _, ...card }) => card),
      { query: 'phage', category: null },
    );
    expect(quick.map((p) => p.slug)).toEqual(answer.filter((s) => quick.some((p) => p.slug === s)));
  });
});

describe('search over HTTP', () => {
  it('sends the search query with the trimmed, lower-cased text, cut to 100 characters', async () => {
    const long = `  ${'Ab'.repeat(60)}🦠 `;
    await cmsContent().searchPosts(long);
    expect(cms.requests).toHaveLength(1);
    const request = cms.requests[0]!;
    expect(request.searchParams.get('query')).toBe(SEARCH_QUERY);
    const needle = JSON.parse(request.searchParams.get('$needle')!) as string;
    expect(needle).toBe('ab'.repeat(SEARCH_MAX_LENGTH / 2));
  });

  it('folds each run of white space inside to one space, and drops one left at the cut', async () => {
    const needleOf = async (text: string) => {
      cms.requests.length = 0;
      await cmsContent().searchPosts(text);
      return JSON.parse(cms.requests[0]!.searchParams.get('$needle')!) as string;
    };
    expect(await needleOf('Phage \n\t  THERAPY')).toBe('phage therapy');
    expect(await needleOf(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)} b`)).toBe(
      'a'.repeat(SEARCH_MAX_LENGTH - 1),
    );
  });

  it('cuts by characters, never leaving half an emoji', async () => {
    await cmsContent().searchPosts(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)}🦠🦠`);
    const needle = JSON.parse(cms.requests[0]!.searchParams.get('$needle')!) as string;
    expect(needle).toBe(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)}🦠`);
  });

  it('keeps nothing in the content cache (made-up texts would fill it): each search asks, normalised', async () => {
    const kept = keptCache();
    const content = cmsContent({ cache: kept.cache });
    let asked = 0;
    const count = () => void asked++;
    expect(slugs(await content.searchPosts(RARE, count))).toEqual(['archive-0', 'archive-40']);
    // Case and spaces make no new text: the same needle (app/api/search keeps the cards by it).
    const variant = `  ${RARE.toUpperCase().split('').join('')}  `;
    expect(slugs(await content.searchPosts(variant, count))).toEqual(['archive-0', 'archive-40']);
    expect(asked).toBe(2);
    const needles = cms.requests.map((request) => request.searchParams.get('$needle'));
    expect(needles).toEqual([
      JSON.stringify(RARE.toLowerCase()),
      JSON.stringify(RARE.toLowerCase()),
    ]);
    expect(kept.entries.size).toBe(0);
    cms.mode = 'error';
    await expect(content.searchPosts(`${RARE} more`)).rejects.toBeInstanceOf(ContentError);
  });

  it('a refusal before asking (a rate limit) asks nothing and keeps nothing', async () => {
    const kept = keptCache();
    const content = cmsContent({ cache: kept.cache });
    const refuse = () => {
      throw new Error('limited');
    };
    await expect(content.searchPosts(RARE, refuse)).rejects.toThrow('limited');
    expect(cms.requests).toHaveLength(0);
    expect(kept.entries.size).toBe(0);
  });
});
