/** Types of scripts/lib/sanity-import.mjs for its tests. */
export function toImport(
  documents: unknown[],
  publicDir: string,
): { documents: Record<string, unknown>[]; files: { name: string; source: string }[] };
export function readNdjson(file: string): unknown[];
export function writeImport(
  dir: string,
  options?: { dataFile?: string; publicDir?: string },
): { documents: number; files: number };
