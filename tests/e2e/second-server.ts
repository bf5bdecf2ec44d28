import { existsSync, readdirSync, statSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
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

/** Each file in `folder` (and below), by its size. */
export function filesOf(folder: string): Map<string, number> {
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [file, statSync(file).size] as const;
      }),
  );
}

/**
 * The files in `folder` once what `requests` store is stored. Next writes a page to its cache after
 * answering, so files read at once may lack it: the requests go again until a round changes none.
 */
export async function filesAfter(
  folder: string,
  requests: () => Promise<unknown>,
): Promise<Map<string, number>> {
  await requests();
  let files = filesOf(folder);
  for (let round = 0; round < 10; round++) {
    await requests();
    const again = filesOf(folder);
    if (isDeepStrictEqual(again, files)) break;
    files = again;
  }
  return files;
}
