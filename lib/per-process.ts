/** On globalThis: Next loads lib/ once per bundle (proxy, each route), and they must share it. */
const KEPT = Symbol.for('phages-and-biomes.per-process');

export function perProcess<T>(key: string, make: () => T): T {
  const kept = ((globalThis as { [KEPT]?: Map<string, unknown> })[KEPT] ??= new Map());
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
}
