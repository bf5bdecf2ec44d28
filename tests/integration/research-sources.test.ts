/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as realDelay } from 'node:timers/promises';
import { format } from 'node:util';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import {
  fetchCrossrefWorks,
  fetchOrcidWorks,
  fetchWorkMetrics,
  mergeWorks,
  sourcesFromEnv,
  type Sources,
} from '@/lib/research/sources';
import {
  listDownload,
  loadCitationCounts,
  FAILURE_PAUSE_MS,
  forgetSourcePauses,
  loadCitedWorks,
  loadResearchItems,
  loadWorkMetrics,
  MAX_CITED_DOIS,
  type SourceCache,
} from '@/lib/research/record';
import { createSourceMemory, type SourceMemory } from '@/lib/research/source-memory';
import { citationFile } from '@/lib/research/export';
import { orcidWorks } from '@/lib/research/orcid-works';
import type { Csl } from '@/lib/research/csl';
import { allWorks, fileBibliography, researchRecord } from '@/lib/research/publications';
import { PUBLICATIONS_FILE } from '@/lib/research/bibtex';
import { parseBibliography, worksIn } from '../fixtures/research/read';
import {
  identifiedArticle,
  identifiedBib,
  identifiedGenome,
  identifiedRecord,
} from '../fixtures/research/identified';
import {
  ELSEWHERE,
  FAULTS,
  HOSTILE_WORKS,
  manyWorks,
  ORCID_WORK_TYPES,
  startScholarlyApis,
} from '../research/scholarly-apis.mjs';
import { clockTo, fakeClockAt } from '../fake-clock';
import { startRedis, waitFor } from '../multi-server/servers.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { createClient } from '@redis/client';
import { restart, uncached } from './research-cache';

type Apis = Awaited<ReturnType<typeof startScholarlyApis>>;

/**
 * Next's `'use cache'` after the webhook marks the tag stale: a read of a stale entry regenerates
 * it, in the background for a request (the stale entry answered at once; a regeneration that
 * throws keeps it) or first for a page's own regeneration, which gets the throw (Next streams the
 * new entry, so it has no stale one to fall back to).
 */
function regeneratingCache({ foreground }: { foreground: boolean }) {
  const entries = new Map<string, unknown>();
  const pending: Promise<unknown>[] = [];
  const cache: SourceCache = async (key, load) => {
    const id = key.join(',');
    if (!entries.has(id)) {
      const value = await load();
      entries.set(id, value);
      return value;
    }
    const stale = entries.get(id);
    const regeneration = load().then((value) => (entries.set(id, value), value));
    if (foreground) return (await regeneration) as never;
    pending.push(regeneration.catch((error) => console.error(`revalidating ${id}`, error)));
    return stale as never;
  };
  return Object.assign(cache, { regenerated: () => Promise.all(pending.splice(0)) });
}

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

/** The article `newWork` becomes once Crossref has filled it in, under `key`. */
const newWorkShownAs = (key: string) => ({
  id: key,
  type: 'article-journal',
  title: newWork.title,
  issued: { 'date-parts': [[2026]] },
  author: [
    { family: 'Ellery', given: 'Rowan', _orcid: '0000-0002-1825-0097' },
    { family: 'Okafor', given: 'Jide' },
  ],
  'container-title': 'Journal of Phage Research',
  publisher: 'Stand-in Press',
  abstract: 'A stand-in abstract.',
  DOI: '10.5555/phage.2026.001',
  URL: 'https://doi.org/10.5555/phage.2026.001',
});

/** CSL 1.0.2's item types. */
const CSL_TYPES = `article article-journal article-magazine article-newspaper bill book broadcast
chapter classic collection dataset document entry entry-dictionary entry-encyclopedia event figure
graphic hearing interview legal_case legislation manuscript map motion_picture musical_score
pamphlet paper-conference patent performance periodical personal_communication post post-weblog
regulation report review review-book software song speech standard thesis treaty
webpage`.split(/\s+/);

const ORCID_LIST = '/orcid/v3.0/0000-0002-1825-0097/works';
const asked = (source: string) => apis.log.filter((r) => r.path.startsWith(`/${source}/`));

let apis: Apis;
let sources: Sources;
/** No pace, for tests that do not time it. */
const unpaced = { orcid: Infinity, crossref: Infinity, openalex: Infinity };

beforeAll(async () => {
  apis = await startScholarlyApis();
  // Patient enough for a busy machine; a hang is met with `hasty`, which waits for the abort.
  sources = { ...sourcesFromEnv(apis.env), timeoutMs: 10_000, perSecond: unpaced };
});
const hasty = () => ({ ...sources, timeoutMs: 1_000 });
afterAll(() => apis.close());
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  apis.reset();
  restart();
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
  error.mockRestore();
});

/** A cache failing by a fault of the site's own, not a source's. */
const OWN_FAULT = new TypeError('a fault of our own');
const faulty: SourceCache = async () => {
  throw OWN_FAULT;
};

/** The lines logged so far, each one string. */
const logged = () => warn.mock.calls.map((call) => call.join(' '));

test('without an ORCID iD the file alone is the record, and no request leaves the server', async () => {
  apis.works.push(newWork);
  for (const unset of [undefined, '0000-0002-1825-0098']) {
    const s = sourcesFromEnv({ ...apis.env, ORCID_ID: unset });
    expect(s.orcidId).toBeUndefined();
    expect(await loadResearchItems(s, uncached)).toEqual(fileBibliography());
    expect(await loadCitationCounts(researchRecord(fileBibliography()), s, uncached)).toEqual({});
    expect(await fetchOrcidWorks(s)).toEqual([]);
  }
  expect(apis.requests).toEqual([]);
});

test('a first failure, before any good answer: a post’s references, the build, a shared cache’s first render and the dev server go on with the file’s record', async () => {
  apis.works.push(newWork);
  apis.modes.orcid = '500';
  expect(await loadResearchItems(sources, uncached)).toEqual(fileBibliography());
  expect(apis.requests).toEqual([ORCID_LIST]);
  expect(logged()).toEqual([
    'research record: ORCID failed (answered 500); the works stay as they were',
  ]);
  expect(error).not.toHaveBeenCalled();
  // The build has no page to keep: it goes up with the file's works (in ORCID's pause).
  process.env.NEXT_PHASE = 'phase-production-build';
  try {
    expect(await loadResearchItems(sources, uncached, undefined, true)).toEqual(fileBibliography());
  } finally {
    delete process.env.NEXT_PHASE;
  }
  // Nor has a shared cache's first render of a release, nor the dev server: the file's works.
  for (const [place, key, value] of [
    [config, 'sharedCache', true],
    [process.env, 'NODE_ENV', 'development'],
  ] as const) {
    const replaced = jest.replaceProperty(place as Record<string, unknown>, key, value);
    try {
      expect(await loadResearchItems(sources, uncached, undefined, true)).toEqual(
        fileBibliography(),
      );
    } finally {
      replaced.restore();
    }
  }
  // A lone server has the build's page, and keeps it.
  await expect(loadResearchItems(sources, uncached, undefined, true)).rejects.toThrow(
    'research record: ORCID has no answer kept; the page stays as it was',
  );
});

test('a failure with nothing to keep pauses that source for its Retry-After: no read in between asks it', async () => {
  apis.works.push(newWork);
  apis.modes.orcid = '429';
  apis.retryAfter.orcid = '600';
  fakeClockAt('2026-11-26T09:00:00Z');
  // Five reads (a visitor's requests for pages rendered on demand, say): one request to ORCID.
  for (let read = 0; read < 5; read++)
    expect(await loadResearchItems(sources, uncached)).toEqual(fileBibliography());
  expect(apis.requests).toEqual([ORCID_LIST]);
  clockTo('2026-11-26T09:09:59Z');
  await loadResearchItems(sources, uncached);
  expect(apis.requests).toEqual([ORCID_LIST]);
  // At the end of the ten minutes it asked for, ORCID is asked again, and its works join the record.
  apis.modes.orcid = 'ok';
  clockTo('2026-11-26T09:10:00Z');
  const items = await loadResearchItems(sources, uncached);
  expect(items.map((item) => item.DOI)).toContain(newWork.doi);
  expect(apis.requests.filter((path) => path === ORCID_LIST)).toHaveLength(2);
});

test('the research webhook ends a pause: the owner’s refresh asks the source at once', async () => {
  apis.works.push(newWork);
  apis.modes.orcid = '500';
  await loadResearchItems(sources, uncached);
  apis.modes.orcid = 'ok';
  await forgetSourcePauses();
  expect((await loadResearchItems(sources, uncached)).map((item) => item.DOI)).toContain(
    newWork.doi,
  );
  expect(apis.requests.filter((path) => path === ORCID_LIST)).toHaveLength(2);
});

describe('a pause shared by the servers through Redis (a real redis-server)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'source-pauses-'));
  const servers: SourceMemory[] = [];
  /** Another server (or process) behind the same Redis: its own memory, the shared pauses. */
  const server = (url = redis.url) => {
    const made = createSourceMemory(url);
    servers.push(made);
    return made;
  };
  const orcidAsked = () => apis.requests.filter((p) => p === ORCID_LIST).length;
  /**
   * Until every reader sees a pause the writer keeps through Redis. A link's first call also waits
   * for its connection, which a busy machine can stretch past the deadline (a slow Redis counts as
   * none, by design).
   */
  const sharing = async (writer: SourceMemory, ...readers: SourceMemory[]) => {
    let warm = 0;
    await waitFor('the servers sharing pauses through Redis', async () => {
      const [name, until] = [`warm-${warm++}`, Date.now() + 60_000];
      await writer.pause(name, until);
      for (const reader of readers) if ((await reader.until(name)) !== until) return false;
      return true;
    });
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort(), dir);
  });
  afterAll(async () => {
    await Promise.all(servers.map((made) => made.close()));
    redis.thaw();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  // Each test starts from an empty Redis: no pause, no last good answer.
  beforeEach(async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.flushAll();
    await client.quit();
  });

  test('one server’s Retry-After keeps every server from asking until it is over', async () => {
    const [one, two, three] = [server(), server(), server()];
    await sharing(one, two, three);
    apis.works.push(newWork);
    apis.modes.orcid = '429';
    apis.retryAfter.orcid = '600';
    fakeClockAt('2026-11-26T09:00:00Z');
    expect(await loadResearchItems(sources, uncached, one)).toEqual(fileBibliography());
    for (const other of [two, three, one])
      expect(await loadResearchItems(sources, uncached, other)).toEqual(fileBibliography());
    // A server started after the failure (a new process: nothing in its memory) waits too.
    restart();
    clockTo('2026-11-26T09:09:59Z');
    const later = server();
    await sharing(one, later);
    await loadResearchItems(sources, uncached, later);
    expect(orcidAsked()).toBe(1);
    apis.modes.orcid = 'ok';
    clockTo('2026-11-26T09:10:01Z');
    const items = await loadResearchItems(sources, uncached, two);
    expect(items.map((item) => item.DOI)).toContain(newWork.doi);
    expect(orcidAsked()).toBe(2);
  });

  test('the pauses’ record in Redis outlives its longest pause, and no longer', async () => {
    const one = server();
    await sharing(one);
    await one.forgetPauses();
    const client = createClient({ url: redis.url });
    await client.connect();
    /** How long Redis keeps the one key it holds, in ms. */
    const kept = async () => {
      const keys = await client.keys('*');
      expect(keys).toHaveLength(1);
      return client.pTTL(keys[0]!);
    };
    try {
      const minutes = (count: number) => Date.now() + count * 60_000;
      await one.pause('orcid', minutes(10));
      expect(await kept()).toBeGreaterThan(9 * 60_000);
      expect(await kept()).toBeLessThanOrEqual(10 * 60_000);
      // A shorter pause leaves it be; a longer one stretches it.
      await one.pause('crossref', minutes(1));
      expect(await kept()).toBeGreaterThan(9 * 60_000);
      await one.pause('openalex', minutes(20));
      expect(await kept()).toBeGreaterThan(19 * 60_000);
      expect(await kept()).toBeLessThanOrEqual(20 * 60_000);
    } finally {
      await client.quit();
    }
  });

  test('the webhook on one server ends the pause on all of them', async () => {
    const [one, two] = [server(), server()];
    await sharing(one, two);
    apis.works.push(newWork);
    apis.modes.orcid = '500';
    await loadResearchItems(sources, uncached, one);
    await loadResearchItems(sources, uncached, two);
    expect(orcidAsked()).toBe(1);
    apis.modes.orcid = 'ok';
    await one.forgetPauses();
    const items = await loadResearchItems(sources, uncached, two);
    expect(items.map((item) => item.DOI)).toContain(newWork.doi);
    expect(orcidAsked()).toBe(2);
  });

  test('a server started since the last good answers has them through an outage, from any server: ORCID’s works, Crossref’s fill and OpenAlex’s counts', async () => {
    // Servers sharing a cache (their pages never thrown away for a source).
    const shared = jest.replaceProperty(config, 'sharedCache', true);
    const other = server();
    try {
      await sharing(other, restart(redis.url)!);
      apis.works.push(newWork);
      apis.counts[newWork.doi] = 12;
      const works = await loadResearchItems(sources, uncached, undefined, true);
      expect(works.map((w) => w.DOI)).toContain(newWork.doi);
      const counts = await loadWorkMetrics([newWork.doi], sources, uncached, true);
      expect(counts[newWork.doi]).toMatchObject({ count: 12 });

      // Another server, or this one started again: nothing of the sources in its memory.
      await sharing(other, restart(redis.url)!);
      apis.modes.orcid = '500';
      apis.modes.openalex = '500';
      expect(await loadResearchItems(sources, uncached, undefined, true)).toEqual(works);
      expect(await loadWorkMetrics([newWork.doi], sources, uncached, true)).toEqual(counts);
      expect(logged()).toEqual([
        'research record: ORCID failed (answered 500); the works stay as they were',
        'research record: OpenAlex failed for 1 of 1 batches (answered 500); their works keep their last good metrics',
      ]);
      // ORCID answering and Crossref not: each work keeps the fill any server last read.
      await sharing(other, restart(redis.url)!);
      apis.modes.orcid = 'ok';
      apis.modes.crossref = '500';
      expect(await loadResearchItems(sources, uncached, undefined, true)).toEqual(works);
      expect(logged().at(-1)).toBe(
        'research record: Crossref failed for 1 of 1 works (10.5555/phage.2026.001: answered 500); they keep their own fields and their last good fill',
      );
      // That answer, as good as the last, is what every server keeps now.
      await sharing(other, restart(redis.url)!);
      apis.modes.orcid = '500';
      expect(await loadResearchItems(sources, uncached, undefined, true)).toEqual(works);
    } finally {
      shared.restore();
      restart();
    }
  });

  test('a kept answer in Redis not of its read’s shape counts as none: the read goes on without it', async () => {
    const name = ['orcid-crossref-works', sources.orcidId, sources.orcid, sources.crossref].join(
      ' ',
    );
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      apis.modes.orcid = '500';
      for (const stored of ['{"works":{"title":"x"}}', '[null]', '["a title"]', 'not JSON']) {
        await sharing(server(), restart(redis.url)!);
        await client.set(`site-source-last-good:v1:${name}`, stored);
        expect(await loadResearchItems(sources, uncached)).toEqual(fileBibliography());
      }
    } finally {
      await client.quit();
      restart();
    }
  });

  test('a hung or absent Redis: each server keeps its own pause, and no read fails or stalls', async () => {
    const one = server();
    const lone = server(`redis://127.0.0.1:${await freePort()}`);
    apis.modes.orcid = '500';
    redis.freeze();
    try {
      for (const made of [one, one, lone, lone]) {
        const began = performance.now();
        expect(await loadResearchItems(sources, uncached, made)).toEqual(fileBibliography());
        // Redis's 500 ms at most, three times (the pause read and written, the last good answer
        // read), beside the request.
        expect(performance.now() - began).toBeLessThan(5_000);
      }
    } finally {
      redis.thaw();
    }
    expect(orcidAsked()).toBe(2);
  });
});

test('without a Retry-After, a failure with nothing to keep pauses its source for a minute', async () => {
  apis.works.push(newWork);
  apis.modes.orcid = '500';
  fakeClockAt('2026-11-26T09:00:00Z');
  await loadResearchItems(sources, uncached);
  jest.advanceTimersByTime(FAILURE_PAUSE_MS - 1_000);
  await loadResearchItems(sources, uncached);
  expect(apis.requests).toEqual([ORCID_LIST]);
  jest.advanceTimersByTime(2_000);
  await loadResearchItems(sources, uncached);
  expect(apis.requests).toEqual([ORCID_LIST, ORCID_LIST]);
});

test('ORCID’s works, filled in from Crossref by DOI, join the file’s under a readable key', async () => {
  apis.works.push(newWork);
  const items = await loadResearchItems(sources, uncached);
  expect(items.slice(0, -1)).toEqual(fileBibliography());
  expect(worksIn(researchRecord(items), 'articles')).toContainEqual(
    expect.objectContaining(newWorkShownAs('ellery2026phage')),
  );
  expect(items.at(-1)?.custom).toEqual({
    orcidType: 'journal-article',
    orcidPutCode: 1000,
    filledOn: new Date().toISOString().slice(0, 10),
  });
  expect(apis.requests).toEqual([ORCID_LIST, '/crossref/works/10.5555/phage.2026.001']);
});

test('ORCID answering an empty list, after a good one, leaves the file alone as the record', async () => {
  apis.works.push(newWork);
  expect((await loadResearchItems(sources, uncached)).map((i) => i.DOI)).toContain(newWork.doi);
  apis.works.length = 0;
  expect(await loadResearchItems(sources, uncached)).toEqual(fileBibliography());
  expect(logged()).toEqual([]);
});

test('a page’s read waits on nothing but the cache: pauses and kept answers are read inside the load', async () => {
  // Next's cache holding the entry: the load is not run. Any other wait fails a page's prerender.
  const held: SourceCache = async () => [] as never;
  const used: string[] = [];
  const memory = new Proxy(createSourceMemory(), {
    get: (target, key) => (used.push(String(key)), Reflect.get(target, key)),
  });
  expect(await loadResearchItems(sources, held, memory, true)).toEqual(fileBibliography());
  expect(used).toEqual([]);
});

test('a failure that crossed `use cache` (its digest only: Next has logged it) is not logged again', async () => {
  apis.modes.orcid = '500';
  const acrossUseCache: SourceCache = (_key, load) =>
    load().catch(() => {
      throw Object.assign(new Error('An error occurred in the Server Components render.'), {
        digest: '2177407706',
      });
    });
  expect(await loadResearchItems(sources, acrossUseCache)).toEqual(fileBibliography());
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});

test('a fault of the site’s own, not a source’s, is logged as an error; the last good record stays, else the file', async () => {
  expect(await loadResearchItems(sources, faulty, createSourceMemory())).toEqual(
    fileBibliography(),
  );
  expect(error).toHaveBeenCalledWith(OWN_FAULT);
  // After a good answer, that answer stays.
  apis.works.push(newWork);
  const good = await loadResearchItems(sources, uncached);
  expect(good.map((i) => i.DOI)).toContain(newWork.doi);
  expect(await loadResearchItems(sources, faulty, createSourceMemory())).toEqual(good);
  expect(error).toHaveBeenCalledTimes(2);
  expect(warn).not.toHaveBeenCalled();
});

describe('works a post cites by DOI', () => {
  test(`at most ${MAX_CITED_DOIS} are asked for, the same whatever order the post gives them in`, async () => {
    const dois = Array.from({ length: MAX_CITED_DOIS + 10 }, (_, n) => `10.5555/cap.${100 + n}`);
    await loadCitedWorks([...dois].reverse(), sources, uncached);
    expect([...apis.requests].sort()).toEqual(
      dois.slice(0, MAX_CITED_DOIS).map((doi) => `/crossref/works/${doi}`),
    );
  });

  const other = { ...newWork, doi: '10.5555/phage.2026.009', title: 'Another cited work' };

  test('one post’s fill is kept beside another’s: both stay through Crossref’s failure', async () => {
    apis.works.push(newWork, other);
    const titleOf = async (doi: string) =>
      (await loadCitedWorks([doi], sources, uncached)).map((w) => w.title);
    expect(await titleOf(newWork.doi)).toEqual([newWork.title]);
    expect(await titleOf(other.doi)).toEqual([other.title]);
    apis.modes.crossref = '500';
    expect(await titleOf(newWork.doi)).toEqual([newWork.title]);
    expect(await titleOf(other.doi)).toEqual([other.title]);
  });

  test('a fault of the site’s own keeps the last fill and the last counts, each for the DOIs asked', async () => {
    apis.works.push(newWork, other);
    await loadCitedWorks([newWork.doi, other.doi], sources, uncached);
    const cited = await loadCitedWorks([other.doi], sources, faulty);
    expect(cited.map((w) => w.title)).toEqual([other.title]);
    Object.assign(apis.counts, { [newWork.doi]: 12, [other.doi]: 3 });
    const counts = await loadWorkMetrics([newWork.doi, other.doi], sources, uncached);
    expect(Object.keys(counts).sort()).toEqual([newWork.doi, other.doi]);
    const kept = await loadWorkMetrics([newWork.doi], sources, faulty);
    expect(kept).toEqual({ [newWork.doi]: counts[newWork.doi] });
  });
});

test('an ORCID iD that ORCID does not know is named in the log, and the file stays the record', async () => {
  const unknown = { ...sources, orcidId: '0000-0001-5109-3700' };
  expect(await loadResearchItems(unknown, uncached)).toEqual(fileBibliography());
  expect(logged()).toEqual([
    'research record: ORCID failed (knows no record 0000-0001-5109-3700); the works stay as they were',
  ]);
});

test('without settings, each source is asked at its documented public address', async () => {
  const fetched: string[] = [];
  const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (url) => {
    fetched.push(String(url));
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  try {
    const s = sourcesFromEnv({ ORCID_ID: '0000-0002-1825-0097' });
    await fetchOrcidWorks(s).catch(() => {});
    await fetchCrossrefWorks(s, ['10.5555/a.b']);
    await fetchWorkMetrics(s, ['10.5555/a.b']).catch(() => {});
  } finally {
    fetchSpy.mockRestore();
  }
  const mailto = encodeURIComponent(site.email);
  expect(fetched).toEqual([
    'https://pub.orcid.org/v3.0/0000-0002-1825-0097/works',
    `https://api.crossref.org/works/10.5555%2Fa.b?mailto=${mailto}`,
    `https://api.openalex.org/works?filter=doi%3A10.5555%2Fa.b&per-page=1&select=id%2Cdoi%2Ccited_by_count%2Ccounts_by_year%2Copen_access%2Cbest_oa_location&mailto=${mailto}`,
  ]);
});

test('Crossref’s odd shapes cost only the field: an unknown date, names that are not records; a suffix is kept', async () => {
  apis.works.push(
    {
      ...newWork,
      year: 2024,
      crossref: {
        // Crossref's own shape for a date it does not know.
        issued: { 'date-parts': [[null]] },
        author: [null, 'Ellery', { family: 'Okafor', given: 'Ada', suffix: 'Jr.' }],
      },
    },
    {
      ...newWork,
      doi: '10.5555/phage.2026.002',
      year: 2023,
      crossref: { issued: { 'date-parts': [2019, 5] } },
    },
  );
  const works = await fetchOrcidWorks(sources);
  expect(works.map((w) => [w.issued, Boolean(w.custom?.filledOn)])).toEqual([
    [{ 'date-parts': [[2024]] }, true],
    [{ 'date-parts': [[2023]] }, true],
  ]);
  expect(works[0]?.author).toEqual([{ family: 'Okafor', given: 'Ada', suffix: 'Jr.' }]);
  expect(warn).not.toHaveBeenCalled();
});

test('a work the file holds by its PubMed id alone is shown once, the source filling its DOI', () => {
  const [file] = parseBibliography(
    '@article{okafor2021pmid, author = {Okafor, Ada}, title = {The file’s title}, journal = {J}, year = 2021, pmid = {37000001}}',
    'x.bib',
  );
  const remote: Csl = {
    id: 'ellery2021other',
    type: 'article-journal',
    title: 'ORCID’s title',
    PMID: '37000001',
    DOI: '10.5555/by.pmid',
  };
  const merged = mergeWorks([file!], [remote]);
  expect(merged).toHaveLength(1);
  expect(merged[0]).toMatchObject({
    id: 'okafor2021pmid',
    title: 'The file’s title',
    DOI: '10.5555/by.pmid',
  });
});

test('keys shared by many works run on past z to aa, and stay whatever order ORCID lists them in', () => {
  const work = (title: string, putCode: number): Csl => ({
    id: `ellery2020${title}`,
    type: 'article-journal',
    title,
    custom: { orcidPutCode: putCode },
  });
  const many = Array.from({ length: 28 }, (_, i) => work('phage', i));
  expect(
    mergeWorks([], many)
      .slice(-3)
      .map((w) => w.id),
  ).toEqual(['ellery2020phagey', 'ellery2020phagez', 'ellery2020phageaa']);
  // "phagea" is a key of its own, and the second "phage" would take it by a letter.
  const listed = [work('phagea', 1), work('phage', 2), work('phage', 3)];
  const keys = (works: Csl[]) =>
    Object.fromEntries(mergeWorks([], works).map((w) => [w.custom?.orcidPutCode, w.id]));
  expect(keys(listed)).toEqual({
    1: 'ellery2020phageaa',
    2: 'ellery2020phage',
    3: 'ellery2020phagea',
  });
  expect(keys([...listed].reverse())).toEqual(keys(listed));
});

test('an abstract shows without the “Abstract” heading Crossref’s records open with; other headings stay', async () => {
  const abstracts = [
    '<jats:title>Abstract</jats:title><jats:p>Phages kill <jats:italic>E. coli</jats:italic>.</jats:p>',
    '<jats:sec><jats:title>ABSTRACT</jats:title><jats:p>Lysis.</jats:p></jats:sec>',
    '<jats:p><jats:title>Summary:</jats:title>Phages in soil.</jats:p>',
    '<jats:sec><jats:title>Background</jats:title><jats:p>One.</jats:p></jats:sec>',
    '<jats:p>Abstract algebra for phages.</jats:p>',
    '<jats:p>First.</jats:p><jats:title>Abstract</jats:title>',
  ];
  apis.works.push(
    ...abstracts.map((abstract, i) => ({
      ...newWork,
      doi: `10.5555/abstract.${i}`,
      crossref: { abstract },
    })),
  );
  const works = await fetchOrcidWorks(sources);
  expect(works.map((w) => w.abstract)).toEqual([
    'Phages kill <i>E. coli</i>.',
    'Lysis.',
    'Phages in soil.',
    'Background One.',
    'Abstract algebra for phages.',
    'First. Abstract',
  ]);
});

test('Crossref’s record of the DOI written in another case is the work’s own: DOIs ignore case', async () => {
  apis.works.push({
    ...newWork,
    doi: '10.5555/PHAGE.2026.001',
    crossref: { DOI: '10.5555/phage.2026.001' },
  });
  const [work] = await fetchOrcidWorks(sources);
  expect(work).toMatchObject({ DOI: '10.5555/PHAGE.2026.001', publisher: 'Stand-in Press' });
  expect(warn).not.toHaveBeenCalled();
});

test('a title holds the subtitle ORCID and Crossref keep apart, as reference managers join them', async () => {
  apis.works.push(
    {
      title: 'Bacteriophages',
      year: 2021,
      orcid: {
        title: {
          title: { value: 'Bacteriophages' },
          subtitle: { value: 'Biology, technology, therapy' },
        },
      },
    },
    {
      ...newWork,
      crossref: { title: ['Phage therapy?'], subtitle: ['A <jats:italic>review</jats:italic>'] },
    },
    {
      ...newWork,
      doi: '10.5555/phage.2026.002',
      crossref: { title: ['Lysins'], subtitle: [] },
    },
  );
  const works = await fetchOrcidWorks(sources);
  expect(works.map((w) => [w.id, w.title])).toEqual([
    ['ellery2021bacteriophages', 'Bacteriophages: Biology, technology, therapy'],
    ['ellery2026phage', 'Phage therapy? A <i>review</i>'],
    ['ellery2026phage', 'Lysins'],
  ]);
});

test('a work the file already holds is shown once, with the file’s fields winning', async () => {
  apis.works.push({ ...newWork, doi: '10.1000/182', title: 'ORCID’s own title for it' });
  const file = worksIn(identifiedRecord, 'articles');
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
  expect(worksIn(researchRecord(file), 'articles')).toEqual([]);
  const filled = mergeWorks(file, await fetchCrossrefWorks(sources, ['10.5555/phage.2026.001']));
  expect(worksIn(researchRecord(filled), 'articles')).toEqual([
    expect.objectContaining({
      ...newWorkShownAs('ellery2026steering'),
      custom: { filledOn: expect.any(String) },
    }),
  ]);
  expect(apis.requests).toEqual(['/crossref/works/10.5555/phage.2026.001']);
});

describe('an entry of the file holding a DOI alone, read as the pages read it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doi-alone-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const noOrcid = () => ({ ...sources, orcidId: undefined });

  /** The record's loads over a file of the owner's that holds `bib`, read from her folder. */
  async function recordOf(bib: string) {
    mkdirSync(path.join(dir, path.dirname(PUBLICATIONS_FILE)), { recursive: true });
    writeFileSync(path.join(dir, PUBLICATIONS_FILE), bib);
    const cwd = process.cwd();
    let loads!: typeof import('@/lib/research/record');
    process.chdir(dir);
    try {
      await jest.isolateModulesAsync(async () => {
        loads = await import('@/lib/research/record');
        // The file is read once per process: here, in her folder.
        (await import('@/lib/research/publications')).fileBibliography();
      });
    } finally {
      process.chdir(cwd);
    }
    return loads;
  }

  test('Crossref fills it in; through Crossref’s failure the last fill stays; a new server without one leaves it out', async () => {
    apis.works.push(newWork);
    const { loadResearchItems: load } = await recordOf(
      `@article{ellery2026steering,\n  doi = {10.5555/phage.2026.001},\n}\n${identifiedBib}`,
    );
    const filled = await load(noOrcid(), uncached, createSourceMemory());
    expect(filled.map((w) => [w.id, w.title])).toEqual([
      ['ellery2026steering', newWork.title],
      ['carberry2023phage', identifiedArticle.title],
      ['fx01', identifiedGenome.title],
    ]);
    // Only the entry without a title is asked for.
    expect(apis.requests).toEqual(['/crossref/works/10.5555/phage.2026.001']);

    apis.modes.crossref = '500';
    expect(await load(noOrcid(), uncached, createSourceMemory())).toEqual(filled);
    expect(logged()).toEqual([
      'research record: Crossref failed for 1 of 1 works (10.5555/phage.2026.001: answered 500); they keep their own fields and their last good fill',
    ]);

    // A fault of the site's own in the cache: the last fill stays too.
    expect(await load(noOrcid(), faulty, createSourceMemory())).toEqual(filled);

    restart();
    const [alone] = await load(noOrcid(), uncached, createSourceMemory());
    expect(alone).toEqual({ type: 'article-journal', id: 'ellery2026steering', DOI: newWork.doi });
    expect(allWorks(researchRecord([alone!])).map((w) => w.id)).not.toContain('ellery2026steering');
  });
});

/** What the log says of each fault; of an answer of the wrong shape or about something else, each source's words. */
const FAULT_SAYS: Record<string, string> = {
  '429': 'answered 429, asking for 3600 s',
  '503': 'answered 503, asking for 3600 s',
  '500': 'answered 500',
  hang: 'gave no answer in 1 s',
  html: 'answered text/html, not JSON',
  malformed: 'answered JSON that does not parse',
  drop: 'dropped the connection',
  redirect: 'answered 302',
};
const SOURCE_SAYS: Record<string, Record<string, string>> = {
  orcid: {
    'wrong-shape': 'answered no work groups',
    elsewhere: `answered another record's works (${ELSEWHERE.orcid})`,
  },
  crossref: {
    'wrong-shape': 'answered no work',
    elsewhere: `answered the record of ${ELSEWHERE.doi}`,
  },
  openalex: {
    'wrong-shape': 'answered no list of works',
    elsewhere: 'answered works it was not asked for',
  },
};
const says = (fault: string, source: string) => FAULT_SAYS[fault] ?? SOURCE_SAYS[source]![fault];

describe.each(FAULTS)('a source answering %s', (fault) => {
  test('ORCID: the last good list stays, in one line of the log', async () => {
    apis.works.push(newWork);
    const good = await loadResearchItems(sources, uncached);
    expect(good.map((i) => i.title)).toContain(newWork.title);
    apis.works.push({ ...newWork, doi: '10.5555/phage.2026.002', title: 'Not yet seen' });
    apis.modes.orcid = fault;
    expect(await loadResearchItems(hasty(), uncached)).toEqual(good);
    expect(logged()).toEqual([
      `research record: ORCID failed (${says(fault, 'orcid')}); the works stay as they were`,
    ]);
    apis.modes.orcid = 'ok';
    expect((await loadResearchItems(sources, uncached)).map((i) => i.title)).toContain(
      'Not yet seen',
    );
  });

  test('Crossref: each work it fails keeps its ORCID fields and its last good fill; the list updates', async () => {
    apis.works.push(newWork);
    const [good] = await fetchOrcidWorks(sources);
    apis.works.push({ ...newWork, doi: '10.5555/phage.2026.002', title: 'Not yet seen' });
    apis.modes.crossref = fault;
    const works = await fetchOrcidWorks(hasty(), () => [good!]);
    expect(works).toEqual([
      good,
      {
        id: 'ellery2026not',
        type: 'article-journal',
        title: 'Not yet seen',
        'container-title': 'Journal of Phage Research',
        issued: { 'date-parts': [[2026]] },
        URL: 'https://doi.org/10.5555/phage.2026.002',
        DOI: '10.5555/phage.2026.002',
        custom: { orcidType: 'journal-article', orcidPutCode: 1001 },
      },
    ]);
    expect(logged()).toEqual([
      `research record: Crossref failed for 2 of 2 works (10.5555/phage.2026.002: ${says(fault, 'crossref')} and 1 more); they keep their own fields and their last good fill`,
    ]);
  });

  test('OpenAlex: the last good metrics stay, with their date', async () => {
    fakeClockAt('2026-11-26T09:00:00Z');
    apis.counts['10.5555/phage.2026.001'] = 12;
    const good = await loadWorkMetrics(['10.5555/Phage.2026.001'], sources, uncached);
    expect(good['10.5555/phage.2026.001']).toMatchObject({ count: 12, date: '2026-11-26' });
    jest.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    apis.counts['10.5555/phage.2026.001'] = 13;
    apis.modes.openalex = fault;
    expect(await loadWorkMetrics(['10.5555/Phage.2026.001'], hasty(), uncached)).toEqual(good);
    expect(logged()).toEqual([
      `research record: OpenAlex failed for 1 of 1 batches (${says(fault, 'openalex')}); their works keep their last good metrics`,
    ]);
    apis.modes.openalex = 'ok';
    expect(await loadWorkMetrics(['10.5555/Phage.2026.001'], sources, uncached)).toEqual({
      '10.5555/phage.2026.001': expect.objectContaining({ count: 13, date: '2026-11-27' }),
    });
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
  const crossref = '/crossref/works/10.5555/phage.2026.001';
  const openalex = '/openalex/works?filter=doi:10.5555/phage.2026.001';
  expect(apis.requests).toEqual([ORCID_LIST, ORCID_LIST, crossref, crossref, openalex, openalex]);
});

describe('a refresh in Next’s regeneration', () => {
  /** A cache holding good answers, on a server that has just started again. */
  async function primed(foreground: boolean) {
    apis.works.push(newWork);
    apis.counts[newWork.doi] = 12;
    const cache = regeneratingCache({ foreground });
    const good = await loadResearchItems(sources, cache);
    const goodMetrics = await loadWorkMetrics([newWork.doi], sources, cache);
    restart();
    return { cache, good, goodMetrics };
  }

  test('in the background, on a server that has only read the stale answer: a failure keeps it and logs one line', async () => {
    fakeClockAt('2026-11-26T09:00:00Z');
    const { cache, good, goodMetrics } = await primed(false);
    for (const fault of FAULTS) {
      Object.assign(apis.modes, { orcid: fault, crossref: 'ok', openalex: fault });
      expect(await loadResearchItems(hasty(), cache)).toEqual(good);
      expect(await loadWorkMetrics([newWork.doi], hasty(), cache)).toEqual(goodMetrics);
      await cache.regenerated();
      Object.assign(apis.modes, { orcid: 'ok', crossref: fault, openalex: 'ok' });
      expect(await loadResearchItems(hasty(), cache)).toEqual(good);
      await cache.regenerated();
    }
    expect(error).not.toHaveBeenCalled();
    expect(logged().filter((line) => line.startsWith('research record: ORCID'))).toHaveLength(
      FAULTS.length,
    );
    expect(logged().filter((line) => line.startsWith('research record: Crossref'))).toHaveLength(
      FAULTS.length,
    );
    expect(logged().filter((line) => line.startsWith('research record: OpenAlex'))).toHaveLength(
      FAULTS.length,
    );
    // What regenerated kept the answers: a read now has them still.
    apis.modes.crossref = 'ok';
    expect(await loadResearchItems(sources, cache)).toEqual(good);
    await cache.regenerated();
  });

  test('first, on a server that has read nothing yet: a page’s read throws, so Next keeps the page; in the pause too, without asking', async () => {
    const { cache } = await primed(true);
    Object.assign(apis.modes, { orcid: '500', openalex: '500' });
    const asked = apis.requests.length;
    for (let read = 0; read < 2; read++) {
      await expect(loadResearchItems(sources, cache, undefined, true)).rejects.toThrow(
        /^research record: ORCID has no answer kept; the page stays as it was$/,
      );
      await expect(loadWorkMetrics([newWork.doi], sources, cache, true)).rejects.toThrow(
        /^research record: OpenAlex has no answer kept; the page stays as it was$/,
      );
    }
    // One request each, the second reads in the pause; each failure one line.
    expect(apis.requests.slice(asked)).toEqual([
      ORCID_LIST,
      expect.stringMatching(/^\/openalex\//),
    ]);
    const lines = [...warn.mock.calls, ...error.mock.calls].map((call) => format(...call));
    expect(lines).toEqual([
      'research record: ORCID failed (answered 500); the works stay as they were',
      'research record: OpenAlex failed for 1 of 1 batches (answered 500); their works keep their last good metrics',
    ]);
    // A blog post's references go on without the works.
    expect(await loadResearchItems(sources, cache)).toEqual(fileBibliography());
  });
});

test('a page’s counts must be its own: the last good counts of other works keep no page', async () => {
  const other = { ...newWork, title: 'Another phage study', doi: '10.5555/phage.2026.002' };
  apis.works.push(newWork, other);
  Object.assign(apis.counts, { [newWork.doi]: 12, [other.doi]: 3 });
  const counted = (metrics: Record<string, unknown>) => Object.keys(metrics);
  expect(counted(await loadWorkMetrics([newWork.doi], sources, uncached, true))).toEqual([
    newWork.doi,
  ]);
  apis.modes.openalex = '500';
  await expect(loadWorkMetrics([other.doi], sources, uncached, true)).rejects.toThrow(
    /^research record: OpenAlex has no answer kept; the page stays as it was$/,
  );
  // A page of the work it has counted keeps them through the same failure.
  expect(counted(await loadWorkMetrics([newWork.doi], sources, uncached, true))).toEqual([
    newWork.doi,
  ]);
});

describe('Crossref, politely', () => {
  test('at most three requests at once, each in its polite pool with the owner’s contact', async () => {
    apis.works.push(...manyWorks(30));
    // Answers take a while, so a client that asks for all at once has them all in flight.
    apis.latency.crossref = 20;
    const works = await fetchOrcidWorks(sources);
    expect(apis.maxInFlight.crossref).toBe(3);
    expect(asked('crossref')).toHaveLength(27);
    for (const request of asked('crossref')) {
      expect(new URLSearchParams(request.query).get('mailto')).toBe(site.email);
      expect(request.userAgent).toBe(`Phages-Biomes (http://localhost:3000; mailto:${site.email})`);
    }
    expect(works.filter((w) => w.custom?.filledOn)).toHaveLength(27);
    expect(warn).not.toHaveBeenCalled();
  });

  test('at its documented pace: ten requests a second', async () => {
    const start = fakeTime();
    apis.works.push(...manyWorks(6));
    // The pace the product sets for Crossref.
    const paced = { ...slowSources(), perSecond: sourcesFromEnv(apis.env).perSecond };
    const works = await onFakeTime(fetchOrcidWorks(paced));
    expect(asked('crossref')).toHaveLength(6);
    // The sixth starts half a second after the first, or later.
    expect(asked('crossref').at(-1)!.at - start).toBeGreaterThanOrEqual(500);
    expect(works.filter((w) => w.custom?.filledOn)).toHaveLength(6);
  });

  test('a 429 is asked again after its Retry-After, when that falls within the refresh', async () => {
    const start = fakeTime();
    apis.works.push(newWork);
    Object.assign(apis.modes, { crossref: '429' });
    Object.assign(apis.faultTimes, { crossref: 1 });
    Object.assign(apis.retryAfter, { crossref: '2' });
    const [work] = await onFakeTime(fetchOrcidWorks(slowSources()));
    expect(asked('crossref')).toHaveLength(2);
    expect(asked('crossref')[1]!.at - start).toBeGreaterThanOrEqual(2_000);
    expect(work?.publisher).toBe('Stand-in Press');
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['a 429 without a Retry-After', '429', '', 1_000],
    ['a 503 with a Retry-After of 2 s', '503', '2', 2_000],
    ['a 429 with a Retry-After 3 s off as an HTTP date', '429', 'date', 2_000],
  ])('%s is asked again once that time has passed', async (_, fault, wait, waited) => {
    const start = fakeTime();
    apis.works.push(newWork);
    Object.assign(apis.modes, { crossref: fault });
    Object.assign(apis.faultTimes, { crossref: 1 });
    // An HTTP date counts whole seconds: 3 s off is at least 2 s away.
    const retryAfter = wait === 'date' ? new Date(start + 3_000).toUTCString() : wait;
    Object.assign(apis.retryAfter, { crossref: retryAfter });
    const [work] = await onFakeTime(fetchOrcidWorks(slowSources()));
    expect(asked('crossref')).toHaveLength(2);
    const again = asked('crossref')[1]!.at - start;
    expect(again).toBeGreaterThanOrEqual(waited);
    expect(again).toBeLessThan(waited + 1_500);
    expect(work?.publisher).toBe('Stand-in Press');
    expect(warn).not.toHaveBeenCalled();
  });

  test('works still waiting their turn when the refresh ends fail at once, keeping their ORCID fields', async () => {
    const start = fakeTime();
    apis.works.push(...manyWorks(6));
    const paced = { ...slowSources(), deadlineMs: 2_500, perSecond: { ...unpaced, crossref: 1 } };
    const works = await onFakeTime(fetchOrcidWorks(paced));
    // At one a second, three start within 2.5 s; the others were waiting for their turn.
    expect(asked('crossref')).toHaveLength(3);
    expect(works.filter((w) => w.custom?.filledOn)).toHaveLength(3);
    expect(Date.now() - start).toBeLessThan(3_000);
    expect(logged()).toEqual([
      "research record: Crossref failed for 3 of 6 works (10.5555/many.4: the refresh's 2.5 s ran out and 2 more); they keep their own fields and their last good fill",
    ]);
  });

  test('a source still refusing after three tries fails that work, with what it last asked', async () => {
    fakeTime();
    apis.works.push(newWork);
    Object.assign(apis.modes, { crossref: '429' });
    Object.assign(apis.retryAfter, { crossref: '1' });
    // A minute's refresh would have room for many more.
    const [work] = await onFakeTime(fetchOrcidWorks({ ...slowSources(), deadlineMs: 60_000 }));
    expect(asked('crossref')).toHaveLength(3);
    expect(work).not.toHaveProperty('publisher');
    expect(logged()).toEqual([
      'research record: Crossref failed for 1 of 1 works (10.5555/phage.2026.001: answered 429, asking for 1 s); they keep their own fields and their last good fill',
    ]);
  });

  test('a 429 asking for longer than the refresh has left fails that work alone, at once', async () => {
    apis.works.push(...manyWorks(3));
    const [first, second, third] = await fetchOrcidWorks(sources);
    Object.assign(apis.modes, { crossref: '429' });
    Object.assign(apis.faultDois, { crossref: ['10.5555/many.2'] });
    apis.requests.length = 0;
    const works = await fetchOrcidWorks(sources, () => [first!, second!, third!]);
    expect(apis.requests.filter((p) => p.startsWith('/crossref/'))).toHaveLength(3);
    // The failed one is as it was: its ORCID fields and the fill it had.
    expect(works[1]).toEqual(second);
    expect(logged()).toEqual([
      'research record: Crossref failed for 1 of 3 works (10.5555/many.2: answered 429, asking for 3600 s); they keep their own fields and their last good fill',
    ]);
  });

  test('the stand-in refuses a sixth request at once, as Crossref does', async () => {
    apis.works.push(newWork);
    apis.latency.crossref = 200;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${apis.env.CROSSREF_API_URL}/works/${newWork.doi}`).then((r) => r.status),
      ),
    );
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

describe('OpenAlex, in batches', () => {
  const dois = Array.from({ length: 120 }, (_, i) => `10.5555/Batch.${i + 1}`);

  test('one request per 50 DOIs, asking only for what the site shows, in its polite pool', async () => {
    dois.forEach((doi, i) => (apis.counts[doi.toLowerCase()] = i));
    const metrics = await fetchWorkMetrics(sources, [...dois, '10.5555/unknown']);
    const requests = asked('openalex');
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      const query = new URLSearchParams(request.query);
      expect(query.get('select')).toBe(
        'id,doi,cited_by_count,counts_by_year,open_access,best_oa_location',
      );
      expect(query.get('mailto')).toBe(site.email);
      const values = query.get('filter')!.replace(/^doi:/, '').split('|');
      expect(values.length).toBeLessThanOrEqual(50);
      expect(Number(query.get('per-page'))).toBe(values.length);
    }
    // Keyed by lower-case DOI, whatever case was asked and OpenAlex's https://doi.org/ form.
    expect(Object.keys(metrics).sort()).toEqual(dois.map((d) => d.toLowerCase()).sort());
    expect(metrics['10.5555/batch.120']).toEqual({
      count: 119,
      date: new Date().toISOString().slice(0, 10),
      citingUrl: 'https://openalex.org/works?filter=cites:W4219',
      countsByYear: [
        { year: 2025, count: 59 },
        { year: 2026, count: 60 },
      ],
    });
  });

  test('a DOI the filter cannot hold (a comma or a bar) is asked alone', async () => {
    apis.counts['10.5555/odd,one'] = 4;
    apis.counts['10.5555/plain'] = 5;
    const metrics = await fetchWorkMetrics(sources, ['10.5555/odd,one', '10.5555/plain']);
    expect(apis.requests).toEqual([
      '/openalex/works?filter=doi:10.5555/plain',
      '/openalex/works/doi:10.5555/odd,one',
    ]);
    expect(metrics['10.5555/odd,one']?.count).toBe(4);
    // One OpenAlex no longer knows (a 404) has none, whatever it had.
    delete apis.counts['10.5555/odd,one'];
    expect(await fetchWorkMetrics(sources, ['10.5555/odd,one'], () => metrics)).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });

  test('a batch that fails keeps its works’ last good metrics; the other batches update', async () => {
    fakeClockAt('2026-11-26T09:00:00Z');
    dois.forEach((doi) => (apis.counts[doi.toLowerCase()] = 1));
    const good = await loadWorkMetrics(dois, sources, uncached);
    jest.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    dois.forEach((doi) => (apis.counts[doi.toLowerCase()] = 2));
    // The second batch holds the 51st to the 100th DOI, in their sorted order.
    const sorted = dois.map((d) => d.toLowerCase()).sort();
    Object.assign(apis.modes, { openalex: '500' });
    Object.assign(apis.faultDois, { openalex: [sorted[60]] });
    const metrics = await loadWorkMetrics(dois, sources, uncached);
    expect(sorted.map((doi) => metrics[doi]?.date)).toEqual([
      ...Array(50).fill('2026-11-27'),
      ...Array(50).fill('2026-11-26'),
      ...Array(20).fill('2026-11-27'),
    ]);
    expect(metrics[sorted[60]!]).toEqual(good[sorted[60]!]);
    expect(logged()).toEqual([
      'research record: OpenAlex failed for 1 of 3 batches (answered 500); their works keep their last good metrics',
    ]);
  });

  test('one batch failing while the others know none of their works is a log line, not a failure', async () => {
    Object.assign(apis.modes, { openalex: '500' });
    Object.assign(apis.faultDois, { openalex: ['10.5555/a,b'] });
    expect(await fetchWorkMetrics(sources, ['10.5555/unknown', '10.5555/a,b'])).toEqual({});
    expect(logged()).toEqual([
      'research record: OpenAlex failed for 1 of 2 batches (answered 500); their works keep their last good metrics',
    ]);
  });

  test('one refresh ends at its deadline: what is unanswered keeps its last good metrics', async () => {
    const fifty = dois.slice(0, 50);
    fifty.forEach((doi) => (apis.counts[doi.toLowerCase()] = 1));
    const good = await fetchWorkMetrics(sources, fifty);
    apis.modes.openalex = 'hang';
    const start = fakeTime();
    const metrics = await onFakeTime(
      fetchWorkMetrics({ ...slowSources(), deadlineMs: 20_000 }, fifty, () => good),
    );
    expect(Date.now() - start).toBeGreaterThanOrEqual(20_000);
    expect(metrics).toEqual(good);
    expect(logged()).toEqual([
      "research record: OpenAlex failed for 1 of 1 batches (the refresh's 20 s ran out); their works keep their last good metrics",
    ]);
  });

  test('a count that cannot be true, or a malformed work, costs only that work', async () => {
    const names = [
      'fine',
      'negative',
      'huge',
      'fraction',
      'years',
      'shapeless',
      'doiless',
      'foreign',
    ];
    names.forEach((name) => (apis.counts[`10.5555/${name}`] = 10));
    Object.assign(apis.openalex, {
      '10.5555/negative': { cited_by_count: -1050 },
      '10.5555/huge': { cited_by_count: 1e300 },
      '10.5555/fraction': { cited_by_count: 2.5 },
      '10.5555/years': {
        counts_by_year: [
          null,
          { year: 2025, cited_by_count: -3 },
          { year: 'x', cited_by_count: 2 },
          { year: 1000, cited_by_count: 1 },
          { year: 9999, cited_by_count: 1 },
          { year: 2024, cited_by_count: 1e300 },
          { year: 2026, cited_by_count: 4 },
        ],
      },
      '10.5555/shapeless': { id: 42 },
      '10.5555/doiless': { doi: null },
      '10.5555/foreign': { id: 'https://example.org/W4100' },
    });
    const dois = names.map((name) => `10.5555/${name}`);
    const lastGood = {
      '10.5555/shapeless': {
        count: 3,
        date: '2026-11-01',
        citingUrl: 'https://x',
        countsByYear: [],
      },
    };
    const metrics = await fetchWorkMetrics(sources, dois, () => lastGood);
    expect(asked('openalex')).toHaveLength(1);
    expect(Object.keys(metrics).sort()).toEqual([
      '10.5555/fine',
      '10.5555/shapeless',
      '10.5555/years',
    ]);
    expect(metrics['10.5555/fine']?.count).toBe(10);
    expect(metrics['10.5555/shapeless']).toEqual(lastGood['10.5555/shapeless']);
    expect(metrics['10.5555/years']?.countsByYear).toEqual([{ year: 2026, count: 4 }]);
  });

  test('citations by year, and the best free copy: its PDF where there is one, with its kind', async () => {
    Object.assign(apis.counts, {
      '10.5555/green': 3,
      '10.5555/gold': 5,
      '10.5555/closed': 7,
      '10.5555/hostile': 1,
      '10.5555/older': 1,
      '10.5555/unsourced': 1,
      '10.5555/not-free': 1,
    });
    Object.assign(apis.openalex, {
      '10.5555/green': {
        open_access: { is_oa: true, oa_status: 'green', oa_url: 'https://repo.example/1' },
        best_oa_location: {
          is_oa: true,
          landing_page_url: 'https://repo.example/1',
          pdf_url: 'https://repo.example/1.pdf',
          source: { id: 'https://openalex.org/S1', display_name: 'Repo', type: 'repository' },
          license: 'cc-by',
          version: 'acceptedVersion',
        },
      },
      '10.5555/gold': {
        open_access: { is_oa: true, oa_status: 'gold', oa_url: 'https://journal.example/a' },
        best_oa_location: {
          is_oa: true,
          landing_page_url: 'https://journal.example/a',
          pdf_url: null,
          source: { id: 'https://openalex.org/S2', display_name: 'J', type: 'journal' },
          license: null,
          version: 'publishedVersion',
        },
      },
      // Unpaywall's older shape: the host's kind on the location, no status.
      '10.5555/older': {
        open_access: { is_oa: true, oa_status: ' ' },
        best_oa_location: {
          landing_page_url: 'https://press.example/b',
          host_type: 'publisher',
          version: ' publishedVersion ',
        },
      },
      '10.5555/unsourced': {
        open_access: { is_oa: true, oa_status: 'bronze' },
        best_oa_location: { landing_page_url: 'https://elsewhere.example/c', source: null },
      },
      // A location, but OpenAlex does not count the work as free to read.
      '10.5555/not-free': {
        open_access: { is_oa: false, oa_status: 'closed' },
        best_oa_location: {
          landing_page_url: 'https://repo.example/2',
          source: { type: 'repository' },
        },
      },
      '10.5555/hostile': {
        open_access: { is_oa: true, oa_status: 'bronze', oa_url: 'javascript:alert(1)' },
        best_oa_location: {
          landing_page_url: 'javascript:alert(1)',
          pdf_url: 'data:application/pdf;base64,JVBERi0=',
          source: { type: 'journal' },
        },
      },
    });
    const metrics = await fetchWorkMetrics(sources, Object.keys(apis.counts));
    expect(metrics['10.5555/green']?.openAccess).toEqual({
      url: 'https://repo.example/1.pdf',
      pdf: true,
      kind: 'repository',
      status: 'green',
      version: 'acceptedVersion',
      license: 'cc-by',
    });
    expect(metrics['10.5555/gold']?.openAccess).toEqual({
      url: 'https://journal.example/a',
      pdf: false,
      kind: 'publisher',
      status: 'gold',
      version: 'publishedVersion',
    });
    expect(metrics['10.5555/older']?.openAccess).toEqual({
      url: 'https://press.example/b',
      pdf: false,
      kind: 'publisher',
      status: 'unknown',
      version: 'publishedVersion',
    });
    expect(metrics['10.5555/unsourced']?.openAccess).toMatchObject({ kind: 'other' });
    for (const closed of ['closed', 'hostile', 'not-free'])
      expect(metrics[`10.5555/${closed}`]).not.toHaveProperty('openAccess');
    expect(metrics['10.5555/gold']?.countsByYear).toEqual([
      { year: 2025, count: 2 },
      { year: 2026, count: 3 },
    ]);
  });
});

describe.each([
  ['orcid', 16],
  ['crossref', 4],
  ['openalex', 8],
] as const)('a 200 MB answer from %s', (source, capMb) => {
  /** Refreshes what `source` answers, as `mode`; the one failure logged is the cap's. */
  async function refreshAgainstCap(mode: 'huge' | 'declared-huge') {
    apis.works.push(newWork);
    apis.counts[newWork.doi] = 1;
    apis.modes[source] = mode;
    if (source === 'openalex') await loadWorkMetrics([newWork.doi], sources, uncached);
    else await loadResearchItems(sources, uncached);
    expect(logged()).toEqual([expect.stringContaining(`answered more than ${capMb} MB)`)]);
    while (!apis.huge[0]?.closed) await realDelay(5);
  }

  test(`is read no further than its ${capMb} MB cap, and fails as any other failure`, async () => {
    await refreshAgainstCap('huge');
    // The stand-in stops sending when the socket closes; sockets and stream buffers hold a few MB.
    expect(apis.huge[0]!.sent).toBeGreaterThan(capMb * 2 ** 20);
    expect(apis.huge[0]!.sent).toBeLessThan((capMb + 32) * 2 ** 20);
  });

  // Not read: a reader waiting for the body would end in the time-out's failure instead.
  test('is refused unread when its headers declare it, and no connection is left open', () =>
    refreshAgainstCap('declared-huge'));
});

describe('what ORCID holds', () => {
  test('every work type ORCID documents is kept, as a CSL type, with ORCID’s own beside it', async () => {
    apis.works.push(
      ...ORCID_WORK_TYPES.map((type, i) => ({ type, title: `Work ${i}`, year: 2026 })),
    );
    const works = await fetchOrcidWorks(sources);
    expect(works.map((w) => w.custom?.orcidType)).toEqual(ORCID_WORK_TYPES);
    for (const work of works) expect(CSL_TYPES).toContain(work.type);
    const typeOf = (orcid: string) => works.find((w) => w.custom?.orcidType === orcid)?.type;
    expect(typeOf('book-chapter')).toBe('chapter');
    expect(typeOf('conference-poster')).toBe('paper-conference');
    expect(typeOf('dissertation-thesis')).toBe('thesis');
    expect(typeOf('working-paper')).toBe('report');
    expect(typeOf('data-set')).toBe('dataset');
    expect(typeOf('lecture-speech')).toBe('speech');
  });

  test('a work’s own DOI and PubMed id, not those of the book or preprint it relates to', async () => {
    const id = (type: string, value: string, relationship: string | null = 'self') => ({
      'external-id-type': type,
      'external-id-value': value,
      'external-id-normalized': { value: value.trim().toLowerCase(), transient: true },
      'external-id-url': null,
      'external-id-relationship': relationship,
    });
    const ids = (...list: unknown[]) => ({ 'external-ids': { 'external-id': list } });
    apis.works.push(
      {
        title: 'A chapter',
        type: 'book-chapter',
        orcid: ids(
          id('isbn', '9783161484100', 'part-of'),
          id('doi', '10.5555/the.book', 'part-of'),
          id('pmid', ' 37000003 '),
          id('doi', '10.5555/the.chapter'),
        ),
      },
      {
        title: 'A paper',
        orcid: ids(
          null,
          id('doi', '10.5555/the.preprint', 'version-of'),
          id('pmc', 'PMC1234567'),
          id('pmid', 'PMID: 37000004'),
          // Older records leave the relationship out: the id is the work's own.
          id('doi', '10.5555/the.paper', null),
        ),
      },
      { title: 'No ids', orcid: { 'external-ids': null } },
    );
    const works = await fetchOrcidWorks(sources);
    expect(works.map((w) => [w.title, w.DOI, w.PMID])).toEqual([
      ['A chapter', '10.5555/the.chapter', '37000003'],
      ['A paper', '10.5555/the.paper', '37000004'],
      ['No ids', undefined, undefined],
    ]);
    // Crossref knows neither DOI (a 404): no failure, the works keep ORCID's fields.
    expect(apis.requests.slice(1).sort()).toEqual([
      '/crossref/works/10.5555/the.chapter',
      '/crossref/works/10.5555/the.paper',
    ]);
    expect(works[0]).not.toHaveProperty('custom.filledOn');
    expect(warn).not.toHaveBeenCalled();
  });

  test('a group without a work summary, or a work without a title, costs only itself', async () => {
    apis.works.push(
      { title: 'Kept', year: 2024 },
      { title: 'No summary', orcid: null },
      { title: 'No title', orcid: { title: null } },
      { title: 'Blank title', orcid: { title: { title: { value: ' \u0000 ' } } } },
      { title: 'No type, no date', orcid: { type: null, 'publication-date': null } },
    );
    const works = await fetchOrcidWorks(sources);
    expect(works.map((w) => [w.title, w.type, w.custom?.orcidType, w.issued])).toEqual([
      ['Kept', 'article-journal', 'journal-article', { 'date-parts': [[2024]] }],
      // ORCID's own name for a work of no type.
      ['No type, no date', 'document', 'undefined', undefined],
    ]);
    expect(warn).not.toHaveBeenCalled();
    // Groups that are no groups at all cost only themselves too.
    const kept = { 'work-summary': [{ title: { title: { value: 'Kept' } } }] };
    expect(
      orcidWorks({ group: [null, 42, { 'work-summary': { title: 'x' } }, kept] }, 'Ellery').map(
        (w) => w.title,
      ),
    ).toEqual(['Kept']);
  });

  test('a key in Latin letters from the owner, the year and the title’s first word past the small ones', () => {
    const group = (title: string, year?: number) => ({
      'work-summary': [
        {
          title: { title: { value: title } },
          'publication-date': year ? { year: { value: String(year) } } : null,
        },
      ],
    });
    const keys = (owner: string, ...groups: unknown[]) =>
      orcidWorks({ group: groups }, owner).map((w) => w.id);
    expect(
      keys(
        'Ellery',
        group('Phagothérapie des infections', 2024),
        group('Of the: a and', 2023),
        group('噬菌体疗法'),
        group('— ?', 2022),
      ),
    ).toEqual([
      'ellery2024phagotherapie',
      'ellery2023work',
      'elleryshijuntiliaofa',
      'ellery2022work',
    ]);
    expect(keys('Møller-Hansen', group('The Ångström phage', 2021))).toEqual([
      'mollerhansen2021angstrom',
    ]);
    expect(keys('Łukasiewicz', group('Straße', 2021))).toEqual(['lukasiewicz2021strasse']);
    expect(keys('王', group('Phage', 2021))).toEqual(['wang2021phage']);
    expect(keys('—', group('Phage', 2021))).toEqual(['orcid2021phage']);
  });

  test('three works by one author in one year get three keys, in put-code order, and none of the file’s', async () => {
    apis.works.push(
      { title: 'Phage one', year: 2026 },
      { title: 'Phage two', year: 2026 },
      { title: 'Phage three', year: 2026 },
      // The file holds ellery2023lytic.
      { title: 'Lytic again', year: 2023 },
    );
    const keys = (works: Csl[]) =>
      mergeWorks(fileBibliography(), works)
        .slice(-4)
        .map((w) => w.id);
    const works = await fetchOrcidWorks(sources);
    expect(keys(works)).toEqual([
      'ellery2026phage',
      'ellery2026phagea',
      'ellery2026phageb',
      'ellery2023lytica',
    ]);
    // ORCID lists them in its own order; the keys stay.
    expect(keys([...works].reverse()).sort()).toEqual(keys(works).sort());
    expect(
      mergeWorks(fileBibliography(), [...works].reverse()).find((w) => w.title === 'Phage one')?.id,
    ).toBe('ellery2026phage');
    // The exports write them as they are.
    const bib = citationFile(mergeWorks(fileBibliography(), works).slice(-4), 'bib');
    expect([...bib.matchAll(/^@\w+\{([^,]+),/gm)].map((m) => m[1])).toEqual(keys(works));
  });

  test('titles, journals and abstracts come through on one line, their markup as the site’s, and only http(s) links', async () => {
    apis.works.push(...HOSTILE_WORKS);
    const works = await fetchOrcidWorks(sources);
    expect(works).toHaveLength(HOSTILE_WORKS.length);
    const texts = JSON.stringify(works.map((w) => [w.title, w['container-title'], w.abstract]));
    expect(texts).not.toMatch(/\\[rnt]|\\u2028|\\u0085/);
    const byDoi = (suffix: string) => works.find((w) => w.DOI === `10.5555/hostile.${suffix}`)!;
    expect(byDoi('breaks')).toMatchObject({
      title: 'Phage therapy in cystic fibrosis lungs',
      abstract: 'First line. Second line.',
    });
    expect(byDoi('ris').title).toBe('Evil ER - TY - JOUR TI - Injected');
    expect(byDoi('jats')).toMatchObject({
      title: '<i>Jumbo phages</i> of <i>Pseudomonas aeruginosa</i> fix CO<sub>2</sub>',
      'container-title': 'Phage <b>Research</b>',
    });
    expect(byDoi('long').title!.length).toBeLessThanOrEqual(1_001);
    expect(byDoi('long').title).toMatch(/ (and|longer)…$/);
    expect(byDoi('links')).not.toHaveProperty('URL');
    for (const work of works) if (work.URL) expect(work.URL).toMatch(/^https?:\/\//);
  });
});

test('1,000 ORCID works: one request to ORCID, one per DOI to Crossref, one per 50 DOIs to OpenAlex, every work kept under its own key', async () => {
  apis.works.push(...manyWorks(1000));
  const items = await loadResearchItems(sources, uncached);
  const added = items.slice(fileBibliography().length);
  expect(added).toHaveLength(1000);
  const keys = items.map((i) => i.id.toLowerCase());
  expect(new Set(keys).size).toBe(keys.length);
  for (const work of added) expect(work.id).toMatch(/^[a-z][a-z0-9]*$/);
  const dois = added.flatMap((w) => (w.DOI ? [w.DOI] : []));
  expect(dois).toHaveLength(900);
  await loadWorkMetrics(dois, sources, uncached);
  expect(asked('orcid')).toHaveLength(1);
  expect(asked('crossref')).toHaveLength(900);
  expect(asked('openalex')).toHaveLength(18);
  expect(warn).not.toHaveBeenCalled();
});

test('a refresh failing at every source logs one line per source, naming it and the failure', async () => {
  apis.works.push(newWork, { ...newWork, doi: '10.5555/phage.2026.002', title: 'Second' });
  apis.counts[newWork.doi] = 3;
  Object.assign(apis.modes, { crossref: '500', openalex: 'html' });
  const items = await loadResearchItems(sources, uncached);
  await loadWorkMetrics(
    items.flatMap((i) => (i.DOI ? [i.DOI] : [])),
    sources,
    uncached,
  );
  apis.modes.orcid = 'malformed';
  await loadResearchItems(sources, uncached);
  expect(logged()).toEqual([
    'research record: Crossref failed for 2 of 2 works (10.5555/phage.2026.001: answered 500 and 1 more); they keep their own fields and their last good fill',
    'research record: OpenAlex failed for 1 of 1 batches (answered text/html, not JSON); their works keep their last good metrics',
    'research record: ORCID failed (answered JSON that does not parse); the works stay as they were',
  ]);
  expect(error).not.toHaveBeenCalled();
});

test('the whole list downloads as .bib, .ris and .json in page order, and the .bib reads back as the same list', async () => {
  const shown = allWorks(researchRecord(fileBibliography()));
  const bib = await listDownload('bib');
  expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
  expect(bib.headers.get('content-disposition')).toBe('attachment; filename="publications.bib"');
  const again = parseBibliography(await bib.text(), 'publications.bib');
  expect(again.map((i) => [i.id, i.title])).toEqual(shown.map((i) => [i.id, i.title]));
  const json = JSON.parse(await (await listDownload('json')).text());
  expect(json.map((i: { id: string }) => i.id)).toEqual(shown.map((i) => i.id));
  const ris = await (await listDownload('ris')).text();
  expect(ris.split('\n').filter((l) => l.startsWith('TY'))).toHaveLength(shown.length);
});

/**
 * Sources for tests on fake time: time-outs and the deadline a day off, so that only what the test
 * times decides, however long the sockets take.
 */
function slowSources(): Sources {
  return { ...sources, timeoutMs: 86_400_000, deadlineMs: 86_400_000 };
}

/** Fake timers from now on (sockets stay real); the fake time now. */
function fakeTime(): number {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime'] });
  return Date.now();
}

/**
 * `promise` run to its end on fake time: the clock moves 50 ms at a time, the stand-in's sockets
 * answering in between; what the code under test waits for is timed by the fake clock alone.
 */
async function onFakeTime<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    await jest.advanceTimersByTimeAsync(50);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return promise;
}
