import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface SecondServer {
  origin: string;
  /** The server's own folder: symlinks to the checkout and a copy of .next. */
  dir: string;
  stop(): void;
}

/**
 * A second `next start` of the same build on 127.0.0.1:`port`, for tests that need their own blog
 * source or cache: over a copy of .next (without its cache) beside symlinks to the rest of the
 * checkout, so the main test server's cache is never touched.
 */
export async function startSecondServer(
  port: number,
  env: Record<string, string>,
): Promise<SecondServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'phages-e2e-'));
  for (const name of readdirSync(process.cwd())) {
    if (name === '.next' || name === '.git') continue;
    symlinkSync(path.join(process.cwd(), name), path.join(dir, name));
  }
  cpSync(path.join(process.cwd(), '.next'), path.join(dir, '.next'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !source.includes(`${path.sep}.next${path.sep}cache`),
  });
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } },
  );
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, dir, stop };
}
