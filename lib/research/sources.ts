import { site } from '@/content/site';
import { config } from '@/lib/config';
import { orcidIdSetting } from '@/lib/env-check';
import { defined, groupBy, type Csl } from './csl';
import { doiKey, normalizeOrcid } from '../identifiers';
import { orcidWorks } from './orcid-works';
import {
  dateParts,
  httpUrl,
  isRecord,
  outsideAbstract,
  outsideName,
  outsideText,
  withSubtitle,
} from './outside-values';
import {
  atMost,
  getJson,
  MB,
  pace,
  refreshing,
  SourceError,
  type Asking,
  type Refresh,
} from './scholarly-http';

/**
 * The owner's works from ORCID filled in from Crossref, and citations and free copies from OpenAlex
 * (server only). What fails keeps its last good answer, as finely as the source answers (a Crossref
 * work, an OpenAlex batch, ORCID's whole list), and one log line says so.
 */
export type Sources = ReturnType<typeof sourcesFromEnv>;

export function sourcesFromEnv(env: Record<string, string | undefined> = process.env) {
  return {
    /** The owner's ORCID iD; unset (or malformed: the build stops), no request leaves the server. */
    orcidId: orcidIdSetting(env.ORCID_ID),
    orcid: env.ORCID_API_URL || 'https://pub.orcid.org',
    crossref: env.CROSSREF_API_URL || 'https://api.crossref.org',
    openalex: env.OPENALEX_API_URL || 'https://api.openalex.org',
    /** Crossref's and OpenAlex's polite pools: who to write to about these requests. */
    contact: site.email,
    userAgent: `${site.name.replace(/[^a-z0-9]+/gi, '-')} (${config.siteUrl}; mailto:${site.email})`,
    /** The owner's family name: the start of the key made for each ORCID work. */
    owner: site.owner.family,
    timeoutMs: 8_000,
    /** One refresh of a source ends by then; what is unanswered keeps its last good answer. */
    deadlineMs: 20_000,
    /** The documented rates: Crossref's polite pool for single works, and OpenAlex's. */
    perSecond: { orcid: 10, crossref: 10, openalex: 10 },
  };
}

/** Crossref's polite pool takes three requests at once; OpenAlex's batches go two at a time. */
const AT_ONCE = { crossref: 3, openalex: 2 };
/** Size caps: ORCID's whole list, one Crossref work (a large collaboration's runs to megabytes), one OpenAlex batch. */
const MAX_BYTES = { orcid: 16 * MB, crossref: 4 * MB, openalex: 8 * MB };
/** OpenAlex combines up to 50 values in one filter. */
const OPENALEX_BATCH = 50;

const asking = (s: Sources, source: keyof typeof MAX_BYTES, refresh: Refresh): Asking => ({
  refresh,
  pace: pace(s.perSecond[source]),
  timeoutMs: s.timeoutMs,
  maxBytes: MAX_BYTES[source],
  userAgent: s.userAgent,
});

const today = () => new Date().toISOString().slice(0, 10);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The one line for all of a source's failures in one refresh: of `of` things asked, when several. */
function failureLine(source: string, failures: string[], kept: string, of?: string) {
  const more = failures.length > 1 ? ` and ${failures.length - 1} more` : '';
  const which = of ? ` for ${failures.length} of ${of}` : '';
  return `research record: ${source} failed${which} (${failures[0]}${more}); ${kept}`;
}

/** What Crossref fills in; a work it fails keeps these from its last good fill. */
const CROSSREF_FIELDS =
  'title container-title publisher URL abstract issued author volume issue page'.split(
    ' ',
  ) as (keyof Csl)[];

/** Crossref's `/works/{doi}` message as CSL fields: CSL-JSON's shape, titles as lists of JATS. */
function crossrefFill(body: unknown, doi: string): Partial<Csl> {
  const message = isRecord(body) ? body.message : undefined;
  if (!isRecord(message) || !Array.isArray(message.title))
    throw new SourceError('answered no work');
  // Another DOI's record is not this work's, even where Crossref holds this DOI as its alias.
  if (typeof message.DOI === 'string' && doiKey(message.DOI) !== doiKey(doi))
    throw new SourceError(`answered the record of ${message.DOI.slice(0, 100)}`);
  const first = (v: unknown) => outsideText(Array.isArray(v) ? v[0] : v);
  const parts = isRecord(message.issued) ? message.issued['date-parts'] : undefined;
  const authors = Array.isArray(message.author) ? message.author.filter(isRecord) : [];
  return defined({
    title: withSubtitle(first(message.title), first(message.subtitle)),
    'container-title': first(message['container-title']),
    publisher: outsideName(message.publisher),
    URL: httpUrl(message.URL),
    abstract: outsideAbstract(message.abstract),
    issued: Array.isArray(parts) && Array.isArray(parts[0]) ? dateParts(parts[0]) : undefined,
    volume: outsideName(message.volume),
    issue: outsideName(message.issue),
    page: outsideName(message.page),
    author: authors.length
      ? authors.map((a) =>
          defined({
            family: outsideName(a.family),
            given: outsideName(a.given),
            suffix: outsideName(a.suffix),
            literal: outsideName(a.name),
            _orcid: typeof a.ORCID === 'string' ? normalizeOrcid(a.ORCID) : undefined,
          }),
        )
      : undefined,
  });
}

/** A work with the Crossref fields of its last good copy, if Crossref ever filled it. */
function withLastFill(work: Csl, last: Csl | undefined): Csl {
  if (!last?.custom?.filledOn) return work;
  const fill = Object.fromEntries(CROSSREF_FIELDS.flatMap((f) => (last[f] ? [[f, last[f]]] : [])));
  return { ...work, ...fill, custom: { ...work.custom, filledOn: last.custom.filledOn } };
}

/**
 * Works with a DOI filled in from Crossref, longest unfilled first, so a refresh cut short still
 * moves the list on. A failed work keeps its last good fill; a DataCite DOI, its own fields.
 */
async function fillFromCrossref(
  s: Sources,
  works: readonly Csl[],
  lastGood: () => readonly Csl[] | undefined,
  refresh: Refresh,
): Promise<Csl[]> {
  const previous = new Map(
    (lastGood() ?? []).flatMap((w) => (w.DOI ? [[doiKey(w.DOI), w] as const] : [])),
  );
  const filledOn = (w: Csl) => previous.get(doiKey(w.DOI!))?.custom?.filledOn ?? '';
  const asked = works.filter((w) => w.DOI).sort((a, b) => filledOn(a).localeCompare(filledOn(b)));
  const done = new Map<Csl, Csl>();
  const failed = new Map<Csl, string>();
  const a = asking(s, 'crossref', refresh);
  const query = `?mailto=${encodeURIComponent(s.contact)}`;
  await atMost(AT_ONCE.crossref, asked, async (work) => {
    try {
      const body = await getJson(`${s.crossref}/works/${encodeURIComponent(work.DOI!)}${query}`, a);
      const custom = { ...work.custom, filledOn: today() };
      if (body !== null) done.set(work, { ...work, ...crossrefFill(body, work.DOI!), custom });
    } catch (error) {
      failed.set(work, `${work.DOI}: ${messageOf(error)}`);
      done.set(work, withLastFill(work, previous.get(doiKey(work.DOI!))));
    }
  });
  const failures = asked.flatMap((w) => failed.get(w) ?? []);
  if (failures.length)
    console.warn(
      failureLine(
        'Crossref',
        failures,
        'they keep their own fields and their last good fill',
        `${asked.length} works`,
      ),
    );
  return works.map((w) => done.get(w) ?? w);
}

/** Works the file names by DOI alone, filled in from Crossref (merged back under their keys). */
export async function fetchCrossrefWorks(
  s: Sources,
  dois: readonly string[],
  lastGood: () => readonly Csl[] | undefined = () => undefined,
): Promise<Csl[]> {
  const works = dois.map((doi) => ({ id: doi, type: 'article-journal', DOI: doi }));
  return refreshing(s.deadlineMs, (refresh) => fillFromCrossref(s, works, lastGood, refresh));
}

/**
 * The owner's works: ORCID's list filled in from Crossref, within one deadline. If ORCID fails, the
 * last good list stays (`lastGood` is read only then); with none, this throws the line to log.
 */
export async function fetchOrcidWorks(
  s: Sources,
  lastGood: () => readonly Csl[] | undefined = () => undefined,
): Promise<Csl[]> {
  if (!s.orcidId) return [];
  return refreshing(s.deadlineMs, async (refresh) => {
    let works: Csl[];
    try {
      const url = `${s.orcid}/v3.0/${s.orcidId}/works`;
      const body = await getJson(url, asking(s, 'orcid', refresh));
      if (body === null) throw new SourceError(`knows no record ${s.orcidId}`);
      // The list says whose it is: another record's works are not hers.
      const path = isRecord(body) && body.path;
      if (typeof path === 'string' && path !== `/${s.orcidId}/works`)
        throw new SourceError(`answered another record's works (${path.slice(0, 60)})`);
      works = orcidWorks(body, s.owner);
    } catch (error) {
      const kept = lastGood();
      const line = failureLine('ORCID', [messageOf(error)], 'the works stay as they were');
      if (!kept) throw new SourceError(line, (error as SourceError)?.retryAfterMs);
      console.warn(line);
      return [...kept];
    }
    return fillFromCrossref(s, works, lastGood, refresh);
  });
}

/**
 * The file's items with outside works merged in by DOI or PubMed id: a work the file holds keeps
 * its key and fields (the owner's corrections win), the source filling gaps; others are added once.
 */
export function mergeWorks(file: readonly Csl[], remote: readonly Csl[]): Csl[] {
  const merged = file.map((item) => ({ ...item }));
  const added: Csl[] = [];
  const byId = new Map<string, Csl>();
  const ids = (w: Csl) => [w.DOI && `doi:${doiKey(w.DOI)}`, w.PMID && `pmid:${w.PMID}`];
  const index = (w: Csl) => ids(w).forEach((id) => id && !byId.has(id) && byId.set(id, w));
  merged.forEach(index);
  for (const work of remote) {
    const match = ids(work).flatMap((id) => (id && byId.get(id)) || [])[0];
    if (match) Object.assign(match, { ...work, ...match });
    else added.push({ ...work });
    index(match ?? added.at(-1)!);
  }
  return [...merged, ...withOwnKeys(added, merged)];
}

/** a, b, … z, aa, ab, …: the letters told-apart keys end in. */
function letters(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  return text;
}

/**
 * Keys unique among added and file works (without case, as BibTeX compares): works sharing one take
 * it in ORCID put-code order, later ones with a letter, so a key stays the same across refreshes.
 */
function withOwnKeys(added: Csl[], file: readonly Csl[]): Csl[] {
  const taken = new Set(file.map((w) => w.id.toLowerCase()));
  const byKey = groupBy(added, (work) => work.id);
  for (const [key, works] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
    works.sort((a, b) => (a.custom?.orcidPutCode ?? 0) - (b.custom?.orcidPutCode ?? 0));
    let n = 0;
    for (const work of works) {
      while (taken.has(`${key}${letters(n)}`.toLowerCase())) n++;
      work.id = `${key}${letters(n)}`;
      taken.add(work.id.toLowerCase());
    }
  }
  return added;
}

/** What the site shows of a work from OpenAlex: how often it is cited, and its best free copy. */
export interface WorkMetrics {
  /** OpenAlex's `cited_by_count`. */
  count: number;
  /** The day it was counted (YYYY-MM-DD). */
  date: string;
  /** OpenAlex's list of the works citing it. */
  citingUrl: string;
  /** Citations by year, oldest first (OpenAlex counts about the last ten years). */
  countsByYear: { year: number; count: number }[];
  /** The best open-access copy, when OpenAlex knows one. */
  openAccess?: OpenAccess;
}

export interface OpenAccess {
  /** The PDF where there is one, else the copy's landing page. */
  url: string;
  pdf: boolean;
  /** Who hosts it: the publisher (a journal, proceedings, book platform) or a repository. */
  kind: 'publisher' | 'repository' | 'other';
  /** OpenAlex's `oa_status`: diamond, gold, green, hybrid, bronze. */
  status: string;
  /** publishedVersion, acceptedVersion or submittedVersion. */
  version?: string;
  license?: string;
}

/** Only what the site shows. */
const OPENALEX_FIELDS = 'id,doi,cited_by_count,counts_by_year,open_access,best_oa_location';
const PUBLISHER_SOURCES = new Set(['journal', 'conference', 'ebook platform', 'book series']);

const word = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function openAccessOf(work: Record<string, unknown>): OpenAccess | undefined {
  const oa = isRecord(work.open_access) ? work.open_access : {};
  const best = isRecord(work.best_oa_location) ? work.best_oa_location : {};
  const pdf = httpUrl(best.pdf_url);
  const url = pdf ?? httpUrl(best.landing_page_url) ?? httpUrl(oa.oa_url);
  if (oa.is_oa !== true || !url) return undefined;
  const host = word(isRecord(best.source) ? best.source.type : best.host_type) ?? '';
  const kind: OpenAccess['kind'] =
    host === 'repository'
      ? 'repository'
      : host === 'publisher' || PUBLISHER_SOURCES.has(host)
        ? 'publisher'
        : 'other';
  return defined({
    url,
    pdf: Boolean(pdf),
    kind,
    status: word(oa.oa_status) ?? 'unknown',
    version: word(best.version),
    license: word(best.license),
  });
}

/** A count as a count: a whole number, not negative, that arithmetic keeps exact. */
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * One OpenAlex work as metrics under its DOI; `undefined` for a work of the wrong shape or with a
 * count that cannot be true, which costs only itself. Years outside the works' own span are dropped.
 */
function metricsOf(work: unknown, date: string): [string, WorkMetrics] | undefined {
  if (!isRecord(work) || typeof work.id !== 'string' || typeof work.doi !== 'string')
    return undefined;
  const openalexId = /^https:\/\/openalex\.org\/(W\d+)$/.exec(work.id)?.[1];
  if (!openalexId || !isCount(work.cited_by_count)) return undefined;
  const years = Array.isArray(work.counts_by_year) ? work.counts_by_year.filter(isRecord) : [];
  const thisYear = Number(date.slice(0, 4));
  return [
    doiKey(work.doi),
    defined({
      count: work.cited_by_count,
      date,
      citingUrl: `https://openalex.org/works?filter=cites:${openalexId}`,
      countsByYear: years
        .map((y) => ({ year: y.year, count: y.cited_by_count }))
        .filter(
          (y): y is { year: number; count: number } =>
            isCount(y.count) && isCount(y.year) && y.year >= 1900 && y.year <= thisYear,
        )
        .sort((a, b) => a.year - b.year),
      openAccess: openAccessOf(work),
    }),
  ];
}

/**
 * OpenAlex's metrics by lower-case DOI, batched (its OR filter) within one deadline. A work it does
 * not know has none, never a zero; a failed batch keeps its works' last good metrics (`lastGood`,
 * read only then). Throws only when every batch failed and nothing was kept.
 */
export async function fetchWorkMetrics(
  s: Sources,
  dois: Iterable<string>,
  lastGood: () => Record<string, WorkMetrics> | undefined = () => undefined,
): Promise<Record<string, WorkMetrics>> {
  const wanted = [...new Set([...dois].map(doiKey))];
  // The filter's syntax splits values at "|" and filters at ",": such a DOI is asked alone.
  const plain = wanted.filter((d) => !/[|,]/.test(d));
  const batches = [
    ...Array.from({ length: Math.ceil(plain.length / OPENALEX_BATCH) }, (_, i) =>
      plain.slice(i * OPENALEX_BATCH, (i + 1) * OPENALEX_BATCH),
    ),
    ...wanted.filter((d) => /[|,]/.test(d)).map((d) => [d]),
  ];
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({ ...extra, select: OPENALEX_FIELDS, mailto: s.contact }).toString();
  const metrics: Record<string, WorkMetrics> = {};
  const failed = new Map<string[], string>();
  const date = today();
  await refreshing(s.deadlineMs, (refresh) => {
    const a = asking(s, 'openalex', refresh);
    return atMost(AT_ONCE.openalex, batches, async (batch) => {
      let found = new Map<string, WorkMetrics>();
      // A failed batch keeps its last good metrics; of one with a malformed work, those not read.
      let keepLastGood = true;
      try {
        const alone = /[|,]/.test(batch[0]!);
        const url = alone
          ? `${s.openalex}/works/doi:${encodeURIComponent(batch[0]!)}?${query({})}`
          : `${s.openalex}/works?${query({ filter: `doi:${batch.join('|')}`, 'per-page': String(batch.length) })}`;
        const body = await getJson(url, a);
        const results = alone ? (body === null ? [] : [body]) : isRecord(body) && body.results;
        if (!Array.isArray(results)) throw new SourceError('answered no list of works');
        const read = results.map((work) => metricsOf(work, date));
        if (read.some((entry) => entry && !batch.includes(entry[0])))
          throw new SourceError('answered works it was not asked for');
        found = new Map(read.filter((entry) => entry !== undefined));
        keepLastGood = read.includes(undefined);
      } catch (error) {
        failed.set(batch, messageOf(error));
      }
      const kept = keepLastGood ? (lastGood() ?? {}) : {};
      for (const doi of batch) {
        const known = found.get(doi) ?? kept[doi];
        if (known) metrics[doi] = known;
      }
    });
  });
  const failures = batches.flatMap((batch) => failed.get(batch) ?? []);
  if (failures.length === 0) return metrics;
  const line = failureLine(
    'OpenAlex',
    failures,
    'their works keep their last good metrics',
    `${batches.length} batches`,
  );
  if (failures.length === batches.length && Object.keys(metrics).length === 0)
    throw new SourceError(line);
  console.warn(line);
  return metrics;
}
