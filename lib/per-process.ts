/**
 * What this process keeps outside Next's cache, in one map: each value made once, on globalThis,
 * since Next loads lib/ once per bundle (the proxy's, each route's) and they must share it. Each
 * use says why it cannot live in the cache.
 */
const KEPT = Symbol.for('phages-and-biomes.per-process');

export function perProcess<T>(key: string, make: () => T): T {
  const kept = ((globalThis as { [KEPT]?: Map<string, unknown> })[KEPT] ??= new Map());
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
}
