/**
 * `table[key]` for a key read from outside: only the table's own entries, so a word every object
 * knows (`constructor`, `toString`) is never mistaken for one.
 */
export const own = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
