import { startNext } from '../multi-server/servers.mjs';

export interface SecondServer {
  origin: string;
  /** The server's own folder: symlinks to the checkout and a copy of .next. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * A second `next start` of the same build on 127.0.0.1:`port`, for tests that need their own blog
 * source or cache: over a copy of .next (without its cache) beside symlinks to the rest of the
 * checkout, so the main test server's cache is never touched.
 */
export const startSecondServer = (
  port: number,
  env: Record<string, string>,
): Promise<SecondServer> => startNext(env, { port, prefix: 'phages-e2e-' });
