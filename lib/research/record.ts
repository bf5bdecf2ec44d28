import { createHash } from 'node:crypto';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { now } from '@/lib/clock';
import { citationsOf } from './citations';
import type { Csl } from './csl';
import { citationFile } from './export';
import { CITATION_FORMATS, type CitationFormat, type Citations } from './formats';
import { allWorks, fileBibliography, researchRecord, type ResearchRecord } from './publications';
import { SourceError } from './scholarly-http';
import { createSourceMemory, type SourceMemory } from './source-memory';
import { config } from '@/lib/config';
import { perProcess } from '@/lib/per-process';
import { doiKey } from '@/lib/identifiers';
import {
  fetchCrossrefWorks,
  fetchOrcidWorks,
  fetchWorkMetrics,
  mergeWorks,
  sourcesFromEnv,
  type Sources,
  type WorkMetrics,
} from './sources';

/**
 * Runs `load` through a cache under `key`; `call` names the load serialisably for `'use cache'`,
 * which cannot be handed a loader (lib/research/cached.ts).
 */
export type SourceCache = <T>(
  key: string[],
  load: () => Promise<T>,
  call: ResearchCall,
) => Promise<T>;

/** The loads cached.ts runs by name; each falls back to this process's last good answer. */
export const RESEARCH_LOADS = {
  'crossref-works': (s: Sources, dois: string[]) =>
    fetchCrossrefWorks(s, dois, () => lastGood.filled),
  'orcid-crossref-works': (s: Sources) => fetchOrcidWorks(s, () => lastGood.works),
  'cited-works': (s: Sources, dois: string[]) => fetchCrossrefWorks(s, dois, () => lastGood.cited),
  'openalex-metrics': (s: Sources, dois: string[]) =>
    fetchWorkMetrics(s, dois, () => lastGood.metrics),
  citations: async (work: Csl) => citationsOf(work),
};
export type ResearchMethod = keyof typeof RESEARCH_LOADS;
/** A load by name and arguments; `source` names an outside read (its pause, its last answer). */
export type ResearchCall = {
  [M in ResearchMethod]: {
    method: M;
    args: Parameters<(typeof RESEARCH_LOADS)[M]>;
    source?: string;
  };
}[ResearchMethod];

/** Thrown by a load during its pause, with nothing kept: the source is not asked. */
class SourcePaused extends Error {}
SourcePaused.prototype.name = 'SourcePaused';

/** How each outside read's answer joins this process's last good ones. */
const KEEP: Partial<Record<ResearchMethod, (value: never) => void>> = {
  'crossref-works': (value: Csl[]) => (lastGood.filled = value),
  'orcid-crossref-works': (value: Csl[]) => (lastGood.works = value),
  'cited-works': (value: Csl[]) => {
    const fresh = new Set(value.map((w) => w.DOI));
    lastGood.cited = [...(lastGood.cited ?? []).filter((w) => !fresh.has(w.DOI)), ...value];
  },
  'openalex-metrics': (value: Record<string, WorkMetrics>) =>
    (lastGood.metrics = { ...lastGood.metrics, ...value }),
};

/**
 * Runs a named load (tests' caches, and `'use cache'` inside). An outside read first takes the last
 * good answer any server kept (this process may have started since), which a failure then falls
 * back to; during a pause it is that answer, without asking. Its answer is kept for every server,
 * and a failure with nothing kept pauses it. All of this is inside the cache: a page's render may
 * wait on nothing uncached, Redis included.
 */
export async function runResearchCall(
  call: ResearchCall,
  memory: SourceMemory = sourceMemory(),
): Promise<unknown> {
  const load = () =>
    (RESEARCH_LOADS[call.method] as (...args: unknown[]) => Promise<unknown>)(...call.args);
  const [name, keep] = [call.source, KEEP[call.method]];
  if (!name || !keep) return load();
  const kept = await memory.kept(name, call.method !== 'openalex-metrics');
  if (kept) keep(kept as never);
  if ((await memory.until(name)) > now()) {
    if (kept) return kept;
    throw new SourcePaused(`research record: ${name} is paused after a failure, nothing kept`);
  }
  try {
    const value = await load();
    await memory.keep(name, value);
    return value;
  } catch (error) {
    const asked = (error as SourceError)?.retryAfterMs ?? 0;
    await memory.pause(name, now() + Math.max(FAILURE_PAUSE_MS, asked));
    throw error;
  }
}

/** Next's cache: `'use cache'`, loaded lazily (only Next's compiler understands the directive). */
const nextCache: SourceCache = async (_key, _load, call) => {
  const { cachedResearch } = await import('./cached');
  return (await cachedResearch(call)) as never;
};

/**
 * The last good answers per process, fresh or stale, and with REDIS_URL what any server kept (a
 * failed load inside `'use cache'` can only fall back to what is outside it). A failing refresh
 * falls back to them, so the load returns whenever there is an answer to keep: one that throws
 * would be asked again at every read.
 */
type LastGood = {
  works?: Csl[];
  filled?: Csl[];
  cited?: Csl[];
  metrics?: Record<string, WorkMetrics>;
  /** Pauses after failures, and the last good answers, shared when REDIS_URL is set. */
  memory?: SourceMemory;
};
const lastGood = perProcess<LastGood>('research-last-good', () => ({}));

/**
 * How long a load that failed with nothing to keep waits (or its `Retry-After`): with no cached
 * answer, every read, a visitor's on-demand render among them, would ask the source again.
 */
export const FAILURE_PAUSE_MS = 60_000;

const sourceMemory = () => (lastGood.memory ??= createSourceMemory(config.redisUrl));

/** Every pause after a failure ends now: the research webhook asks the sources again. */
export const forgetSourcePauses = () => sourceMemory().forgetPauses();

/**
 * `load` through the cache, its answer kept as this process's last good one; undefined when it
 * throws (a failure, or a pause, with no answer kept). A source's failure is logged in one line;
 * one that crossed `'use cache'` carries a digest instead, and Next has logged it already.
 */
async function read<T>(
  cache: SourceCache,
  key: string[],
  call: ResearchCall,
  memory: SourceMemory = sourceMemory(),
): Promise<T | undefined> {
  const source = key.join(' ');
  try {
    const sourced = { ...call, source };
    const value = await cache(key, () => runResearchCall(sourced, memory) as Promise<T>, sourced);
    KEEP[call.method]?.(value as never);
    return value;
  } catch (error) {
    const { name, message, digest } = (error ?? {}) as Error & { digest?: string };
    if (name === 'SourceError') console.warn(message);
    else if (name !== 'SourcePaused' && digest === undefined) console.error(error);
    return undefined;
  }
}

/**
 * A source's answer or its last good one. With neither (a failure, or its pause, on a server that
 * has read nothing from that source since it started), a page's read on a lone server throws, so
 * Next keeps the page it has (the build's, or a later one), with that source's last good answer.
 * The rest go on without the source: the build and a shared cache's first render of a release,
 * which have no page to keep, the dev server, and reads that are no page (a post's references).
 */
function shown<T>(value: T | undefined, source: string, page: boolean): T | undefined {
  const keepsPage =
    !config.sharedCache &&
    process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD &&
    process.env.NODE_ENV !== 'development';
  if (value === undefined && page && keepsPage)
    throw new SourceError(
      `research record: ${source} has no answer kept; the page stays as it was`,
    );
  return value;
}

/**
 * The file's works (those named by a DOI alone filled in from Crossref) merged with the owner's
 * ORCID works; without an iD, only a DOI-only entry makes a request. For a `page`, see `shown`.
 */
export async function loadResearchItems(
  s: Sources = sourcesFromEnv(),
  cache: SourceCache = nextCache,
  memory: SourceMemory = sourceMemory(),
  page = false,
): Promise<Csl[]> {
  let file = fileBibliography();
  const thin = file.flatMap((item) => (!item.title && item.DOI ? [item.DOI] : []));
  if (thin.length) {
    const filled = await read<Csl[]>(
      cache,
      ['crossref-works', s.crossref, ...thin],
      { method: 'crossref-works', args: [s, thin] },
      memory,
    );
    file = mergeWorks(file, shown(filled ?? lastGood.filled, 'Crossref', page) ?? []);
  }
  if (!s.orcidId) return file;
  const works = await read<Csl[]>(
    cache,
    ['orcid-crossref-works', s.orcidId, s.orcid, s.crossref],
    { method: 'orcid-crossref-works', args: [s] },
    memory,
  );
  return mergeWorks(file, shown(works ?? lastGood.works, 'ORCID', page) ?? []);
}

/** The record as a page shows it (`shown`). */
export const loadResearchRecord = async () =>
  researchRecord(await loadResearchItems(undefined, undefined, undefined, true));

/** At most this many DOIs of one post are filled in: a post is no bibliography. */
export const MAX_CITED_DOIS = 50;

/**
 * Works a blog post cites by a DOI the record lacks, filled in from Crossref as the file's DOI-only
 * entries are; a DOI Crossref has not filled in comes back without a title.
 */
export async function loadCitedWorks(
  dois: readonly string[],
  s: Sources = sourcesFromEnv(),
  cache: SourceCache = nextCache,
): Promise<Csl[]> {
  const wanted = [...new Set(dois.map(doiKey))].sort().slice(0, MAX_CITED_DOIS);
  if (wanted.length === 0) return [];
  const filled = await read<Csl[]>(cache, ['cited-works', s.crossref, ...wanted], {
    method: 'cited-works',
    args: [s, wanted],
  });
  return filled ?? (lastGood.cited ?? []).filter((w) => wanted.includes(w.DOI!));
}

/** Each DOI's citations and best free copy, by lower-case DOI; none for a work OpenAlex lacks. */
export async function loadWorkMetrics(
  dois: Iterable<string>,
  s: Sources = sourcesFromEnv(),
  cache: SourceCache = nextCache,
  page = false,
): Promise<Record<string, WorkMetrics>> {
  const wanted = [...new Set([...dois].map(doiKey))].sort();
  if (wanted.length === 0) return {};
  const metrics = await read<Record<string, WorkMetrics>>(
    cache,
    // The DOIs by their digest: a key of a thousand DOIs would be as long in every log of it.
    ['openalex-metrics', s.openalex, createHash('sha256').update(wanted.join('\n')).digest('hex')],
    { method: 'openalex-metrics', args: [s, wanted] },
  );
  if (metrics) return metrics;
  const kept = wanted.flatMap((d) => (lastGood.metrics?.[d] ? [[d, lastGood.metrics[d]]] : []));
  return shown(kept.length ? Object.fromEntries(kept) : undefined, 'OpenAlex', page) ?? {};
}

/** The counts as a page shows them (`shown`). */
export const loadCitationCounts = (record: ResearchRecord, s?: Sources, cache?: SourceCache) =>
  loadWorkMetrics(
    allWorks(record).flatMap((w) => (w.DOI ? [w.DOI] : [])),
    s,
    cache,
    true,
  );

/** The whole list in one of the citation formats: every item, in page order. */
export const listText = async (format: CitationFormat) =>
  citationFile(allWorks(await loadResearchRecord()), format);

/** The whole list as a download; its text from `text` (Next's cached copy, lib/research/cached.ts). */
export async function listDownload(
  format: CitationFormat,
  text: (format: CitationFormat) => Promise<string> = listText,
): Promise<Response> {
  return new Response(await text(format), {
    headers: {
      'content-type': CITATION_FORMATS[format].mime,
      'content-disposition': `attachment; filename="publications.${format}"`,
    },
  });
}

/** A work's citations, cached under a digest of the work: formatted once per change of it. */
export function keptCitations(work: Csl, cache: SourceCache = nextCache): Promise<Citations> {
  const digest = createHash('sha256').update(JSON.stringify(work)).digest('base64url');
  return cache(['citations', digest], async () => citationsOf(work), {
    method: 'citations',
    args: [work],
  });
}
