import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';

/**
 * A stand-in for the CMS's query endpoint on 127.0.0.1:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<json>&perspective=published
 * answered with { query, result, ms } by evaluating the GROQ with groq-js over the bundled export.
 */
export interface CmsServer {
  url: string;
  requests: URL[];
  /** 'ok' answers queries; every other mode is a fault (see FAULTS). */
  mode: CmsMode;
  close(): Promise<void>;
}

/**
 * The ways a CMS (or what stands in front of it) misbehaves: HTTP 500, no answer at all, a proxy's
 * HTML page with 200, JSON cut off mid-way, and a well-formed answer whose result is not posts.
 */
export const FAULTS = ['error', 'hang', 'html', 'malformed', 'wrong-shape'] as const;
export type CmsMode = 'ok' | (typeof FAULTS)[number];

export const DATASET_FILE = path.join(process.cwd(), 'content', 'blog', 'production.ndjson');

export function loadDataset(): unknown[] {
  return readFileSync(DATASET_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** `documents` replaces the bundled export (a larger blog built by a test). */
export async function startCmsServer(
  dataset = 'production',
  documents = loadDataset() as Array<{ _id: string }>,
): Promise<CmsServer> {
  const hanging: ServerResponse[] = [];
  const state: CmsServer = {
    url: '',
    requests: [],
    mode: 'ok',
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
    const published = url.searchParams.get('perspective') === 'published';
    const visible = published ? documents.filter((d) => !d._id.startsWith('drafts.')) : documents;
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
