import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';

/**
 * A stand-in for the CMS's query endpoint on 127.0.0.1:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<json>&perspective=published
 * answered with { query, result, ms } by evaluating the GROQ with groq-js over the bundled export.
 * As on Sanity: documents whose id has a dot (drafts, preview secrets) are private, seen only by a
 * request bearing the read token (a wrong token is a 401); the perspective `drafts` (formerly
 * `previewDrafts`) lays each `drafts.<id>` over its published document, `raw` shows all, and
 * anything else (or none) shows published documents only.
 */
export interface CmsServer {
  url: string;
  requests: URL[];
  /** 'ok' answers queries; every other mode is a fault (see FAULTS). */
  mode: CmsMode;
  /** Writes documents as an import or a publish does: each replaces the one with its _id. */
  put(documents: Doc[]): void;
  /** The ids the dataset holds (drafts and private documents too). */
  ids(): string[];
  close(): Promise<void>;
}

/**
 * The ways a CMS (or what stands in front of it) misbehaves: HTTP 500, no answer at all, a proxy's
 * HTML page with 200, JSON cut off mid-way, and a well-formed answer whose result is not posts.
 */
export const FAULTS = ['error', 'hang', 'html', 'malformed', 'wrong-shape'] as const;
/** 'unavailable': HTTP 503, which the client asks again (its retries take time, so not a FAULT). */
export type CmsMode = 'ok' | 'unavailable' | (typeof FAULTS)[number];

export const DATASET_FILE = path.join(process.cwd(), 'content', 'blog', 'production.ndjson');
/** The bundled blog plus the edge cases tests need (no date, no body, unsafe links, a draft). */
export const FIXTURE_DATASET = path.join(process.cwd(), 'tests', 'fixtures', 'blog', 'e2e.ndjson');

export function loadDataset(file = DATASET_FILE): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Writes `dir`/blog-`count`.ndjson: the bundled blog plus `count` copies of meet-crassphage with new
 * slugs (clone-0 …) and dates in 2020, older than every bundled post; returns its path.
 */
export function writeBlogWithClones(dir: string, count: number): string {
  const lines = readFileSync(DATASET_FILE, 'utf8').split('\n').filter(Boolean);
  const post = lines
    .map((line) => JSON.parse(line) as { slug?: { current?: string } })
    .find((d) => d.slug?.current === 'meet-crassphage');
  const clones = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      ...post,
      _id: `clone-${i}`,
      slug: { _type: 'slug', current: `clone-${i}` },
      publishedAt: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
    }),
  );
  const file = path.join(dir, `blog-${count}.ndjson`);
  writeFileSync(file, [...lines, ...clones].join('\n'));
  return file;
}

type Doc = { _id: string; [field: string]: unknown };

export interface CmsServerOptions {
  dataset?: string;
  /** What it serves: the bundled export unless given (an import, a fixture). */
  base?: unknown[];
  /** Added to `base`, each replacing the document with the same _id. */
  documents?: Doc[];
  /** The read token; without one, private documents are never shown. */
  token?: string;
}

const DRAFT = 'drafts.';

/** What anyone may read, as on Sanity: no document whose id is a path (a draft, a version…). */
export const isPublic = (doc: { _id: string }) => !doc._id.includes('.');

// A release's versions (`versions.<release>.<id>`) are in neither perspective the site reads.
function inPerspective(documents: Doc[], perspective: string | null): Doc[] {
  if (perspective === 'raw') return documents;
  const published = documents.filter((d) => !/^(drafts|versions)\./.test(d._id));
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published;
  const drafts = new Map(
    documents
      .filter((d) => d._id.startsWith(DRAFT))
      .map((d) => [
        d._id.slice(DRAFT.length),
        { ...d, _id: d._id.slice(DRAFT.length), _originalId: d._id },
      ]),
  );
  return [...published.filter((d) => !drafts.has(d._id)), ...drafts.values()];
}

export async function startCmsServer(options: CmsServerOptions = {}): Promise<CmsServer> {
  const { dataset = 'production', token } = options;
  const extra = new Map((options.documents ?? []).map((d) => [d._id, d]));
  let documents = [
    ...((options.base ?? loadDataset()) as Doc[]).filter((d) => !extra.has(d._id)),
    ...extra.values(),
  ];
  const hanging: ServerResponse[] = [];
  const state: CmsServer = {
    url: '',
    requests: [],
    mode: 'ok',
    put: (written) => {
      const ids = new Set(written.map((d) => d._id));
      documents = [...documents.filter((d) => !ids.has(d._id)), ...written];
    },
    ids: () => documents.map((d) => d._id),
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(url);
    if (state.mode === 'hang') {
      hanging.push(res);
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'error') return send(500, { error: 'Internal Server Error' });
    if (state.mode === 'unavailable') return send(503, { error: 'Service Unavailable' });
    if (state.mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Maintenance</title><p>Back soon.</p>');
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"query":"*","result":[{"_id":"post-1","title":"Cut off');
    }
    if (state.mode === 'wrong-shape')
      return send(200, { query: '', result: { status: 'maintenance' }, ms: 1 });
    const match = /^\/v(\d{4}-\d{2}-\d{2}|1)\/data\/query\/([\w-]+)$/.exec(url.pathname);
    if (!match || match[2] !== dataset) return send(404, { error: 'Not found' });
    const query = url.searchParams.get('query');
    if (!query) return send(400, { error: 'Missing query' });
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams)
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const auth = req.headers.authorization;
    if (auth !== undefined && (!token || auth !== `Bearer ${token}`))
      return send(401, { error: 'Unauthorized', message: 'Session not found' });
    const readable = auth ? documents : documents.filter(isPublic);
    const visible = inPerspective(readable, url.searchParams.get('perspective'));
    const started = Date.now();
    try {
      const tree = parse(query, { params });
      const result = await (await evaluate(tree, { dataset: visible, params })).get();
      send(200, { query, result, ms: Date.now() - started });
    } catch (error) {
      send(400, { error: { description: String(error), type: 'queryParseError' } });
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
