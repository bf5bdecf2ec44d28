import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { aboutIntro } from '@/content/about';
import { parseBibliography } from '../fixtures/research/read';
import { expect, expectAccessible, test } from '../e2e/fixtures';
import { skipAssistantNotice } from './assistant-notice';
import { env, scholarlyOrigin } from './env.cjs';
import { refreshRecord } from './refresh';
import { startNext, startRedis } from '../multi-server/servers.mjs';
import { freePort, serverFolder } from '../../scripts/lib/processes.mjs';

/**
 * A work the owner has just added to their ORCID record (the stand-in's, in ORCID's shapes). Named
 * for this run: the build's regenerated pages outlive a run, and must not hold it already.
 */
const run = Date.now().toString(36);
const work = {
  title: `Phage steering restores antibiotic sensitivity in Pseudomonas aeruginosa, run ${run}`,
  doi: `10.5555/phage.${run}`,
  journal: 'Journal of Phage Research',
  year: 2026,
  authors: [
    { given: 'Rowan', family: 'Ellery' },
    { given: 'Jide', family: 'Okafor' },
  ],
  abstract: 'Phages that bind an efflux pump select for bacteria that lose it.',
};

/** The body at `path`; empty when a busy server resets a kept-alive connection, so a poll asks again. */
const body = (request: APIRequestContext, path: string) =>
  request.get(path).then(
    (response) => response.body(),
    () => Buffer.alloc(0),
  );
const text = async (request: APIRequestContext, path: string) =>
  (await body(request, path)).toString('utf8');
const flat = (value: string) => value.replace(/\s+/g, '');

test('a work added to the ORCID record reaches the research page, the About page, the .bib download and the CV once the webhook refreshes the record', async ({
  page,
  request,
}) => {
  await skipAssistantNotice(page);
  expect(await text(request, '/research')).not.toContain(work.title);
  const askedBefore = (await (await request.get(`${scholarlyOrigin}/__requests`)).json()).length;

  await request.post(`${scholarlyOrigin}/__orcid/works`, { data: work });
  await request.post(`${scholarlyOrigin}/__counts`, { data: { [work.doi]: 7 } });
  const refreshed = await refreshRecord(request);
  expect(await refreshed.json()).toEqual({ message: 'Revalidated', revalidated: ['research'] });

  // A burst of visits to every route that reads the record, while it regenerates.
  const readers = ['/research', '/about', '/research/publications.bib', aboutIntro.cvPath];
  await Promise.all(Array.from({ length: 6 }, () => readers.map((path) => body(request, path))));

  // The first request after a refresh may still answer the previous page while it regenerates.
  await expect.poll(() => text(request, '/research'), { timeout: 30_000 }).toContain(work.title);
  await page.goto('/research');
  // Its card in its section: the one that is its anchor (it may also be among the most cited).
  const card = page.locator('article[id]', {
    has: page.getByRole('heading', { name: work.title }),
  });
  await expect(card.getByText('Rowan Ellery, Jide Okafor')).toBeVisible();
  await expect(card.getByText(work.journal, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^${work.doi}`) })).toHaveAttribute(
    'href',
    `https://doi.org/${work.doi}`,
  );
  await expect(card.getByRole('link', { name: /^Cited by 7/ })).toHaveAttribute(
    'href',
    /^https:\/\/openalex\.org\/works\?filter=cites:W\d+$/,
  );
  await expectAccessible(page);

  await expect.poll(() => text(request, '/about'), { timeout: 30_000 }).toContain(work.title);

  await expect
    .poll(
      async () =>
        parseBibliography(await text(request, '/research/publications.bib'), 'download.bib').map(
          (item) => item.title,
        ),
      { timeout: 30_000 },
    )
    .toContain(work.title);

  await expect
    .poll(
      async () => {
        const pdf = await body(request, aboutIntro.cvPath);
        return flat(execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }));
      },
      { timeout: 30_000 },
    )
    .toContain(flat(work.title));

  // Since the refresh, every visit to every page, download and the CV shared one refresh: one
  // ORCID list, each of its works asked of Crossref once, one OpenAlex batch naming the new work.
  const asked: string[] = (await (await request.get(`${scholarlyOrigin}/__requests`)).json()).slice(
    askedBefore,
  );
  const crossref = asked.filter((path) => path.startsWith('/crossref/'));
  expect(asked.filter((path) => path.startsWith('/orcid/'))).toEqual([
    '/orcid/v3.0/0000-0002-1825-0097/works',
  ]);
  expect(crossref).toContain(`/crossref/works/${work.doi}`);
  expect(new Set(crossref).size).toBe(crossref.length);
  const openalex = asked.filter((path) => path.startsWith('/openalex/'));
  expect(openalex).toHaveLength(1);
  expect(openalex[0]).toMatch(/^\/openalex\/works\?filter=doi:/);
  expect(openalex[0]!.slice('/openalex/works?filter=doi:'.length).split('|')).toContain(work.doi);
});

/**
 * A server started again, with nothing of the sources in its memory, and an outage of all three at
 * the owner's refresh. Alone, its page's regeneration fails and Next keeps the page it has; beside
 * others sharing Redis, it renders the page with the last good answers any server kept there.
 */
const RESTARTED = {
  'a lone server': 'research record: ORCID has no answer kept; the page stays as it was',
  'servers sharing Redis':
    'research record: ORCID failed (answered 500); the works stay as they were',
};

for (const [servers, failed] of Object.entries(RESTARTED))
  test(`${servers}: a server started again keeps the works its publication list showed through an outage of ORCID, Crossref and OpenAlex`, async ({
    request,
  }) => {
    // A ceiling for two server starts, a copy of the build and three waits on a busy machine.
    test.setTimeout(240_000);
    // Of an earlier year, so that the research page's newest works stay the other test's.
    const named = (word: string) => ({
      ...work,
      title: `${word} shapes the gut virome, ${servers}, run ${run}`,
      doi: `10.5555/${word}.${servers.replaceAll(' ', '-')}.${run}`,
      year: 2019,
    });
    const [kept, later] = [named('Lysogeny'), named('Transduction')];
    const setMode = (mode: string) =>
      Promise.all(
        ['orcid', 'crossref', 'openalex'].map((source) =>
          request.post(`${scholarlyOrigin}/__mode`, { data: { source, mode } }),
        ),
      );
    const redisDir = mkdtempSync(path.join(tmpdir(), 'phages-kept-redis-'));
    const redis =
      servers === 'a lone server' ? undefined : await startRedis(await freePort(), redisDir);
    const own = redis ? { ...env, REDIS_URL: redis.url } : env;
    // A server of its own, with its own disk: the suite's server keeps its pages.
    let server = await startNext(own, {
      dir: serverFolder('phages-kept-', process.cwd(), env.NEXT_DIST_DIR),
    });
    /** Every status the list answered: never an error page. */
    const statuses = new Set<number>();
    /** The list and whether it was rendered since it last went stale (the response says so). */
    const research = async () => {
      const response = await request
        .get(`${server.origin}/research/publications`)
        .catch(() => null);
      if (response) statuses.add(response.status());
      return {
        page: (await response?.text().catch(() => '')) ?? '',
        cache: response?.headers()['x-nextjs-cache'],
      };
    };
    try {
      await request.post(`${scholarlyOrigin}/__orcid/works`, { data: kept });
      await refreshRecord(request, server.origin);
      await expect
        .poll(async () => (await research()).page, { timeout: 30_000 })
        .toContain(kept.title);
      // Every other page and file that reads the record renders too: none may wait on anything
      // uncached, Redis included, or it answers the error page.
      for (const path of [
        '/research',
        '/about',
        '/research/publications.bib',
        aboutIntro.cvPath,
        '/research/publications/2019',
        '/research/cite/ellery2023lytic',
      ])
        expect((await request.get(`${server.origin}${path}`)).status(), path).toBe(200);

      // Started again: its page on its disk (and in Redis), nothing of the sources in its memory.
      await server.stop({ keepFolder: true });
      server = await startNext(own, { dir: server.dir });
      await setMode('500');
      await refreshRecord(request, server.origin);
      // Each visit while the page is stale asks for its regeneration: alone it fails, and Next says
      // so; with Redis it renders the list afresh, from the kept answers.
      await expect
        .poll(
          async () => {
            const { page, cache } = await research();
            return {
              shows: page.includes(kept.title),
              rendered: redis ? cache === 'HIT' : true,
              failureLogged: server.log.join('').includes(failed),
            };
          },
          { timeout: 30_000 },
        )
        .toEqual({ shows: true, rendered: true, failureLogged: true });

      // Once the sources answer again, the owner's next refresh shows what they hold.
      await setMode('ok');
      await request.post(`${scholarlyOrigin}/__orcid/works`, { data: later });
      await refreshRecord(request, server.origin);
      await expect
        .poll(
          async () => {
            const { page } = await research();
            return [kept, later].map((w) => page.includes(w.title));
          },
          { timeout: 30_000 },
        )
        .toEqual([true, true]);
      expect([...statuses]).toEqual([200]);
    } finally {
      await setMode('ok');
      await server.stop();
      await redis?.stop();
      rmSync(redisDir, { recursive: true, force: true });
    }
  });
