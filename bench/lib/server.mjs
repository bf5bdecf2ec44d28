/** The benchmark's I/O: builds, `next start`, the floor app, the no-script proxy, weights, load. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { blockingResources, expectedStatus, scriptSources, stripScripts } from './judge.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
const DEFAULT_ENV = { NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' };
const FORCED_ENV = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
const GZIP = { 'accept-encoding': 'gzip' };
export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
export const packageVersion = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
export function loadAverage() {
  const averages = os.loadavg().map((l) => l.toFixed(2));
  return averages.join(' ');
}
/** When, where and with which Next.js a benchmark ran. */
export const runMeta = () => ({
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  host: `${os.hostname()}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
  next: packageVersion('next'),
  loadStart: loadAverage(),
});

const children = new Set();
process.on('exit', () => children.forEach((child) => stop(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Resolves once the server has exited: until then it may still write into its folder. */
function stop(child, signal = 'SIGTERM') {
  children.delete(child);
  const running = child.exitCode === null && child.signalCode === null;
  const exited = running ? exitCode(child) : Promise.resolve();
  try {
    process.kill(-child.pid, signal); // its process group: any worker it forked too
  } catch {
    /* already gone */
  }
  return exited;
}

/**
 * `next <args>` in its own process group (so `rssBytes` sees its workers), killed when we exit.
 * A folder with its own node_modules runs its own Next: another copy's would load a second React.
 */
export function spawnNext(args, { cwd = ROOT, env = {}, quiet = false } = {}) {
  const own = path.join(cwd, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [existsSync(own) ? own : NEXT, ...args], {
    cwd,
    env: { ...DEFAULT_ENV, ...process.env, ...env, ...FORCED_ENV },
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export const exitCode = (child) => new Promise((resolve) => child.on('close', resolve));

export async function runBuild(cwd = ROOT) {
  log(`next build in ${path.relative(ROOT, cwd) || '.'}`);
  const child = spawnNext(['build'], { cwd });
  if ((await exitCode(child)) !== 0) throw new Error(`next build failed in ${cwd}`);
}

/**
 * The floor: a bare Next.js app of the same version with one trivial page, in bench/.floor/
 * (gitignored), using this repository's node_modules; rebuilt only when Next or its sources change.
 */
const FLOOR_DIR = path.join(ROOT, 'bench/.floor');
const FILES = {
  'package.json': '{ "name": "bench-floor", "private": true }\n',
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'A bare Next.js page.' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}\n`,
  'app/page.js': `export default function Page() {
  return <main><h1>Floor</h1><p>The smallest App Router page.</p></main>;
}\n`,
};

/** Writes the floor app and builds it unless an identical build exists. Returns its directory. */
export async function ensureFloorBuild() {
  const fingerprint = JSON.stringify({ next: packageVersion('next'), FILES });
  const marker = path.join(FLOOR_DIR, '.next/bench-fingerprint');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return FLOOR_DIR;
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, name)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, name), content);
  }
  await runBuild(FLOOR_DIR);
  writeFileSync(marker, fingerprint);
  return FLOOR_DIR;
}

/** `next start` of the app in `cwd` on `port`, resolved once it answers. */
export async function startServer(cwd, port) {
  if (!existsSync(path.join(cwd, '.next/BUILD_ID'))) throw new Error(`no build in ${cwd}/.next`);
  const child = spawnNext(['start', '-p', `${port}`, '-H', '127.0.0.1'], { cwd, quiet: true });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && child.exitCode === null;) {
    if (await fetch(origin).catch(() => null))
      return { origin, pid: child.pid, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop(child);
  throw new Error(`next start in ${cwd} did not answer on port ${port}`);
}

/** Resident memory (bytes) of a process group; 0 once it has gone. */
export function rssBytes(pid) {
  const { stdout } = spawnSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' });
  return stdout.split('\n').reduce((sum, kb) => sum + (Number(kb) || 0), 0) * 1024;
}

/** A proxy serving `origin` with every script removed from its HTML: the no-script limit. */
export function startNoScriptProxy(origin, port) {
  const server = createServer(async (request, response) => {
    const pass = ['accept', 'accept-encoding', 'user-agent'].filter((h) => request.headers[h]);
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
      body = gzipSync(body); // as `next start` does
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(upstream.status, { ...headers, 'content-length': body.length }).end(body);
  });
  const stopProxy = () => server.close() && server.closeAllConnections();
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${port}`, stop: stopProxy }),
    ),
  );
}

/** A page's HTML weight and first-load JavaScript (gzip bytes of its own <script src>). */
export async function weigh(origin, pagePath) {
  const response = await fetch(new URL(pagePath, origin));
  const html = await response.text();
  if (response.status !== expectedStatus(pagePath))
    throw new Error(`${pagePath} answered ${response.status}`);
  let js = 0;
  for (const src of scriptSources(html, response.url)) {
    if (new URL(src).origin !== origin) throw new Error(`${pagePath} loads a third-party ${src}`);
    js += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  }
  const gz = (text) => gzipSync(text).length;
  return {
    js,
    html: { raw: Buffer.byteLength(html), gzip: gz(html), noScriptGzip: gz(stripScripts(html)) },
  };
}

/** `url` as a browser receives it (gzip accepted): status, bytes on the wire, decoded text. */
function served(url, accept = '*/*') {
  return new Promise((resolve, reject) => {
    const headers = { accept, 'accept-encoding': 'gzip' };
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const gzip = response.headers['content-encoding'] === 'gzip';
        const text = (gzip ? gunzipSync(wire) : wire).toString('utf8');
        resolve({ status: response.statusCode, bytes: wire.length, text });
      });
    }).on('error', reject);
  });
}

/**
 * A page's critical path as served: the compressed bytes of its HTML, of every render-blocking
 * stylesheet and of every preloaded font.
 */
export async function criticalPath(origin, pagePath) {
  const page = await served(new URL(pagePath, origin).href, 'text/html');
  if (page.status !== expectedStatus(pagePath))
    throw new Error(`${pagePath} answered ${page.status}`);
  const { stylesheets, fonts } = blockingResources(page.text, origin);
  const sum = async (urls) =>
    (await Promise.all(urls.map((url) => served(url)))).reduce((n, r) => n + r.bytes, 0);
  return {
    html: page.bytes,
    css: await sum(stylesheets),
    fonts: await sum(fonts),
    fontCount: fonts.length,
  };
}

/**
 * An autocannon round after a 2-second warm-up: req/s, p99, errors, RSS. 50 connections for the
 * load smoke; the throughput comparison uses 20, as the goal is stated.
 */
export async function loadRound(
  server,
  label,
  paths,
  seconds,
  { headers = GZIP, connections = 50 } = {},
) {
  const round = (duration) =>
    autocannon({
      url: server.origin,
      connections,
      duration,
      timeout: 10,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
      headers: { accept: 'text/html', ...headers },
    });
  await round(2);
  const r = await round(seconds);
  const errors = (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0);
  log(`${label}: ${Math.round(r.requests.average)} req/s, ${errors} errors`);
  const rss = rssBytes(server.pid);
  return {
    label,
    connections,
    requestsPerSec: r.requests.average,
    p99: r.latency.p99,
    errors,
    rss,
  };
}
