import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The matcher as written in proxy.ts, read from its text as Next reads it (statically): importing
 * the proxy would load its server-only modules here.
 */
const source = readFileSync(path.join(__dirname, '..', 'proxy.ts'), 'utf8');
const written = /matcher:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
export const proxyMatcher = [...written.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
if (proxyMatcher.length === 0) throw new Error('proxy.ts: no matcher found in its config');
