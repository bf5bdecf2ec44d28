import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { config } from '@/proxy';

/**
 * proxy.ts's matcher as `next build` compiles it, by Next's own compiler (the optional /_next/data
 * prefix, the .rsc and segment suffixes). The compiler reads two settings, basePath and i18n; the
 * site sets neither. Not in Next's type declarations, hence the cast.
 */
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers(matcher: string[], nextConfig: object): ProxyMatcher[];
};
export const proxyMatchers = getMiddlewareMatchers(config.matcher, {});
