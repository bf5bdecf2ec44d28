import { defined, type Csl } from './csl';
import { isDoi, isOrcid, isPubMedId } from './identifiers';

/**
 * The owner's works from ORCID, filled in from Crossref, and citation counts from OpenAlex (server
 * only). An answer of the wrong shape throws, so the caller keeps its last good copy.
 */
export type Sources = ReturnType<typeof sourcesFromEnv>;

export function sourcesFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const id = env.ORCID_ID?.trim();
  return {
    /** The owner's ORCID iD; unset, no request leaves the server. */
    orcidId: id && isOrcid(id) ? id : undefined,
    orcid: env.ORCID_API_URL || 'https://pub.orcid.org',
    crossref: env.CROSSREF_API_URL || 'https://api.crossref.org',
    openalex: env.OPENALEX_API_URL || 'https://api.openalex.org',
    timeoutMs: 8_000,
  };
}

const ask = (url: string, timeoutMs: number) =>
  fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });

/**
 * JSON from a source (null for 404), else a throw. A dropped connection (fetch's TypeError) is
 * asked again once: a kept-alive one the source closes as it is reused fails before any answer, and
 * a GET is safe to repeat.
 */
async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await ask(url, timeoutMs).catch((error: Error) => {
    if (error?.name === 'TypeError') return ask(url, timeoutMs);
    throw error;
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (!/json/i.test(response.headers.get('content-type') ?? ''))
    throw new Error(`${url} answered ${response.headers.get('content-type')}, not JSON`);
  return response.json();
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** ORCID wraps most values as { value }. */
const valueOf = (v: unknown) => (isObject(v) ? text(v.value) : undefined);

/** ORCID's and Crossref's work types as CSL types; works of other types are left out. */
const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'conference-paper': 'paper-conference',
  'proceedings-article': 'paper-conference',
  preprint: 'article',
  'posted-content': 'article',
  'data-set': 'dataset',
  dataset: 'dataset',
  book: 'book',
};

/** ORCID's `/v3.0/{id}/works` as CSL: one summary per group (ORCID's preferred). */
function orcidWorks(body: unknown): Csl[] {
  if (!isObject(body) || !Array.isArray(body.group)) throw new Error('ORCID: no work groups');
  return body.group.flatMap((group: unknown) => {
    const summary: unknown =
      isObject(group) && Array.isArray(group['work-summary'])
        ? group['work-summary'][0]
        : undefined;
    if (!isObject(summary)) throw new Error('ORCID: a group without a work summary');
    const title = isObject(summary.title) ? valueOf(summary.title.title) : undefined;
    const type = CSL_TYPES[text(summary.type) ?? ''];
    if (!title) throw new Error('ORCID: a work without a title');
    if (!type) return [];
    const ids = isObject(summary['external-ids']) ? summary['external-ids']['external-id'] : [];
    const id = (kind: string) =>
      (Array.isArray(ids) ? ids : [])
        .filter(isObject)
        .find(
          (e) => e['external-id-type'] === kind && e['external-id-relationship'] !== 'part-of',
        )?.['external-id-value'];
    const date = isObject(summary['publication-date']) ? summary['publication-date'] : {};
    const year = Number(valueOf(date.year)) || undefined;
    const doi = text(id('doi'));
    const pmid = text(id('pmid'));
    return [
      defined({
        id: `orcid${String(summary['put-code'])}`,
        type,
        title,
        'container-title': valueOf(summary['journal-title']),
        issued: year ? { 'date-parts': [[year]] } : undefined,
        URL: valueOf(summary.url),
        DOI: doi && isDoi(doi) ? doi : undefined,
        PMID: pmid && isPubMedId(pmid) ? pmid : undefined,
      }),
    ];
  });
}

/**
 * Crossref's record of a DOI as CSL fields (its `/works/{doi}` message is CSL-JSON's shape, with
 * lists for titles); nothing for a DOI Crossref does not know.
 */
async function crossrefWork(s: Sources, doi: string): Promise<Partial<Csl>> {
  const body = await getJson(`${s.crossref}/works/${encodeURIComponent(doi)}`, s.timeoutMs);
  if (body === null) return {};
  const message = isObject(body) ? body.message : undefined;
  if (!isObject(message) || !Array.isArray(message.title)) throw new Error('Crossref: no work');
  const first = (v: unknown) => (Array.isArray(v) ? text(v[0]) : text(v));
  const authors = Array.isArray(message.author) ? message.author.filter(isObject) : [];
  const parts = isObject(message.issued) ? message.issued['date-parts'] : undefined;
  return defined({
    title: first(message.title),
    'container-title': first(message['container-title']),
    publisher: text(message.publisher),
    URL: text(message.URL),
    abstract: text(message.abstract)
      ?.replace(/<[^>]+>/g, '')
      .trim(),
    issued:
      Array.isArray(parts) && Array.isArray(parts[0])
        ? { 'date-parts': [parts[0].map(Number)] }
        : undefined,
    author: authors.map((a) => ({
      family: text(a.family),
      given: text(a.given),
      literal: text(a.name),
      _orcid: text(a.ORCID)?.replace(/^https?:\/\/orcid\.org\//, ''),
    })),
  });
}

/** Works the file names by DOI alone, filled in from Crossref (merged back under their keys). */
export async function fetchCrossrefWorks(s: Sources, dois: readonly string[]): Promise<Csl[]> {
  return Promise.all(
    dois.map(async (doi) => ({
      id: doi,
      type: 'article-journal',
      DOI: doi,
      ...(await crossrefWork(s, doi)),
    })),
  );
}

/** The owner's works as CSL: ORCID's list, each work with a DOI filled in from Crossref. */
export async function fetchOrcidWorks(s: Sources): Promise<Csl[]> {
  if (!s.orcidId) return [];
  const works = orcidWorks(await getJson(`${s.orcid}/v3.0/${s.orcidId}/works`, s.timeoutMs));
  return Promise.all(
    works.map(async (w) => ({ ...w, ...(w.DOI ? await crossrefWork(s, w.DOI) : {}), id: w.id })),
  );
}

/**
 * The file's items with the outside works merged in by DOI or PubMed id: a work the file holds
 * keeps its key and every field the file writes (the owner's corrections win), the source only
 * filling the gaps; a work the file lacks is added once.
 */
export function mergeWorks(file: readonly Csl[], remote: readonly Csl[]): Csl[] {
  const merged = file.map((item) => ({ ...item }));
  for (const work of remote) {
    const match = merged.find(
      (m) =>
        (!!m.DOI && m.DOI.toLowerCase() === work.DOI?.toLowerCase()) ||
        (!!m.PMID && m.PMID === work.PMID),
    );
    if (match) Object.assign(match, { ...work, ...match });
    else merged.push(work);
  }
  return merged;
}

/** A work's count of citing works, the day it was read, and where the citing works are listed. */
export interface CitationCount {
  count: number;
  date: string;
  citingUrl: string;
}

/**
 * OpenAlex's `cited_by_count` for each DOI. A work OpenAlex does not know (404) has no count; any
 * other failure throws, so no count is ever replaced by a wrong one.
 */
export async function fetchCitationCounts(
  s: Sources,
  dois: readonly string[],
): Promise<Record<string, CitationCount>> {
  const counts: Record<string, CitationCount> = {};
  const date = new Date().toISOString().slice(0, 10);
  for (const doi of dois) {
    const body = await getJson(`${s.openalex}/works/doi:${encodeURIComponent(doi)}`, s.timeoutMs);
    if (body === null) continue;
    if (!isObject(body) || typeof body.cited_by_count !== 'number' || typeof body.id !== 'string')
      throw new Error('OpenAlex: no work');
    const id = body.id.replace(/^https:\/\/openalex\.org\//, '');
    counts[doi.toLowerCase()] = {
      count: body.cited_by_count,
      date,
      citingUrl: `https://openalex.org/works?filter=cites:${id}`,
    };
  }
  return counts;
}
