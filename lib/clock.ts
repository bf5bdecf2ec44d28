/**
 * Through `performance`: Next's Cache Components refuse `Date.now()` in a prerender outside
 * `'use cache'`, and the research record's pauses are read on every build of a page.
 */
export const now = () => Math.round(performance.timeOrigin + performance.now());
