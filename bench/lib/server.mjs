/**
 * The benchmark's I/O helpers: building, `next start`, the no-script proxy, first-load JavaScript
 * and HTML weight of a page, and a load round.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { scriptSources, stripScripts } from './judge.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const ENV = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
};

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
export const packageVersion = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
const loadavg = () => os.loadavg().map((l) => l.toFixed(2));
export const loadAverage = () => loadavg().join(' ');
/** When, where and with which Next.js a benchmark ran. */
export const runMeta = () => ({
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  host: `${os.hostname()}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
  next: packageVersion('next'),
  loadStart: loadAverage(),
});

export function runBuild(cwd = ROOT) {
  log(`next build in ${path.relative(ROOT, cwd) || '.'}`);
  const { status } = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: ENV,
  });
  if (status !== 0) throw new Error(`next build failed in ${cwd}`);
}

const children = new Set();
process.on('exit', () => children.forEach((child) => stop(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function stop(child, signal = 'SIGTERM') {
  children.delete(child);
  try {
    process.kill(-child.pid, signal); // its process group: any worker it forked too
  } catch {
    /* already gone */
  }
}

/** `next <args>` in its own process group (so `rssBytes` sees its workers), killed when we exit. */
export function spawnNext(args, { cwd = ROOT, env = {}, stdio = 'ignore' } = {}) {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd,
    env: { ...ENV, ...env },
    stdio,
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** `next start` of the app in `cwd` on `port`, resolved once it answers. */
export async function startServer(cwd, port) {
  if (!existsSync(path.join(cwd, '.next/BUILD_ID'))) throw new Error(`no build in ${cwd}/.next`);
  const child = spawnNext(['start', '-p', String(port), '-H', '127.0.0.1'], { cwd });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const ok = await fetch(origin).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    if (ok) return { origin, pid: child.pid, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop(child);
  throw new Error(`next start in ${cwd} did not answer on port ${port}`);
}

/** Resident memory (bytes) of a server's process group. */
export function rssBytes(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, kb) => sum + (Number(kb) || 0), 0) * 1024;
}

/**
 * A proxy in front of `origin` that serves its HTML with every script removed (gzip, as `next
 * start` does) and everything else unchanged: the page's no-script limit.
 */
export function startNoScriptProxy(origin, port) {
  const server = createServer(async (request, response) => {
    const pass = ['accept', 'accept-encoding', 'user-agent'].filter(
      (name) => request.headers[name],
    );
    const upstream = await fetch(new URL(request.url, origin), {
      headers: Object.fromEntries(pass.map((name) => [name, request.headers[name]])),
      redirect: 'manual',
    }).catch(() => null);
    if (!upstream) return response.writeHead(502).end();
    const headers = Object.fromEntries(upstream.headers); // fetch has decoded the body
    const compressed = Boolean(headers['content-encoding']);
    for (const name of ['content-length', 'content-encoding', 'transfer-encoding'])
      delete headers[name];
    let body = Buffer.from(await upstream.arrayBuffer());
    const html = /text\/html/.test(headers['content-type'] ?? '');
    if (html) body = Buffer.from(stripScripts(body.toString('utf8')));
    if (html || compressed) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(upstream.status, { ...headers, 'content-length': body.length }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () => server.close() && server.closeAllConnections(),
      }),
    ),
  );
}

/** A page's HTML weight and first-load JavaScript (gzip bytes of its own <script src>). */
export async function weigh(origin, pagePath) {
  const response = await fetch(new URL(pagePath, origin));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  let js = 0;
  for (const src of scriptSources(html, response.url)) {
    if (new URL(src).origin !== origin) throw new Error(`${pagePath} loads a third-party ${src}`);
    js += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  }
  const weight = (text) => gzipSync(text).length;
  return {
    js,
    html: {
      raw: Buffer.byteLength(html),
      gzip: weight(html),
      noScriptGzip: weight(stripScripts(html)),
    },
  };
}

/** One autocannon round: requests/s, p99 latency and errors (non-2xx, socket errors, timeouts). */
export function loadRound({ origin, paths, seconds, connections = 50, headers = {} }) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
        headers: { accept: 'text/html', ...headers },
      },
      (error, r) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSec: r.requests.average,
              p99: r.latency.p99,
              errors: (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0),
            }),
    ),
  );
}
