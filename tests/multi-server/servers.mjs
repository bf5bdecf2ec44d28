// Real processes for the multi-server tests: Debian's redis-server and `next start` instances of
// the build in .next, each on a port the OS picks.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, serverFolder, stopProcess, waitFor } from '../../scripts/lib/processes.mjs';

export { freePort, waitFor };

/** redis-server on `port` with nothing saved to disk, its working files in `dir`. */
export async function startRedis(port, dir) {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  const { createClient } = await import('@redis/client');
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  client.on('error', () => {});
  await waitFor('redis-server', () => client.connect().then(() => true), 15_000);
  await client.quit();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopProcess(child),
    /** Keeps the connections open but answers nothing (a hung Redis), until `thaw`. */
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
  };
}

/**
 * Another server's webhooks: a process of its own marking `tags` revalidated through the Redis at
 * `url`, again and again (its first marks may come before its connection), until `stop`.
 */
export function webhooksElsewhere(url, tags) {
  const handler = pathToFileURL(path.resolve('lib/cache/shared-cache-handler.mjs')).href;
  const script = `const { markTags } = await import(${JSON.stringify(handler)});
    setInterval(() => markTags(${JSON.stringify(tags)}, { expire: 31536000 }), 50);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, REDIS_URL: url },
    stdio: 'ignore',
  });
  return { stop: () => stopProcess(child) };
}

/** A path `next start` answers without rendering anything: the static files' 404. */
export const NOTHING_RENDERED = '/_next/static/not-a-file';

/**
 * `next start` of the build in a fresh `serverFolder` (named after `prefix`), or in `dir` (a
 * restart), answering on its origin: on `port`, or on a free one. It counts as up once it answers
 * `readyPath`; `stop({ keepFolder: true })` keeps the folder for a restart.
 * @param {Record<string, string>} env
 * @param {{ port?: number; prefix?: string; dir?: string; readyPath?: string }} [options]
 */
export async function startNext(
  env,
  { port, prefix = 'phages-multi-', dir = serverFolder(prefix), readyPath = '/' } = {},
) {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = [];
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } },
  );
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const stop = async ({ keepFolder = false } = {}) => {
    await stopProcess(child);
    if (!keepFolder) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`next start on ${origin}`, () =>
      fetch(`${origin}${readyPath}`).then((r) => r.ok || readyPath === NOTHING_RENDERED),
    );
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${log.join('')}`);
  }
  return { origin, dir, log, stop };
}
