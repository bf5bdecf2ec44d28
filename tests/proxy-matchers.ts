import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * proxy.ts's matcher as `next build` compiles it, by Next's own compiler (the optional /_next/data
 * prefix, the .rsc and segment suffixes). The compiler reads two settings, basePath and i18n; the
 * site sets neither. Not in Next's type declarations, hence the cast.
 */
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers(matcher: string[], nextConfig: object): ProxyMatcher[];
};
/**
 * The matcher as written in proxy.ts, read from its text as Next reads it (statically): importing
 * the proxy would load its server-only modules here.
 */
const source = readFileSync(path.join(__dirname, '..', 'proxy.ts'), 'utf8');
const written = /matcher:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
const matcher = [...written.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
if (matcher.length === 0) throw new Error('proxy.ts: no matcher found in its config');
export const proxyMatchers = getMiddlewareMatchers(matcher, {});
