/**
 * Shared helpers of the benchmark scripts: building, a free port, starting and stopping
 * `next start`, the server's memory, first-load JavaScript and a description of the machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { probeEnv, readLiveMemory } from './heap-probe.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

export function nextVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8'))
    .version;
}

export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** `--name value`, `--name=value` or `--flag` from argv, else the environment variable. */
export function parseArgs(argv, spec) {
  const values = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const kind = spec[name]?.type;
    if (!kind) throw new Error(`Unknown option --${name}`);
    if (kind === 'boolean') values[name] = inline === undefined ? true : inline !== 'false';
    else values[name] = inline ?? argv[++i];
  }
  for (const [name, { env, type }] of Object.entries(spec)) {
    if (values[name] !== undefined || !env || process.env[env] === undefined) continue;
    values[name] =
      type === 'boolean' ? !/^(0|false|no)?$/i.test(process.env[env]) : process.env[env];
  }
  return { values, positional };
}

export function splitList(value) {
  return String(value)
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function runBuild(cwd = ROOT) {
  log(`next build in ${path.relative(ROOT, cwd) || '.'}`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed in ${cwd} (exit ${result.status})`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = new Set();

/**
 * Starts `next start` for the app in `cwd`; resolves once it answers on `/`. `niceness` (0–19)
 * lowers the server's CPU priority, and that of every process it starts later. With
 * `heapProbeFile`, the server is started with bench/lib/heap-probe.cjs and `server.liveMemory()`
 * reads its memory after a full garbage collection.
 */
export async function startServer({
  cwd = ROOT,
  port,
  timeoutMs = 60_000,
  niceness = 0,
  heapProbeFile,
}) {
  if (!existsSync(path.join(cwd, '.next', 'BUILD_ID'))) {
    throw new Error(`No production build in ${cwd}/.next (run without --skip-build)`);
  }
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so stop() ends any worker it forks too
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ...(heapProbeFile && probeEnv(heapProbeFile)),
      },
    },
  );
  if (niceness) os.setPriority(child.pid, niceness);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const server = {
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopServer(child),
    liveMemory: () => readLiveMemory(child.pid, heapProbeFile),
  };
  running.add(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`);
    try {
      const response = await fetch(`${server.origin}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  await server.stop();
  throw new Error(`next start did not answer within ${timeoutMs} ms:\n${output}`);
}

async function stopServer(child) {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/** Stop every server this process started, also on Ctrl-C or a crash. */
export function stopAllOnExit() {
  const stopAll = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
}

/**
 * Resident memory (bytes) of a process and all its descendants — `next start` may fork its
 * server into a child. Linux /proc only.
 */
export function treeRssBytes(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* process ended meanwhile */
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
      if (kb) total += Number(kb[1]) * 1024;
    } catch {
      /* ended */
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The `src` of every <script src> in an HTML document, resolved against `base`. */
export function scriptSources(html, base) {
  const sources = [];
  for (const match of html.matchAll(
    /<script\b[^>]*?\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi,
  )) {
    const src = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
    sources.push(new URL(src, base).href);
  }
  return [...new Set(sources)];
}

/**
 * First-load JavaScript of a page: gzip bytes (zlib default level, like `next start`'s
 * compression) of every same-origin <script src> in its HTML. Third-party scripts are listed
 * separately (they cannot be fetched offline and should not be in the first load anyway).
 */
export async function firstLoadJs(origin, pagePath) {
  const response = await fetch(new URL(pagePath, origin));
  const html = await response.text();
  const sources = scriptSources(html, response.url);
  let gzipBytes = 0;
  let rawBytes = 0;
  const thirdParty = [];
  for (const src of sources) {
    if (new URL(src).origin !== new URL(origin).origin) {
      thirdParty.push(src);
      continue;
    }
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return {
    status: response.status,
    scripts: sources.length - thirdParty.length,
    rawBytes,
    gzipBytes,
    thirdParty,
  };
}

export function machineDescription() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${os.type()} ${os.release()} (${os.arch()}), ${cpus.length} × ${model}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at start`;
}
