// Small helpers for scripts and tests that run real servers: a free port, a bounded wait, a stop.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a truthy value; only a hung process reaches `ceilingMs`. */
export async function waitFor(what, check, ceilingMs = 60_000) {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${ceilingMs} ms`);
    await sleep(100);
  }
}

/** Stops a child process and resolves once it has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A folder that looks like the checkout to `next start`: symlinks to everything but `.next`, and
 * its own copy of the build in `distDir` without its `cache` (and without the second build the
 * suite keeps in `.next/third-party`), so each server has its own local disk, as separate
 * containers do.
 */
export function serverFolder(prefix, checkout = process.cwd(), distDir = '.next') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of readdirSync(checkout)) {
    if (name === '.next' || name === '.git') continue;
    symlinkSync(path.join(checkout, name), path.join(dir, name));
  }
  const skipped = ['cache', 'third-party'].map((name) => path.join(checkout, distDir, name));
  mkdirSync(path.dirname(path.join(dir, distDir)), { recursive: true });
  cpSync(path.join(checkout, distDir), path.join(dir, distDir), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) =>
      !skipped.some((skip) => source === skip || source.startsWith(skip + path.sep)),
  });
  return dir;
}
