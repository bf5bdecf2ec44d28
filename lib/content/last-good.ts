import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The last good answer of each query, so that a CMS outage never turns a good page into an empty
 * one. Next keeps the previous page when a timed regeneration throws, but a webhook's
 * revalidatePath() makes the next request render afresh: that render gets the last good data
 * instead of an error. Kept in memory and on disk (under .next/cache by default), so the answers
 * of the build survive a restart. Only real results are kept: a null post or a search is never
 * stored, so junk URLs add nothing.
 */
export interface LastGood {
  /**
   * Runs `load`; remembers its value, or on failure answers the remembered one (or rethrows).
   * `keep: false` (a search: any visitor's text) remembers nothing but still logs the outage.
   */
  run<T>(key: string, load: () => Promise<T>, options?: { keep?: boolean }): Promise<T>;
}

/** Beside the build's own cache: a second build (another distDir) keeps its own answers. */
export const LAST_GOOD_DIR = path.join(
  process.cwd(),
  process.env.NEXT_DIST_DIR || '.next',
  'cache',
  'blog-last-good',
);

/** While the CMS fails, queries with a kept answer ask it again at most this often. */
export const RETRY_AFTER_FAILURE_MS = 10_000;

type Log = (message: string, cause?: unknown) => void;

function fileName(dir: string, key: string): string {
  return path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

/** "The blog service answered with HTTP 500. (GET-request to … resulted in HTTP 500 …)" */
function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return cause && cause !== message ? `${message} ${cause}` : message;
}

/** `dir` null keeps answers in memory only. Failures are logged once per outage, with the cause. */
export function createLastGood(
  dir: string | null = LAST_GOOD_DIR,
  log: Log = (message) => console.error(message),
  now: () => number = Date.now,
) {
  const memory = new Map<string, string>();
  let failing = false;
  let failedAt = 0;

  async function remember(key: string, json: string) {
    if (memory.get(key) === json) return;
    memory.set(key, json);
    if (!dir) return;
    try {
      await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
      const file = fileName(dir, key);
      await writeFile(/*turbopackIgnore: true*/ `${file}.tmp`, json);
      await rename(/*turbopackIgnore: true*/ `${file}.tmp`, /*turbopackIgnore: true*/ file);
    } catch {
      // A read-only disk only means the memory copy is all there is.
    }
  }

  async function recall(key: string): Promise<string | null> {
    const kept = memory.get(key);
    if (kept !== undefined || !dir) return kept ?? null;
    return readFile(/*turbopackIgnore: true*/ fileName(dir, key), 'utf8').catch(() => null);
  }

  const store: LastGood = {
    async run<T>(key: string, load: () => Promise<T>, { keep = true } = {}): Promise<T> {
      // During an outage the CMS is asked again every 10 s, not once per query: a hanging CMS
      // would otherwise hold every render for the whole deadline.
      if (failing && now() - failedAt < RETRY_AFTER_FAILURE_MS) {
        const kept = await recall(key);
        if (kept !== null) return JSON.parse(kept) as T;
      }
      try {
        const value = await load();
        if (failing) log('Blog content: the CMS answers again.');
        failing = false;
        if (keep && value !== null && value !== undefined)
          await remember(key, JSON.stringify(value));
        return value;
      } catch (error) {
        if (!failing)
          log(`Blog content: the CMS failed (${causeOf(error)}); the last good content is served.`);
        failing = true;
        failedAt = now();
        const kept = await recall(key);
        if (kept === null) throw error;
        return JSON.parse(kept) as T;
      }
    },
  };
  return store;
}
