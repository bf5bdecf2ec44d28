import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A matcher entry as Next takes it: a path pattern, or one with conditions on the request. */
export type ProxyMatcher =
  string | { source: string; has?: { type: 'header'; key: string; value?: string }[] };

/**
 * The matcher as written in proxy.ts, read from its text as Next reads it (statically): importing
 * the proxy would load its server-only modules here. The array is a plain literal, so it is
 * evaluated as written.
 */
const source = readFileSync(path.join(__dirname, '..', 'proxy.ts'), 'utf8');
const written = /matcher:\s*(\[[\s\S]*?\]),?\s*\};\s*$/.exec(source)?.[1] ?? '[]';
export const proxyMatcher = new Function(`return ${written}`)() as ProxyMatcher[];
if (proxyMatcher.length === 0) throw new Error('proxy.ts: no matcher found in its config');
