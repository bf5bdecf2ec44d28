import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { serverFolder, waitFor } from '../../scripts/lib/processes.mjs';

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
  const dir = serverFolder('phages-e2e-');
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
    await waitFor(`next start on ${origin}`, () => fetch(`${origin}/`).then((r) => r.ok));
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, dir, stop };
}
