import { FIRST_PAINT_TIMEOUT_MS, IDLE_TIMEOUT_MS, whenPageIsIdle } from '@/lib/browser/idle';
import { installIdleQueue, setReadyState, type IdleQueue } from '../idle-queue';

/**
 * A stand-in for the browser's paint timing: `paint()` delivers a first-contentful-paint entry to
 * every observer, as Chrome does when the first frame with content is presented.
 */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances = new Set<FakePaintObserver>();
  static painted = false;

  constructor(private readonly callback: PerformanceObserverCallback) {}

  observe(options: PerformanceObserverInit) {
    // As browsers do: nothing to observe is an error; only `paint` entries are paint timing.
    if (!options.type) throw new TypeError('no entry type');
    if (options.type !== 'paint') return;
    FakePaintObserver.instances.add(this);
    // `buffered: true`: a paint that happened before observing is delivered too.
    if (FakePaintObserver.painted && options.buffered) queueMicrotask(() => this.deliver());
  }

  disconnect() {
    FakePaintObserver.instances.delete(this);
  }

  deliver(name = 'first-contentful-paint') {
    const entries = [{ name, entryType: 'paint' }];
    const list = { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as never);
  }

  static paint() {
    FakePaintObserver.painted = true;
    for (const observer of [...FakePaintObserver.instances]) observer.deliver();
  }
}

let idle: IdleQueue;
const originalObserver = globalThis.PerformanceObserver;

const becomeIdle = () => idle.becomeIdle();

beforeEach(() => {
  jest.useFakeTimers();
  idle = installIdleQueue();
  FakePaintObserver.instances.clear();
  FakePaintObserver.painted = false;
  globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.PerformanceObserver = originalObserver;
});

test('waits for the load event, then the first contentful paint, then an idle moment', () => {
  const task = jest.fn();
  setReadyState('interactive');
  whenPageIsIdle(task);
  expect(FakePaintObserver.instances.size).toBe(0);

  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  // Loaded, but the first frame is not on screen yet (a slow phone): nothing is asked for.
  expect(idle.pending.size).toBe(0);
  becomeIdle();
  expect(task).not.toHaveBeenCalled();

  FakePaintObserver.paint();
  expect(FakePaintObserver.instances.size).toBe(0);
  expect(idle.options).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
  expect(task).not.toHaveBeenCalled();
  becomeIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a paint that came before the load event counts (buffered entry)', () => {
  const task = jest.fn();
  FakePaintObserver.paint();
  setReadyState('complete');
  whenPageIsIdle(task);
  jest.runAllTicks();
  becomeIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test(`goes on without the paint ${FIRST_PAINT_TIMEOUT_MS} ms after load (a background tab paints nothing)`, () => {
  const task = jest.fn();
  setReadyState('complete');
  whenPageIsIdle(task);
  jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
  expect(idle.pending.size).toBe(0);
  jest.advanceTimersByTime(1);
  expect(FakePaintObserver.instances.size).toBe(0);
  becomeIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelling while waiting for the paint stops observing and never runs the task', () => {
  const task = jest.fn();
  setReadyState('complete');
  const cancel = whenPageIsIdle(task);
  expect(FakePaintObserver.instances.size).toBe(1);
  cancel();
  expect(FakePaintObserver.instances.size).toBe(0);
  FakePaintObserver.paint();
  jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
  becomeIdle();
  expect(task).not.toHaveBeenCalled();
});

test('without paint timing in the browser it goes straight to the idle wait', () => {
  globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
  const task = jest.fn();
  setReadyState('complete');
  whenPageIsIdle(task);
  becomeIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a first paint without content is not yet the first contentful paint', () => {
  const task = jest.fn();
  setReadyState('complete');
  whenPageIsIdle(task);
  const [observer] = FakePaintObserver.instances;
  observer!.deliver('first-paint');
  expect(idle.pending.size).toBe(0);
  observer!.deliver();
  expect(idle.pending.size).toBe(1);
});

test('a paint entry delivered again, or after cancelling, asks for no idle moment', () => {
  setReadyState('complete');
  whenPageIsIdle(jest.fn());
  const [first] = FakePaintObserver.instances;
  first!.deliver();
  // A callback the browser had already queued before the observer was disconnected.
  first!.deliver();
  expect(idle.pending.size).toBe(1);

  const cancel = whenPageIsIdle(jest.fn());
  const [second] = FakePaintObserver.instances;
  cancel();
  second!.deliver();
  expect(idle.pending.size).toBe(1);
});

test('a browser whose PerformanceObserver lists no entry types goes straight to the idle wait', () => {
  globalThis.PerformanceObserver = class {} as unknown as typeof PerformanceObserver;
  const task = jest.fn();
  setReadyState('complete');
  whenPageIsIdle(task);
  becomeIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelling leaves nothing behind at any stage: no listener, observer, idle request or timer', () => {
  setReadyState('loading');
  whenPageIsIdle(jest.fn())();
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  expect(FakePaintObserver.instances.size).toBe(0);

  const cancelIdle = whenPageIsIdle(jest.fn());
  FakePaintObserver.paint();
  expect(idle.pending.size).toBe(1);
  cancelIdle();
  expect(idle.pending.size).toBe(0);

  // A browser without requestIdleCallback waits on a timer instead.
  const { requestIdleCallback } = window;
  window.requestIdleCallback = undefined as unknown as typeof requestIdleCallback;
  try {
    const cancelTimer = whenPageIsIdle(jest.fn());
    jest.runAllTicks();
    expect(jest.getTimerCount()).toBe(1);
    cancelTimer();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    window.requestIdleCallback = requestIdleCallback;
  }
});
