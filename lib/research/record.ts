import { dataCache, RESEARCH_TAG } from '@/lib/content/cache';
import { CITATION_FORMATS, type CitationFormat, type Citations } from './formats';
import { createHash } from 'node:crypto';
import { citationsOf } from './citations';
import { citationFile } from './export';
import {
  allWorks,
  fileBibliography,
  researchRecord,
  type Csl,
  type ResearchRecord,
} from './publications';
import {
  fetchCitationCounts,
  fetchCrossrefWorks,
  fetchOrcidWorks,
  mergeWorks,
  sourcesFromEnv,
  type CitationCount,
  type Sources,
} from './sources';

/** The outside sources are asked at most once a day, or at once when the webhook revalidates. */
const DAY_SECONDS = 86_400;

/** Runs `load` through a cache under `key`; Next's data cache by default. */
export type SourceCache = <T>(key: string[], load: () => Promise<T>) => Promise<T>;

/** The last good answers, one per process (each route bundle has its own copy of this module). */
const lastGood = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('phages.research-last-good')
] ??= {}) as Partial<LastGood>;

type LastGood = { works: Csl[]; filled: Csl[]; counts: Record<string, CitationCount> };

const nextDailyCache: SourceCache = (key, load) =>
  dataCache(key, { revalidate: DAY_SECONDS, tags: [RESEARCH_TAG] }, load);

// Next's data cache keeps a stale entry when its regeneration throws; this covers a failure
// before any entry exists on this server.
async function keepLastGood<K extends keyof LastGood>(
  name: K,
  load: () => Promise<LastGood[K]>,
  fallback: LastGood[K],
): Promise<LastGood[K]> {
  try {
    return (lastGood[name] = await load());
  } catch (error) {
    console.warn(
      `research record: ${name} kept from the last good answer (${error instanceof Error ? error.message : error})`,
    );
    return lastGood[name] ?? fallback;
  }
}

/**
 * The file's works (those named by a DOI alone filled in from Crossref) merged with the owner's
 * ORCID works; without an iD, only a DOI-only entry makes a request.
 */
export async function loadResearchItems(
  s: Sources = sourcesFromEnv(),
  cache: SourceCache = nextDailyCache,
): Promise<Csl[]> {
  let file = fileBibliography();
  const thin = file.flatMap((item) => (!item.title && item.DOI ? [item.DOI] : []));
  if (thin.length) {
    const filled = await keepLastGood(
      'filled',
      () => cache(['crossref-works', s.crossref, ...thin], () => fetchCrossrefWorks(s, thin)),
      [],
    );
    file = mergeWorks(file, filled);
  }
  if (!s.orcidId) return file;
  const works = await keepLastGood(
    'works',
    () => cache(['orcid-works', s.orcidId!, s.orcid], () => fetchOrcidWorks(s)),
    [],
  );
  return mergeWorks(file, works);
}

export const loadResearchRecord = async () => researchRecord(await loadResearchItems());

/** Citation counts by lower-case DOI, for the works that carry one. */
export async function loadCitationCounts(
  record: ResearchRecord,
  s: Sources = sourcesFromEnv(),
  cache: SourceCache = nextDailyCache,
): Promise<Record<string, CitationCount>> {
  const dois = allWorks(record).flatMap((w) => (w.DOI ? [w.DOI] : []));
  if (dois.length === 0) return {};
  const key = ['openalex-counts', s.openalex, ...dois.map((d) => d.toLowerCase()).sort()];
  return keepLastGood('counts', () => cache(key, () => fetchCitationCounts(s, dois)), {});
}

/** The whole list as a download, in one of the citation formats: every item, in page order. */
export async function listDownload(format: CitationFormat): Promise<Response> {
  const items = allWorks(await loadResearchRecord());
  return new Response(citationFile(items, format), {
    headers: {
      'content-type': CITATION_FORMATS[format].mime,
      'content-disposition': `attachment; filename="publications.${format}"`,
    },
  });
}

/**
 * A work's citations through Next's data cache, keyed by the work's own content: formatted once
 * per change of the work (10–45 ms with citation-js's CSL styles), whatever the traffic.
 */
export function keptCitations(work: Csl): Promise<Citations> {
  const digest = createHash('sha256').update(JSON.stringify(work)).digest('base64url');
  return dataCache(['citations', digest], { tags: [RESEARCH_TAG], revalidate: false }, async () =>
    citationsOf(work),
  );
}
