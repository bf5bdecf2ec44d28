import { request as httpRequest } from 'node:http';
import { baseURL } from '../../playwright.config';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with the path sent byte for byte: browsers and fetch() normalise `..` and
 * re-encode paths, which is exactly what hostile-input tests must not do.
 */
export function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: { connection: 'close', ...options.headers },
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () =>
      req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${path.slice(0, 80)}`)),
    );
    // The server may answer (413/405/431) and close before a large body is fully sent.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The site still answers normally: home page, 200, with its content. */
export async function expectHealthy(expectFn: typeof import('@playwright/test').expect) {
  const home = await rawRequest('/');
  expectFn(home.status, 'the server answers normally afterwards').toBe(200);
  expectFn(home.body).toContain('<h1');
}
