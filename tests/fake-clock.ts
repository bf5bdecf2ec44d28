/**
 * Jest's fake timers with only the date faked: timers, ticks and sockets stay real, so requests
 * still travel over HTTP while the code under test reads a chosen Date.now().
 */
export const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;

export const fakeClockAt = (iso: string) =>
  jest.useFakeTimers({ now: new Date(iso), doNotFake: [...REAL_TIMERS] });
