/**
 * @jest-environment node
 */
import {
  fetchCrossrefWorks,
  fetchOrcidWorks,
  mergeWorks,
  sourcesFromEnv,
  type Sources,
} from '@/lib/research/sources';
import {
  listDownload,
  loadCitationCounts,
  loadResearchItems,
  type SourceCache,
} from '@/lib/research/record';
import { GET as bibRoute } from '@/app/research/publications.bib/route';
import { GET as jsonRoute } from '@/app/research/publications.json/route';
import { fileBibliography, parseBibliography, researchRecord } from '@/lib/research/publications';
import { identifiedArticle, identifiedRecord } from '../fixtures/research/identified';
import { FAULTS, startScholarlyApis } from '../research/scholarly-apis.mjs';
import { fakeClockAt } from '../fake-clock';

type Apis = Awaited<ReturnType<typeof startScholarlyApis>>;

/** No cache: every call asks the stand-in, so only the last-good copy can hide a failure. */
const uncached: SourceCache = (_key, load) => load();

const newWork = {
  title: 'Phage steering restores antibiotic sensitivity in Pseudomonas aeruginosa',
  doi: '10.5555/phage.2026.001',
  journal: 'Journal of Phage Research',
  year: 2026,
  authors: [
    { given: 'Rowan', family: 'Ellery', orcid: '0000-0002-1825-0097' },
    { given: 'Jide', family: 'Okafor' },
  ],
  abstract: 'A stand-in abstract.',
};

/** The card `newWork` becomes once Crossref has filled it in, under `key`. */
const newWorkShownAs = (key: string) => ({
  key,
  type: 'Journal Article',
  title: newWork.title,
  year: 2026,
  authors: [
    { family: 'Ellery', given: 'Rowan', orcid: '0000-0002-1825-0097' },
    { family: 'Okafor', given: 'Jide' },
  ],
  publication: 'Journal of Phage Research',
  description: 'A stand-in abstract.',
  doi: '10.5555/phage.2026.001',
  link: 'https://doi.org/10.5555/phage.2026.001',
});

let apis: Apis;
let sources: Sources;

beforeAll(async () => {
  apis = await startScholarlyApis();
  // A short timeout: the hang test waits for the abort, not for a fixed delay.
  sources = { ...sourcesFromEnv(apis.env), timeoutMs: 400 };
});
afterAll(() => apis.close());
afterEach(() => warn.mockRestore());
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  apis.works.length = 0;
  apis.requests.length = 0;
  Object.assign(apis.modes, { orcid: 'ok', crossref: 'ok', openalex: 'ok' });
});

test('without an ORCID iD the file alone is the record, and no request leaves the server', async () => {
  apis.works.push(newWork);
  const unset = sourcesFromEnv({ ...apis.env, ORCID_ID: undefined });
  expect(unset.orcidId).toBeUndefined();
  expect(await loadResearchItems(unset, uncached)).toEqual(fileBibliography());
  expect(await loadCitationCounts(researchRecord(fileBibliography()), unset, uncached)).toEqual({});
  expect(apis.requests).toEqual([]);
});

test('a first failure, before any good answer, leaves the file’s record and does not throw', async () => {
  apis.works.push(newWork);
  apis.modes.orcid = '500';
  expect(await loadResearchItems(sources, uncached)).toEqual(fileBibliography());
  expect(apis.requests).toEqual(['/orcid/v3.0/0000-0002-1825-0097/works']);
});

test('ORCID’s works, filled in from Crossref by DOI, join the file’s', async () => {
  apis.works.push(newWork);
  const items = await loadResearchItems(sources, uncached);
  expect(items.slice(0, -1)).toEqual(fileBibliography());
  const { articles } = researchRecord(items);
  expect(articles.map(({ csl, ...a }) => a).at(-1)).toEqual(newWorkShownAs('orcid1000'));
  expect(apis.requests).toEqual([
    '/orcid/v3.0/0000-0002-1825-0097/works',
    '/crossref/works/10.5555/phage.2026.001',
  ]);
});

test('a work the file already holds is shown once, with the file’s fields winning', async () => {
  apis.works.push({ ...newWork, doi: '10.1000/182', title: 'ORCID’s own title for it' });
  const file = identifiedRecord.articles.map((a) => a.csl);
  const merged = mergeWorks(file, await fetchOrcidWorks(sources));
  expect(merged).toHaveLength(1);
  expect(merged[0]).toMatchObject({
    id: 'carberry2023phage',
    title: identifiedArticle.title,
    'container-title': 'Journal of Phage Research',
    URL: 'https://example.org/articles/42',
    // What the file leaves out, the source fills in.
    publisher: 'Stand-in Press',
  });
});

test('an entry holding a DOI alone shows once Crossref has filled it in, under its own key', async () => {
  apis.works.push(newWork);
  const file = parseBibliography(
    '@article{ellery2026steering,\n  doi = {10.5555/phage.2026.001},\n}\n',
    'x.bib',
  );
  expect(researchRecord(file).articles).toEqual([]);
  const filled = mergeWorks(file, await fetchCrossrefWorks(sources, ['10.5555/phage.2026.001']));
  expect(researchRecord(filled).articles.map(({ csl, ...a }) => a)).toEqual([
    newWorkShownAs('ellery2026steering'),
  ]);
  expect(apis.requests).toEqual(['/crossref/works/10.5555/phage.2026.001']);
});

describe.each(FAULTS)('ORCID or Crossref answering %s', (fault) => {
  test.each(['orcid', 'crossref'] as const)('from %s: the last good list stays', async (source) => {
    apis.works.push(newWork);
    const good = await loadResearchItems(sources, uncached);
    expect(good.map((i) => i.title)).toContain(newWork.title);
    apis.works.push({ ...newWork, doi: '10.5555/phage.2026.002', title: 'Not yet seen' });
    apis.modes[source] = fault;
    expect(await loadResearchItems(sources, uncached)).toEqual(good);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^research record: works kept from the last good answer \(.+\)$/),
    );
    apis.modes[source] = 'ok';
    expect((await loadResearchItems(sources, uncached)).map((i) => i.title)).toContain(
      'Not yet seen',
    );
  });
});

test('a connection a source drops before answering is asked again once, and its answer is used', async () => {
  apis.works.push(newWork);
  Object.assign(apis.counts, { '10.5555/phage.2026.001': 12 });
  Object.assign(apis.modes, { orcid: 'drop-once', crossref: 'drop-once', openalex: 'drop-once' });
  const items = await loadResearchItems(sources, uncached);
  expect(items.map((i) => i.title)).toContain(newWork.title);
  const counts = await loadCitationCounts(researchRecord(items), sources, uncached);
  expect(counts['10.5555/phage.2026.001']?.count).toBe(12);
  expect(warn).not.toHaveBeenCalled();
  const orcid = '/orcid/v3.0/0000-0002-1825-0097/works';
  const crossref = '/crossref/works/10.5555/phage.2026.001';
  const openalex = '/openalex/works/doi:10.5555/phage.2026.001';
  expect(apis.requests).toEqual([orcid, orcid, crossref, crossref, openalex, openalex]);
});

describe('citation counts from OpenAlex', () => {
  const record = researchRecord([
    ...fileBibliography(),
    { id: 'x', type: 'article-journal', title: 'X', DOI: '10.5555/Phage.2026.001' },
    { id: 'y', type: 'article-journal', title: 'Y', DOI: '10.5555/unknown' },
  ]);

  /** The one counted work's count, as OpenAlex gave it on `date`. */
  const counted = (count: number, date: string) => ({
    '10.5555/phage.2026.001': {
      count,
      date,
      citingUrl: 'https://openalex.org/works?filter=cites:W4100',
    },
  });

  afterEach(() => jest.useRealTimers());

  test('counted per DOI with the day of the count and the citing works; an unknown work has none', async () => {
    fakeClockAt('2026-11-26T09:00:00Z');
    Object.assign(apis.counts, { '10.5555/phage.2026.001': 12 });
    expect(await loadCitationCounts(record, sources, uncached)).toEqual(counted(12, '2026-11-26'));
    expect(apis.requests).toEqual([
      '/openalex/works/doi:10.5555/Phage.2026.001',
      '/openalex/works/doi:10.5555/unknown',
    ]);
  });

  test.each(FAULTS)(
    'a refresh answering %s keeps the last good count and its date',
    async (fault) => {
      fakeClockAt('2026-11-26T09:00:00Z');
      Object.assign(apis.counts, { '10.5555/phage.2026.001': 12 });
      const good = await loadCitationCounts(record, sources, uncached);
      jest.setSystemTime(new Date('2026-11-27T09:00:00Z'));
      Object.assign(apis.counts, { '10.5555/phage.2026.001': 13 });
      apis.modes.openalex = fault;
      expect(await loadCitationCounts(record, sources, uncached)).toEqual(good);
      apis.modes.openalex = 'ok';
      expect(await loadCitationCounts(record, sources, uncached)).toEqual(
        counted(13, '2026-11-27'),
      );
    },
  );
});

test('the whole list downloads as .bib, .ris and .json, and the .bib reads back as the same list', async () => {
  const bib = await bibRoute();
  expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
  expect(bib.headers.get('content-disposition')).toBe('attachment; filename="publications.bib"');
  const again = parseBibliography(await bib.text(), 'publications.bib');
  expect(again.map((i) => [i.id, i.title])).toEqual(fileBibliography().map((i) => [i.id, i.title]));
  const json = JSON.parse(await (await jsonRoute()).text());
  expect(json.map((i: { id: string }) => i.id)).toEqual([
    'ellery2023lytic',
    'ellery2024temperate',
    'genome2024rhizobium',
    'genome2025klebsiella',
    'ellery2020tiny',
  ]);
  const ris = await (await listDownload('ris')).text();
  expect(ris.split('\n').filter((l) => l.startsWith('TY'))).toEqual([
    'TY  - JOUR',
    'TY  - JOUR',
    'TY  - DATA',
    'TY  - DATA',
    'TY  - BOOK',
  ]);
});
