/**
 * @jest-environment node
 *
 * The blog cites the research record, for real: posts read with @sanity/client over HTTP from the
 * local CMS server (the bundled blog, plus one post citing DOIs), their citations resolved against
 * the bundled record, and a DOI the record lacks filled in by the loopback Crossref stand-in.
 */
import { createContent } from '@/lib/content';
import type { BodyBlock, Post } from '@/lib/content/types';
import { citeBody, citingPosts } from '@/lib/blog/references';
import { allWorks, fileBibliography, researchRecord } from '@/lib/research/publications';
import { sourcesFromEnv } from '@/lib/research/sources';
import { loadDataset, startCmsServer, type CmsServer } from './cms-server';
import { restart, uncached } from './research-cache';
import { testCmsSource } from './test-cms-source';
import { startScholarlyApis } from '../research/scholarly-apis.mjs';

type Apis = Awaited<ReturnType<typeof startScholarlyApis>>;

const jumbo = {
  title: 'Jumbo phages of Pseudomonas aeruginosa in hospital wastewater',
  doi: '10.5555/jumbo.2026',
  journal: 'Journal of Phage Research',
  year: 2026,
  authors: [
    { given: 'Jide', family: 'Okafor' },
    { given: 'Maja', family: 'Lindqvist' },
  ],
};

/**
 * A post the owner wrote in the Studio: one work by key, one by a DOI the record lacks, one by a DOI
 * nobody knows, one by a key the record lacks, and a mark no passage carries.
 */
const citing = {
  _id: 'post-jumbo-phages',
  _type: 'post',
  title: 'Jumbo Phages, Up Close',
  slug: { _type: 'slug', current: 'jumbo-phages' },
  publishedAt: '2026-11-20T09:00:00Z',
  body: [
    {
      _type: 'block',
      _key: 'j1',
      style: 'normal',
      markDefs: [
        { _type: 'citation', _key: 'k', key: 'ellery2023lytic' },
        { _type: 'citation', _key: 'd', doi: 'https://doi.org/10.5555/JUMBO.2026' },
        { _type: 'citation', _key: 'x', doi: '10.5555/nobody.knows' },
        { _type: 'citation', _key: 'u', key: 'nobody2099unknown' },
        // Left behind when its passage was deleted (an API edit, an import): it cites nothing.
        { _type: 'citation', _key: 'orphan', key: 'genome2025klebsiella' },
      ],
      children: [
        { _type: 'span', _key: 'j1a', text: 'Cocktails work', marks: ['k'] },
        { _type: 'span', _key: 'j1b', text: ', jumbo phages are big', marks: ['d'] },
        { _type: 'span', _key: 'j1c', text: ' and this is unknown', marks: ['x'] },
        { _type: 'span', _key: 'j1e', text: ', as is this', marks: ['u'] },
        { _type: 'span', _key: 'j1d', text: '.', marks: [] },
      ],
    },
  ],
};

/** The same citing post under a slug the site refuses, newer: no page of the site has it. */
const refused = {
  ...citing,
  _id: 'post-refused',
  slug: { _type: 'slug', current: 'javascript:alert(1)' },
  publishedAt: '2026-11-21T09:00:00Z',
};

let cms: CmsServer;
let apis: Apis;

beforeAll(async () => {
  [cms, apis] = await Promise.all([
    startCmsServer({ base: loadDataset(), documents: [citing, refused] }),
    startScholarlyApis(),
  ]);
});
afterAll(() => Promise.all([cms.close(), apis.close()]));
beforeEach(() => {
  apis.reset();
  apis.works.push(jumbo);
  restart();
});

/** The site's client with its own retries, as it runs: a kept-alive connection the server closed is asked again. */
const content = () => createContent(testCmsSource(cms, { maxRetries: undefined }));
/** The site's sources, Crossref's pointed at the stand-in, no ORCID iD: the record is the file. */
const sources = () => sourcesFromEnv({ CROSSREF_API_URL: apis.env.CROSSREF_API_URL });
const cited = async (slug: string) => {
  const post = (await content().getPost(slug)) as Post;
  return citeBody(post.body, { sources: sources(), cache: uncached });
};
/** The citation marks of a body, as the article renders them. */
const marks = (body: BodyBlock[] | null) =>
  (body ?? []).flatMap((b) => ((b as { markDefs?: unknown[] }).markDefs ?? []) as object[]);

describe('an article citing the record, over HTTP', () => {
  it("resolves a bundled post's citations to the record's works, numbered as first cited, without asking Crossref", async () => {
    const { body, references } = await cited('phages-against-biofilms');
    expect(references.map((r) => [r.number, r.work.id])).toEqual([
      [1, 'genome2025klebsiella'],
      [2, 'ellery2023lytic'],
    ]);
    expect(references.map((r) => r.apa)).toEqual([
      'Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07. (2025). [Dataset]. NCBI GenBank.',
      'Ellery, R., Okafor, J., & Lindqvist, M. (2023). Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro. Clinical Microbiology & Phage Reports.',
    ]);
    expect(marks(body).filter((m) => (m as { _type: string })._type === 'citation')).toEqual([
      expect.objectContaining({ number: 1, occurrence: 1 }),
      expect.objectContaining({ number: 2, occurrence: 1 }),
    ]);
    expect(apis.requests).toEqual([]);
  });

  it('fills a DOI the record lacks from Crossref, once; a DOI Crossref does not know, or a key the record lacks, stays plain', async () => {
    const { body, references } = await cited('jumbo-phages');
    expect(references.map((r) => [r.number, r.work.id, r.work.title, r.work.DOI])).toEqual([
      [1, 'ellery2023lytic', expect.stringMatching(/^Lytic bacteriophage/), undefined],
      [2, '10.5555/jumbo.2026', jumbo.title, '10.5555/jumbo.2026'],
    ]);
    expect(references[1]!.apa).toBe(
      'Okafor, J., & Lindqvist, M. (2026). Jumbo phages of Pseudomonas aeruginosa in hospital wastewater. Journal of Phage Research. https://doi.org/10.5555/jumbo.2026',
    );
    // Both DOIs asked in one refresh, each once; the unknown one answered 404. A key is never asked.
    expect([...apis.requests].sort()).toEqual([
      '/crossref/works/10.5555/jumbo.2026',
      '/crossref/works/10.5555/nobody.knows',
    ]);
    expect(apis.log.every((r) => r.query.includes('mailto='))).toBe(true);
    expect(marks(body)).toEqual([
      { _type: 'citation', _key: 'k', number: 1, occurrence: 1, inLink: false },
      { _type: 'citation', _key: 'd', number: 2, occurrence: 1, inLink: false },
      { _type: 'citation', _key: 'x' },
      { _type: 'citation', _key: 'u' },
      // The mark no passage carries names a work of the record, yet is no reference.
      { _type: 'citation', _key: 'orphan' },
    ]);
  });

  it('a failed fill degrades to plain text, with one line in the log, and the last good fill is kept', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      apis.modes.crossref = '500';
      const failed = await cited('jumbo-phages');
      expect(failed.references.map((r) => r.work.id)).toEqual(['ellery2023lytic']);
      expect(marks(failed.body).map((m) => 'number' in m)).toEqual([
        true,
        false,
        false,
        false,
        false,
      ]);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(
          /^research record: Crossref failed for 2 of 2 works \(10\.5555\/\S+: answered 500 and 1 more\)/,
        ),
      ]);

      // Crossref answers again; then fails once more: the work keeps its last good fill.
      apis.modes.crossref = 'ok';
      expect((await cited('jumbo-phages')).references).toHaveLength(2);
      apis.modes.crossref = '500';
      const kept = await cited('jumbo-phages');
      expect(kept.references.map((r) => r.work.title)).toEqual([
        expect.stringMatching(/^Lytic bacteriophage/),
        jumbo.title,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("lists a work citation-js cannot format in the site's own APA line", async () => {
    const post = (await content().getPost('jumbo-phages')) as Post;
    const unformattable: typeof uncached = (key, load, call) =>
      call.method === 'citations'
        ? Promise.reject(new Error('Failed to convert author to author'))
        : uncached(key, load, call);
    const { references } = await citeBody(post.body, { sources: sources(), cache: unformattable });
    // The same APA shape as citation-js's, so a reader sees no seam.
    expect(references.map((r) => r.apa)).toEqual([
      'Ellery, R., Okafor, J., & Lindqvist, M. (2023). Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro. Clinical Microbiology & Phage Reports.',
      'Okafor, J., & Lindqvist, M. (2026). Jumbo phages of Pseudomonas aeruginosa in hospital wastewater. Journal of Phage Research. https://doi.org/10.5555/jumbo.2026',
    ]);
  });

  it('an article citing nothing asks neither the record nor Crossref', async () => {
    const { references } = await cited('meet-crassphage');
    expect(references).toEqual([]);
    expect(apis.requests).toEqual([]);
  });
});

describe("the research page's posts citing each work, over HTTP", () => {
  it('lists the posts citing each work of the record, newest first, by key or by DOI', async () => {
    const works = allWorks(researchRecord(fileBibliography()));
    const cms0 = cms.requests.length;
    const citingByKey = await citingPosts(works, () => content().getPostCitations());
    expect(Object.fromEntries(citingByKey)).toEqual({
      ellery2023lytic: [
        { slug: 'jumbo-phages', title: 'Jumbo Phages, Up Close' },
        {
          slug: 'isolating-phages-from-wastewater',
          title: 'Isolating Phages from Wastewater: A Bench Protocol, Step by Step',
        },
        {
          slug: 'phages-against-biofilms',
          title: 'Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
        },
      ],
      genome2025klebsiella: [
        {
          slug: 'phages-against-biofilms',
          title: 'Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
        },
      ],
      ellery2024temperate: [
        {
          slug: 'diet-prophages-and-the-gut',
          title: 'Diet, Prophages and the Gut: What We Know and What We Do Not',
        },
      ],
    });
    // One light query, not the posts' bodies.
    expect(cms.requests.length - cms0).toBe(1);
    expect(cms.requests.at(-1)!.searchParams.get('query')).toMatch(/"citations": markDefs/);
  });

  it('shows no posts when the blog cannot be read, in one line of the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    cms.mode = 'error';
    try {
      const works = allWorks(researchRecord(fileBibliography()));
      expect((await citingPosts(works, () => content().getPostCitations())).size).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toBe(
        "research page: the blog's citations could not be read (ContentError: The blog service answered with HTTP 500.)",
      );
    } finally {
      cms.mode = 'ok';
      warn.mockRestore();
    }
  });
});
