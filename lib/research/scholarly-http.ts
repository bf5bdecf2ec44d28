/**
 * Polite, bounded requests to ORCID, Crossref and OpenAlex: each waits its turn at the source's
 * pace and any `Retry-After`, has a time-out, shares its refresh's deadline, and is read only up
 * to a size cap. Timers are the global ones, so tests drive them with fake timers.
 */
import { readBodyCapped } from '../security/body';

/** A source's failure; its stack is one line, so any log of it (ours or Next's) is one line. */
export class SourceError extends Error {
  /** How long the source asked not to be asked again (its `Retry-After`), when it did. */
  declare readonly retryAfterMs?: number;

  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.stack = `SourceError: ${message}`;
    // Not enumerable: a logged SourceError stays its one line.
    Object.defineProperty(this, 'retryAfterMs', { value: retryAfterMs });
  }
}
SourceError.prototype.name = 'SourceError';

export const MB = 1024 * 1024;

/** One refresh of one source: the deadline all its requests share. */
export interface Refresh {
  signal: AbortSignal;
  endsAt: number;
}

/** A signal aborted `ms` from now with a SourceError saying `message`; `stop` ends its timer. */
function abortAfter(ms: number, message: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SourceError(message)), ms);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** Runs `run` as one refresh, its deadline `ms` from now. */
export async function refreshing<T>(ms: number, run: (refresh: Refresh) => Promise<T>) {
  const { signal, stop } = abortAfter(ms, `the refresh's ${ms / 1000} s ran out`);
  try {
    return await run({ signal, endsAt: Date.now() + ms });
  } finally {
    stop();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** A source's pace: requests start at most `perSecond` a second, none while it asked for a pause. */
export function pace(perSecond: number) {
  let next = 0;
  return {
    async turn(signal: AbortSignal): Promise<void> {
      signal.throwIfAborted();
      const now = Date.now();
      const at = Math.max(now, next);
      next = at + 1000 / perSecond;
      if (at > now) await sleep(at - now, signal);
    },
    pauseUntil(time: number): void {
      next = Math.max(next, time);
    },
  };
}

/** Runs `work` over `items`, at most `limit` at once, in their order. */
export async function atMost<T>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<void>,
) {
  let index = 0;
  const worker = async () => {
    while (index < items.length) await work(items[index++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface Asking {
  refresh: Refresh;
  pace: ReturnType<typeof pace>;
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

/** Crossref's advice for a 429 without a Retry-After: wait a short while. */
const DEFAULT_PAUSE_MS = 1_000;
/** A request refused for the pace is asked again at most this often, within the refresh. */
const MAX_ATTEMPTS = 3;

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date. */
function retryAfterMs(value: string | null): number {
  if (!value) return DEFAULT_PAUSE_MS;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : DEFAULT_PAUSE_MS;
}

/** Known by name, not `instanceof`: fetch's errors may come from another realm (Node's own). */
const asSourceError = (error: unknown): SourceError =>
  error instanceof SourceError
    ? error
    : new SourceError(
        (error as Error)?.name === 'SyntaxError'
          ? 'answered JSON that does not parse'
          : (error as Error)?.name === 'TypeError'
            ? 'dropped the connection'
            : String((error as Error)?.message ?? error),
      );

type Answer = { body: unknown } | { notFound: true } | { status: number; pauseMs: number };

/**
 * One attempt. A dropped connection (fetch's TypeError) is asked again once: a kept-alive one the
 * source closes as it is reused fails before any answer, and a GET is safe to repeat.
 */
async function attempt(url: string, a: Asking): Promise<Answer> {
  const timeout = abortAfter(a.timeoutMs, `gave no answer in ${a.timeoutMs / 1000} s`);
  const init = {
    headers: { accept: 'application/json', 'user-agent': a.userAgent },
    // An answer counts only from the address asked: a redirect is a failure, not followed.
    redirect: 'manual' as const,
    signal: AbortSignal.any([a.refresh.signal, timeout.signal]),
  };
  try {
    const response = await fetch(url, init).catch((error: Error) => {
      if (error?.name === 'TypeError') return fetch(url, init);
      throw error;
    });
    const { status, headers } = response;
    if (!response.ok || !/json/i.test(headers.get('content-type') ?? '')) {
      await response.body?.cancel().catch(() => {});
      if (status === 429 || status === 503)
        return { status, pauseMs: retryAfterMs(headers.get('retry-after')) };
      if (status === 404) return { notFound: true };
      if (!response.ok) throw new SourceError(`answered ${status}`);
      throw new SourceError(`answered ${headers.get('content-type')}, not JSON`);
    }
    const text = await readBodyCapped(response, a.maxBytes);
    if (text === null) {
      // Over the cap, a declared size unread (a streamed one was cut): dropped, not drained.
      await response.body?.cancel().catch(() => {});
      throw new SourceError(`answered more than ${a.maxBytes / MB} MB`);
    }
    return { body: JSON.parse(text) };
  } catch (error) {
    throw asSourceError(error);
  } finally {
    timeout.stop();
  }
}

/**
 * JSON from a source, `null` for 404, else a SourceError. A 429 or 503 pauses every request to the
 * source for as long as it asks, then asks again if that is within the refresh.
 */
export async function getJson(url: string, a: Asking): Promise<unknown> {
  for (let tries = 1; ; tries++) {
    await a.pace.turn(a.refresh.signal).catch((error) => {
      throw asSourceError(error);
    });
    const answer = await attempt(url, a);
    if ('body' in answer) return answer.body;
    if ('notFound' in answer) return null;
    const until = Date.now() + answer.pauseMs;
    if (tries >= MAX_ATTEMPTS || until >= a.refresh.endsAt)
      throw new SourceError(
        `answered ${answer.status}, asking for ${Math.ceil(answer.pauseMs / 1000)} s`,
        answer.pauseMs,
      );
    a.pace.pauseUntil(until);
  }
}
