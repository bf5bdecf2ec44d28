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
  /** 'ok' answers queries; 'error' answers HTTP 500; 'hang' never answers. */
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
}

export const DATASET_FILE = path.join(process.cwd(), 'content', 'blog', 'production.ndjson');

export function loadDataset(): unknown[] {
  return readFileSync(DATASET_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export async function startCmsServer(dataset = 'production'): Promise<CmsServer> {
  const documents = loadDataset() as Array<{ _id: string }>;
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
