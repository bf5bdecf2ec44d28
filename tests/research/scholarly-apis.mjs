// A loopback stand-in for the research record's outside sources, in their documented shapes:
//   ORCID public API v3.0  GET /orcid/v3.0/{iD}/works  → { group: [{ 'external-ids', 'work-summary': [...] }] }
//   Crossref REST API      GET /crossref/works/{doi}   → { status: 'ok', 'message-type': 'work', message }
//                          more than five requests at once: 429, as Crossref's polite pool answers
//   OpenAlex API           GET /openalex/works?filter=doi:a|b&select=…&per-page=…
//                                                      → { meta: { count, … }, results: [work, …] }
//                          GET /openalex/works/doi:{doi} → work
//     (a work: id, doi, cited_by_count, counts_by_year, open_access, best_oa_location; at most 50
//     values in one filter, `per-page` 25 unless asked, only the `select`ed fields, as OpenAlex does)
// Each source has a mode: 'ok', or a fault (429 or 503 with its Retry-After, none if '', 500, a hang, an HTML page with 200, JSON cut off,
// JSON of the wrong shape, a whole answer about another record or DOI ('elsewhere'), a connection
// dropped before any answer, a 200 MB answer); 'drop-once'
// drops one and then answers again. A fault may be limited to requests naming some DOIs, and to a
// number of requests. Tests change the record over HTTP too (for a server in another process):
//   POST /__orcid/works  { title, doi, journal, year, authors: [{ given, family }], type? } adds a
//                        work (or a list of them)
//   POST /__mode         { source, mode, dois?, times?, retryAfter? } sets a fault
//   POST /__counts       { doi: n } sets a count; POST /__openalex { doi: { field: value } } any field
//   POST /__latency      { source: ms } holds each answer
//   GET  /__requests     lists the paths asked so far (an OpenAlex list with its filter);
//   GET  /__log          each request's path, query, user agent and time;
//   GET  /__in-flight    the most requests each source had at once; GET /__huge the 200 MB answers
// Run alone: SCHOLARLY_PORT=4090 node tests/research/scholarly-apis.mjs
import { createServer } from 'node:http';
// Node's own timers: the stand-in's latency stays real when a test fakes the global ones.
import { setTimeout as after } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

export const FAULTS = [
  '429',
  '503',
  '500',
  'hang',
  'html',
  'malformed',
  'wrong-shape',
  'elsewhere',
  'redirect',
  'drop',
];

/** What a source answering 'elsewhere' names: another record, another DOI. */
export const ELSEWHERE = { orcid: '/0000-0001-5109-3700/works', doi: '10.5555/elsewhere' };

/** The identifier ORCID documents as its example: a record that is nobody's. */
export const ORCID_ID = '0000-0002-1825-0097';

/**
 * Every work type of ORCID's v3.0 API (orcid-model's WorkType), and 'dissertation' of the records
 * written before it was renamed 'dissertation-thesis'.
 */
export const ORCID_WORK_TYPES = `annotation artistic-performance blog-post book-chapter book-review
book cartographic-material clinical-study conference-abstract conference-output conference-paper
conference-poster conference-presentation conference-proceedings data-management-plan data-set
design dictionary-entry disclosure dissertation-thesis dissertation edited-book encyclopedia-entry
image invention journal-article journal-issue learning-object lecture-speech license
magazine-article manual moving-image musical-composition newsletter-article newspaper-article
online-resource other patent physical-object preprint public-speech registered-copyright report
research-technique research-tool review software sound spin-off-company standards-and-policy
supervised-student-publication technical-standard test trademark transcription translation website
working-paper undefined`.split(/\s+/);

/** OpenAlex's documented limit of values in one OR filter. */
const OPENALEX_MAX_VALUES = 50;
/** Crossref's polite pool: more than this at once is refused. */
const CROSSREF_AT_ONCE = 5;
const HUGE_BYTES = 200 * 1024 * 1024;

/**
 * @typedef {{ title: string, doi?: string, journal?: string, year?: number,
 *   authors?: { given: string, family: string, orcid?: string }[], abstract?: string,
 *   type?: string, url?: string | null, crossref?: Record<string, unknown>,
 *   orcid?: Record<string, unknown> | null }} Work
 *   (`type`: ORCID's; `url`: ORCID's link, by default the DOI's; `crossref`: fields of Crossref's
 *   record that differ from ORCID's, such as a title in JATS; `orcid`: fields of ORCID's work
 *   summary that differ, such as its external ids, or `null` for a group without a summary)
 */

/** `count` works of every ORCID type in turn, most with a DOI, many sharing a first word and a year. */
export function manyWorks(count = 1000) {
  return Array.from({ length: count }, (_, i) => ({
    type: ORCID_WORK_TYPES[i % ORCID_WORK_TYPES.length],
    title: `${['Phage', 'Lysogeny', 'Biofilm'][i % 3]} study ${i + 1}`,
    year: 2000 + (i % 27),
    journal: 'Journal of Phage Research',
    doi: i % 10 === 9 ? undefined : `10.5555/many.${i + 1}`,
    authors: [{ given: 'Rowan', family: 'Ellery' }],
  }));
}

/** Titles, abstracts and links as hostile as real records get. */
export const HOSTILE_WORKS = [
  {
    title: 'Phage\r\ntherapy in\u2028cystic\tfibrosis\u0085lungs',
    doi: '10.5555/hostile.breaks',
    crossref: { abstract: '<jats:p>First line.\n\nSecond\r\nline.</jats:p>' },
  },
  // A record forged inside a title, for a RIS export that writes it as it is.
  { title: 'Evil\nER  - \nTY  - JOUR\nTI  - Injected', doi: '10.5555/hostile.ris' },
  // "Considered" straddles the 70th column of RIS's "TI  - " line.
  { title: `${'Phage '.repeat(10)}Considered Complete?`, doi: '10.5555/hostile.column' },
  {
    title: 'Jumbo phages of Pseudomonas aeruginosa',
    doi: '10.5555/hostile.jats',
    crossref: {
      title: [
        '<jats:italic>Jumbo\n phages</jats:italic> of <jats:italic>Pseudomonas\naeruginosa</jats:italic> fix CO<jats:sub>2</jats:sub>',
      ],
      'container-title': ['Phage\n<jats:bold>Research</jats:bold>'],
    },
  },
  { title: `Long ${'and longer '.repeat(6_000)}`.slice(0, 60_000), doi: '10.5555/hostile.long' },
  {
    title: 'A work whose links are not links',
    doi: '10.5555/hostile.links',
    url: 'data:text/html,<script>alert(1)</script>',
    crossref: { URL: 'javascript:alert(1)' },
  },
];

/** Starts the stand-in on 127.0.0.1 (`port` 0: any free port). */
export function startScholarlyApis(port = 0) {
  /** @type {Work[]} */
  const works = [];
  /** @type {Record<string, number>} */
  const counts = {};
  /** @type {Record<string, Record<string, unknown>>} OpenAlex fields by DOI, over the defaults */
  const openalex = {};
  /** @type {Record<'orcid' | 'crossref' | 'openalex', string>} */
  const modes = { orcid: 'ok', crossref: 'ok', openalex: 'ok' };
  /** @type {Record<string, string[]>} a fault only for requests naming one of these DOIs */
  const faultDois = { orcid: [], crossref: [], openalex: [] };
  /** @type {Record<string, number | undefined>} a fault only for this many more requests */
  const faultTimes = {};
  const retryAfter = { orcid: '3600', crossref: '3600', openalex: '3600' };
  const latency = { orcid: 0, crossref: 0, openalex: 0 };
  const inFlight = { orcid: 0, crossref: 0, openalex: 0 };
  const maxInFlight = { orcid: 0, crossref: 0, openalex: 0 };
  /** @type {string[]} */
  const requests = [];
  /** @type {{ path: string, query: string, userAgent?: string, at: number }[]} */
  const log = [];
  /** @type {{ source: string, sent: number, closed: boolean }[]} */
  const huge = [];
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();

  const json = (res, status, body) =>
    res
      .writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(body));

  const value = (v) => (v === undefined || v === null ? null : { value: String(v) });
  const orcidBody = () => ({
    'last-modified-date': { value: Date.UTC(2026, 0, 1) },
    group: works.map((w, i) => {
      const ids = {
        'external-id': w.doi
          ? [
              {
                'external-id-type': 'doi',
                'external-id-value': w.doi,
                'external-id-normalized': { value: w.doi.toLowerCase(), transient: true },
                'external-id-url': { value: `https://doi.org/${w.doi}` },
                'external-id-relationship': 'self',
              },
            ]
          : [],
      };
      return {
        'last-modified-date': { value: Date.UTC(2026, 0, 1) },
        'external-ids': ids,
        'work-summary':
          w.orcid === null
            ? []
            : [
                {
                  'put-code': 1000 + i,
                  'created-date': { value: Date.UTC(2026, 0, 1) },
                  'last-modified-date': { value: Date.UTC(2026, 0, 1) },
                  source: { 'source-name': { value: 'Crossref' } },
                  title: { title: { value: w.title }, subtitle: null, 'translated-title': null },
                  'external-ids': ids,
                  url: value(w.url !== undefined ? w.url : w.doi && `https://doi.org/${w.doi}`),
                  type: w.type ?? 'journal-article',
                  'publication-date': { year: value(w.year), month: null, day: null },
                  'journal-title': value(w.journal),
                  visibility: 'public',
                  path: `/${ORCID_ID}/work/${1000 + i}`,
                  'display-index': '1',
                  ...w.orcid,
                },
              ],
      };
    }),
    path: `/${ORCID_ID}/works`,
  });

  const crossrefBody = (w) => ({
    status: 'ok',
    'message-type': 'work',
    'message-version': '1.0.0',
    message: {
      DOI: w.doi,
      type: 'journal-article',
      title: [w.title],
      'container-title': w.journal ? [w.journal] : [],
      publisher: 'Stand-in Press',
      author: (w.authors ?? []).map((a, i) => ({
        given: a.given,
        family: a.family,
        sequence: i === 0 ? 'first' : 'additional',
        affiliation: [],
        ...(a.orcid ? { ORCID: `https://orcid.org/${a.orcid}`, 'authenticated-orcid': false } : {}),
      })),
      issued: { 'date-parts': [[w.year ?? 2026]] },
      URL: `https://doi.org/${w.doi}`,
      ...(w.abstract ? { abstract: `<jats:p>${w.abstract}</jats:p>` } : {}),
      ...w.crossref,
    },
  });

  /** OpenAlex's work for a DOI it counts: cited by `n`, those citations split over two years. */
  const openalexWork = (doi) => {
    const known = Object.keys(counts).findIndex((k) => k.toLowerCase() === doi);
    if (known < 0) return null;
    const n = Object.values(counts)[known];
    return {
      id: `https://openalex.org/W${4100 + known}`,
      doi: `https://doi.org/${doi}`,
      display_name: works.find((w) => w.doi?.toLowerCase() === doi)?.title ?? null,
      cited_by_count: n,
      counts_by_year: [
        { year: 2026, cited_by_count: n - Math.floor(n / 2) },
        { year: 2025, cited_by_count: Math.floor(n / 2) },
      ].filter((y) => y.cited_by_count > 0),
      open_access: {
        is_oa: false,
        oa_status: 'closed',
        oa_url: null,
        any_repository_has_fulltext: false,
      },
      best_oa_location: null,
      ...openalex[doi],
    };
  };
  /** Root fields of OpenAlex's work object; `select` takes only these. */
  const OPENALEX_FIELDS = new Set(
    `id doi title display_name publication_year publication_date ids language primary_location type
    open_access authorships cited_by_count counts_by_year best_oa_location locations biblio
    is_retracted referenced_works related_works updated_date created_date`.split(/\s+/),
  );
  const openalexError = (res, message) =>
    json(res, 403, { error: 'Invalid query parameters error.', message });

  /** Streams 200 MB of one JSON string, as fast as the client reads, until it hangs up. */
  const hugeAnswer = (res, source) => {
    const record = { source, sent: 0, closed: false };
    huge.push(record);
    res.on('close', () => (record.closed = true));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"padding":"');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (record.sent < HUGE_BYTES && !record.closed) {
        record.sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!record.closed) res.end('"}');
    };
    pump();
  };

  /** Declares 200 MB and sends none of it: only its headers can tell a reader to refuse it. */
  const declaredHuge = (res, source) => {
    const record = { source, sent: 0, closed: false };
    huge.push(record);
    res.on('close', () => (record.closed = true));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': HUGE_BYTES });
    res.flushHeaders();
  };

  /** Answers `ok` with `body`, or the source's fault when it applies to `dois`. */
  const answer = (res, source, body, dois = []) => {
    const targets = faultDois[source];
    const aimed = targets.length === 0 || dois.some((d) => targets.includes(d.toLowerCase()));
    const mode = aimed ? modes[source] : 'ok';
    if (mode !== 'ok' && faultTimes[source] !== undefined && --faultTimes[source] <= 0) {
      modes[source] = 'ok';
      faultTimes[source] = undefined;
    }
    if (mode === 'ok')
      return body === null ? json(res, 404, { message: 'Not found' }) : json(res, 200, body);
    if (mode === '429' || mode === '503')
      return res
        .writeHead(Number(mode), retryAfter[source] ? { 'retry-after': retryAfter[source] } : {})
        .end(mode === '429' ? 'Too Many Requests' : 'Service Unavailable');
    if (mode === '500') return json(res, 500, { error: 'Internal Server Error' });
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'huge') return hugeAnswer(res, source);
    if (mode === 'declared-huge') return declaredHuge(res, source);
    if (mode === 'drop' || mode === 'drop-once') {
      if (mode === 'drop-once') modes[source] = 'ok';
      return void res.socket?.destroy();
    }
    if (mode === 'html')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Maintenance</title>');
    // A whole answer, but about something else: another record's works, another DOI's record.
    if (mode === 'elsewhere' && body !== null) {
      const other = structuredClone(body);
      if (source === 'orcid') other.path = ELSEWHERE.orcid;
      if (source === 'crossref') other.message.DOI = ELSEWHERE.doi;
      if (source === 'openalex')
        for (const work of other.results ?? [other]) work.doi = `https://doi.org/${ELSEWHERE.doi}`;
      return json(res, 200, other);
    }
    // To another record's or DOI's address: followed, it would answer from where it was not asked.
    if (mode === 'redirect') {
      const elsewhere = {
        orcid: `/orcid/v3.0${ELSEWHERE.orcid}`,
        crossref: `/crossref/works/${ELSEWHERE.doi}`,
        openalex: `/openalex/works/doi:${ELSEWHERE.doi}`,
      };
      return res.writeHead(302, { location: elsewhere[source] }).end();
    }
    if (mode === 'malformed')
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"group": [{"work-summ');
    return json(res, 200, { results: 'not what was asked' });
  };

  const readBody = (req) =>
    new Promise((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });

  /** The three sources' endpoints, after their latency. */
  const serve = (res, path, url) => {
    const orcid = /^\/orcid\/v3\.0\/([\dX-]+)\/works$/.exec(path);
    if (orcid) return answer(res, 'orcid', orcid[1] === ORCID_ID ? orcidBody() : null);
    const crossref = /^\/crossref\/works\/(.+)$/.exec(path);
    if (crossref) {
      if (inFlight.crossref > CROSSREF_AT_ONCE)
        return res.writeHead(429, { 'retry-after': '1' }).end('Too Many Requests');
      const doi = crossref[1].toLowerCase();
      const work = works.find((w) => w.doi?.toLowerCase() === doi);
      return answer(res, 'crossref', work ? crossrefBody(work) : null, [doi]);
    }
    const single = /^\/openalex\/works\/(?:doi:|https:\/\/doi\.org\/)(.+)$/.exec(path);
    if (single) {
      const doi = single[1].toLowerCase();
      return answer(res, 'openalex', openalexWork(doi), [doi]);
    }
    if (path === '/openalex/works') {
      const filter = /^doi:(.+)$/i.exec(url.searchParams.get('filter') ?? '');
      if (!filter) return openalexError(res, 'This stand-in filters by doi only.');
      const dois = filter[1]
        .split('|')
        .map((d) => d.replace(/^https:\/\/doi\.org\//i, '').toLowerCase());
      if (dois.length > OPENALEX_MAX_VALUES)
        return openalexError(
          res,
          `Maximum number of values exceeded for doi. Decrease values to ${OPENALEX_MAX_VALUES} or below.`,
        );
      const select = url.searchParams.get('select')?.split(',');
      const unknown = select?.find((f) => !OPENALEX_FIELDS.has(f));
      if (unknown) return openalexError(res, `${unknown} is not a valid select field.`);
      const perPage = Number(url.searchParams.get('per-page') ?? 25);
      const found = dois.flatMap((d) => openalexWork(d) ?? []);
      const shown = found
        .slice(0, perPage)
        .map((w) => (select ? Object.fromEntries(select.map((f) => [f, w[f] ?? null])) : w));
      return answer(
        res,
        'openalex',
        {
          meta: {
            count: found.length,
            db_response_time_ms: 12,
            page: 1,
            per_page: perPage,
            groups_count: null,
          },
          results: shown,
          group_by: [],
        },
        dois,
      );
    }
    json(res, 404, { message: 'Not found' });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    if (req.method === 'POST' && path === '/__orcid/works') {
      const body = await readBody(req);
      works.push(...(Array.isArray(body) ? body : [body]));
      return json(res, 200, { works: works.length });
    }
    if (req.method === 'POST' && path === '/__mode') {
      const { source, mode, dois, times, retryAfter: wait } = await readBody(req);
      modes[source] = mode;
      faultDois[source] = (dois ?? []).map((d) => d.toLowerCase());
      faultTimes[source] = times;
      if (wait !== undefined) retryAfter[source] = String(wait);
      return json(res, 200, modes);
    }
    if (req.method === 'POST' && path === '/__counts') {
      Object.assign(counts, await readBody(req));
      return json(res, 200, counts);
    }
    if (req.method === 'POST' && path === '/__openalex') {
      Object.assign(openalex, await readBody(req));
      return json(res, 200, openalex);
    }
    if (req.method === 'POST' && path === '/__latency') {
      Object.assign(latency, await readBody(req));
      return json(res, 200, latency);
    }
    if (path === '/__requests') return json(res, 200, requests);
    if (path === '/__log') return json(res, 200, log);
    if (path === '/__in-flight') return json(res, 200, maxInFlight);
    if (path === '/__huge') return json(res, 200, huge);
    const source = /^\/(orcid|crossref|openalex)\//.exec(path)?.[1];
    const filter = path === '/openalex/works' ? url.searchParams.get('filter') : null;
    requests.push(filter ? `${path}?filter=${filter}` : path);
    log.push({ path, query: url.search, userAgent: req.headers['user-agent'], at: Date.now() });
    if (!source) return json(res, 404, { message: 'Not found' });
    inFlight[source]++;
    maxInFlight[source] = Math.max(maxInFlight[source], inFlight[source]);
    res.on('close', () => inFlight[source]--);
    if (latency[source]) await after(latency[source]);
    serve(res, path, url);
  });

  const apis = {
    url: '',
    /** The variables that point the site at the stand-in. */
    env: /** @type {Record<string, string>} */ ({}),
    works,
    counts,
    openalex,
    modes,
    faultDois,
    faultTimes,
    retryAfter,
    latency,
    maxInFlight,
    requests,
    log,
    huge,
    /** Back to a stand-in with no works and no faults, as started. */
    reset() {
      works.length = requests.length = log.length = huge.length = 0;
      for (const record of [counts, openalex]) for (const key in record) delete record[key];
      for (const source of Object.keys(modes)) {
        modes[source] = 'ok';
        faultDois[source] = [];
        faultTimes[source] = undefined;
        retryAfter[source] = '3600';
        latency[source] = 0;
        maxInFlight[source] = 0;
      }
    },
    close: () =>
      new Promise((done) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };

  return /** @type {Promise<typeof apis>} */ (
    new Promise((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
        apis.url = base;
        apis.env = {
          ORCID_ID,
          ORCID_API_URL: `${base}/orcid`,
          CROSSREF_API_URL: `${base}/crossref`,
          OPENALEX_API_URL: `${base}/openalex`,
        };
        resolve(apis);
      });
    })
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startScholarlyApis(Number(process.env.SCHOLARLY_PORT ?? 4090)).then((apis) =>
    console.log(`scholarly APIs stand-in on ${apis.url}`),
  );
}
