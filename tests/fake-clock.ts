/**
 * Jest's fake timers with only the clock faked: timers, ticks and sockets stay real, so requests
 * still travel over HTTP while the code under test reads a chosen Date.now() and performance clock
 * (lib/clock.ts). `clockTo` moves both; `jest.setSystemTime` would move the date alone.
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
] as const;

export const fakeClockAt = (iso: string) =>
  jest.useFakeTimers({ now: new Date(iso), doNotFake: [...REAL_TIMERS] });

export const clockTo = (iso: string) => jest.advanceTimersByTime(Date.parse(iso) - Date.now());
