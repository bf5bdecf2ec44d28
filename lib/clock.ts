/**
 * The wall clock in milliseconds, read through `performance`: Next's Cache Components refuse a
 * `Date.now()` in a prerender outside `'use cache'` (the page would stop being built), and the
 * research record's pauses are read on every build of a page.
 */
export const now = () => Math.round(performance.timeOrigin + performance.now());
