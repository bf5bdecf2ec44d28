/** @jest-environment node */
import { forgetLoadsInFlight, loadOnce } from '@/lib/content/cache';

/** A load whose answer the test gives, counting how often it was started. */
function gated() {
  const started: Array<(value: string) => void> = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { load, started };
}

describe('loads of one key are shared within a process', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z') });
    forgetLoadsInFlight();
  });
  afterEach(() => jest.useRealTimers());

  it('a read that looked before the answer was stored joins the load that finished since', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', Date.now(), load);
    const readSince = Date.now();
    jest.advanceTimersByTime(200);
    started[0]!('answer');
    await expect(first).resolves.toBe('answer');
    // This read began before the first load's answer was stored, and missed it.
    jest.advanceTimersByTime(50);
    await expect(loadOnce('k', readSince, load)).resolves.toBe('answer');
    expect(started).toHaveLength(1);
  });

  it('a read that began after the answer finished, and still found no fresh entry, loads anew', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', Date.now(), load);
    started[0]!('before');
    await first;
    jest.advanceTimersByTime(1);
    const second = loadOnce('k', Date.now(), load);
    expect(started).toHaveLength(2);
    started[1]!('after');
    await expect(second).resolves.toBe('after');
  });

  it('reads during a load join it; a failed load is not joined afterwards', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('source down')));
    const readSince = Date.now();
    const reads = [1, 2, 3].map(() => loadOnce('k', readSince, failing));
    expect(failing).toHaveBeenCalledTimes(1);
    for (const read of reads) await expect(read).rejects.toThrow('source down');
    await expect(loadOnce('k', readSince, () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('a webhook forgets every load, in flight or finished', async () => {
    const { load, started } = gated();
    const readSince = Date.now();
    void loadOnce('k', readSince, load);
    forgetLoadsInFlight();
    void loadOnce('k', readSince, load);
    expect(started).toHaveLength(2);
  });

  it('a finished load is let go after 30 s, whenever the read began', async () => {
    const { load, started } = gated();
    const readSince = Date.now();
    const first = loadOnce('k', readSince, load);
    started[0]!('answer');
    await first;
    jest.advanceTimersByTime(29_999);
    void loadOnce('k', readSince, load);
    expect(started).toHaveLength(1);
    jest.advanceTimersByTime(1);
    void loadOnce('k', readSince, load);
    expect(started).toHaveLength(2);
  });
});
