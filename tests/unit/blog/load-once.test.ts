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

  it('a read that missed the stored answer joins the load that finished, with no revalidation since', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', 0, load);
    jest.advanceTimersByTime(200);
    started[0]!('answer');
    await expect(first).resolves.toBe('answer');
    // Next stores an answer some time after it is returned: a lookup in between found none.
    jest.advanceTimersByTime(50);
    await expect(loadOnce('k', 0, load)).resolves.toBe('answer');
    expect(started).toHaveLength(1);
  });

  it('a load begun before its tags were last revalidated (on any server) is not joined', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', 0, load);
    started[0]!('before the edit');
    await first;
    jest.advanceTimersByTime(1);
    const revalidated = Date.now();
    jest.advanceTimersByTime(1);
    const second = loadOnce('k', revalidated, load);
    expect(started).toHaveLength(2);
    started[1]!('after');
    await expect(second).resolves.toBe('after');
    // Begun after the revalidation: joined.
    await expect(loadOnce('k', revalidated, load)).resolves.toBe('after');
    expect(started).toHaveLength(2);
  });

  it('reads during a load join it; a failed load is not joined afterwards', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('source down')));
    const reads = [1, 2, 3].map(() => loadOnce('k', 0, failing));
    expect(failing).toHaveBeenCalledTimes(1);
    for (const read of reads) await expect(read).rejects.toThrow('source down');
    await expect(loadOnce('k', 0, () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('a webhook forgets every load, in flight or finished', async () => {
    const { load, started } = gated();
    void loadOnce('k', 0, load);
    forgetLoadsInFlight();
    void loadOnce('k', 0, load);
    expect(started).toHaveLength(2);
  });

  it('a finished load is let go after 30 s', async () => {
    const { load, started } = gated();
    const first = loadOnce('k', 0, load);
    started[0]!('answer');
    await first;
    jest.advanceTimersByTime(29_999);
    void loadOnce('k', 0, load);
    expect(started).toHaveLength(1);
    jest.advanceTimersByTime(1);
    void loadOnce('k', 0, load);
    expect(started).toHaveLength(2);
  });
});
