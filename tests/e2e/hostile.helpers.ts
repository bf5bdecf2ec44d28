import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
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
        // A length, as a browser sends, unless the body is sent in chunks: Node sends a DELETE's
        // or an OPTIONS's body with neither.
        headers: {
          connection: 'close',
          ...(options.body === undefined || options.headers?.['transfer-encoding']
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
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

/**
 * Uploads a large body over a plain socket and reads whatever the server answers. A server that
 * refuses a body may answer and close before the upload ends; the kernel then resets the
 * connection, and an HTTP client loses the answer. So the status is read from the raw bytes, and
 * `null` means the connection was closed without any answer.
 */
export function rawUpload(path: string, body: Buffer): Promise<{ status: number | null }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`timeout: upload to ${path}`)));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(received).toString('latin1'));
      resolve({ status: status ? Number(status[1]) : null });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.end(body);
  });
}

/** The site still answers normally: home page, 200, with its content. */
export async function expectHealthy(expectFn: typeof import('@playwright/test').expect) {
  const home = await rawRequest('/');
  expectFn(home.status, 'the server answers normally afterwards').toBe(200);
  expectFn(home.body).toContain('<h1');
}
