// A loopback stand-in for the research record's outside sources, in their documented shapes:
//   ORCID public API v3.0   GET /orcid/v3.0/{iD}/works      → { group: [{ 'external-ids', 'work-summary': [...] }] }
//   Crossref REST API       GET /crossref/works/{doi}       → { status: 'ok', 'message-type': 'work', message }
//   OpenAlex API            GET /openalex/works/doi:{doi}   → { id: 'https://openalex.org/W…', cited_by_count }
// Each source has a mode: 'ok', or a fault (429, 500, a hang, an HTML page with 200, JSON cut off,
// JSON of the wrong shape, a connection dropped before any answer; 'drop-once' drops one and then
// answers again). Tests change the record over HTTP too (for a server in another process):
//   POST /__orcid/works  { title, doi, journal, year, authors: [{ given, family }] } adds a work
//   POST /__mode         { source, mode } and POST /__counts { doi: n } set a fault or a count
//   GET  /__requests     lists the paths asked so far
// Run alone: SCHOLARLY_PORT=4090 node tests/research/scholarly-apis.mjs
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAULTS = ['429', '500', 'hang', 'html', 'malformed', 'wrong-shape', 'drop'];

/** The identifier ORCID documents as its example: a record that is nobody's. */
export const ORCID_ID = '0000-0002-1825-0097';

/**
 * @typedef {{ title: string, doi?: string, journal?: string, year?: number,
 *   authors?: { given: string, family: string, orcid?: string }[], abstract?: string }} Work
 */

/** Starts the stand-in on 127.0.0.1 (`port` 0: any free port). */
export function startScholarlyApis(port = 0) {
  /** @type {Work[]} */
  const works = [];
  /** @type {Record<string, number>} */
  const counts = {};
  /** @type {Record<'orcid' | 'crossref' | 'openalex', string>} */
  const modes = { orcid: 'ok', crossref: 'ok', openalex: 'ok' };
  /** @type {string[]} */
  const requests = [];
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();

  const json = (res, status, body) =>
    res
      .writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(body));

  const value = (v) => (v === undefined ? null : { value: String(v) });
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
        'work-summary': [
          {
            'put-code': 1000 + i,
            'created-date': { value: Date.UTC(2026, 0, 1) },
            'last-modified-date': { value: Date.UTC(2026, 0, 1) },
            source: { 'source-name': { value: 'Crossref' } },
            title: { title: { value: w.title }, subtitle: null, 'translated-title': null },
            'external-ids': ids,
            url: w.doi ? value(`https://doi.org/${w.doi}`) : null,
            type: 'journal-article',
            'publication-date': { year: value(w.year), month: null, day: null },
            'journal-title': value(w.journal),
            visibility: 'public',
            path: `/${ORCID_ID}/work/${1000 + i}`,
            'display-index': '1',
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
    },
  });

  /** Answers `ok` with `body`, or the source's fault. */
  const answer = (res, source, body) => {
    const mode = modes[source];
    if (mode === 'ok')
      return body === null ? json(res, 404, { message: 'Not found' }) : json(res, 200, body);
    if (mode === '429')
      return res.writeHead(429, { 'retry-after': '3600' }).end('Too Many Requests');
    if (mode === '500') return json(res, 500, { error: 'Internal Server Error' });
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'drop' || mode === 'drop-once') {
      if (mode === 'drop-once') modes[source] = 'ok';
      return void res.socket?.destroy();
    }
    if (mode === 'html')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Maintenance</title>');
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

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    if (req.method === 'POST' && path === '/__orcid/works') {
      works.push(await readBody(req));
      return json(res, 200, { works: works.length });
    }
    if (req.method === 'POST' && path === '/__mode') {
      const { source, mode } = await readBody(req);
      modes[source] = mode;
      return json(res, 200, modes);
    }
    if (req.method === 'POST' && path === '/__counts') {
      Object.assign(counts, await readBody(req));
      return json(res, 200, counts);
    }
    if (path === '/__requests') return json(res, 200, requests);
    requests.push(path);
    const orcid = /^\/orcid\/v3\.0\/([\dX-]+)\/works$/.exec(path);
    if (orcid) return answer(res, 'orcid', orcid[1] === ORCID_ID ? orcidBody() : null);
    const crossref = /^\/crossref\/works\/(.+)$/.exec(path);
    if (crossref) {
      const work = works.find((w) => w.doi?.toLowerCase() === crossref[1].toLowerCase());
      return answer(res, 'crossref', work ? crossrefBody(work) : null);
    }
    const openalex = /^\/openalex\/works\/doi:(.+)$/.exec(path);
    if (openalex) {
      const doi = openalex[1].toLowerCase();
      const known = Object.keys(counts).indexOf(doi);
      return answer(
        res,
        'openalex',
        known < 0
          ? null
          : {
              id: `https://openalex.org/W${4100 + known}`,
              doi: `https://doi.org/${doi}`,
              cited_by_count: counts[doi],
            },
      );
    }
    json(res, 404, { message: 'Not found' });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
      resolve({
        url: base,
        env: {
          ORCID_ID,
          ORCID_API_URL: `${base}/orcid`,
          CROSSREF_API_URL: `${base}/crossref`,
          OPENALEX_API_URL: `${base}/openalex`,
        },
        works,
        counts,
        modes,
        requests,
        close: () =>
          new Promise((done) => {
            for (const res of hanging) res.destroy();
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startScholarlyApis(Number(process.env.SCHOLARLY_PORT ?? 4090)).then((apis) =>
    console.log(`scholarly APIs stand-in on ${apis.url}`),
  );
}
