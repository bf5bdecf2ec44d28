import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { config } from './lib/config';
import { FONT_FILES } from './lib/cv/fonts';
import { cmsPreflight } from './lib/content/preflight';
import { environmentProblems } from './lib/env-check';
import { publicationsFile, reportText, STRICT_VARIABLE } from './lib/research/bibtex';
import { securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Every read declares its tags and window beside it ('use cache', cacheTag, cacheLife).
  cacheComponents: true,
  // Links prefetch as before: every built page is whole in its prerender, with no hole to fill.
  partialPrefetching: false,
  // proxy.ts keeps the address the server listens on: Next's "localhost" (the server may listen on
  // 127.0.0.1 or 0.0.0.0) would send its rewrites on an HTTP round trip that fails under load.
  skipProxyUrlNormalize: true,
  // A second build, every third party configured (tests/e2e-third-party), sits beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Self-contained server for the Docker image (Dockerfile, scripts/standalone-smoke.sh) only:
  // `next start` warns when standalone output is on, and the tests and `npm run serve` use it.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The CV's faces, read from node_modules whenever the CV is drawn again after a refresh.
  outputFileTracingIncludes: { '/cv/\\[file\\]': FONT_FILES },
  // `npm test` checks the types once, before its builds, and sets this for them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // One server: Next's own cache, answering the build's pages from the build. Several: pages and
  // data shared through Redis, filled once per release by `npm run warm` (DEPLOY.md).
  cacheHandler: config.sharedCache ? path.resolve('lib/cache/shared-cache-handler.mjs') : undefined,
  cacheHandlers: config.sharedCache
    ? { default: path.resolve('lib/cache/shared-use-cache-handler.mjs') }
    : undefined,
  // ESM-only packages of the blog; listing them also lets next/jest transform them for the tests.
  transpilePackages: [
    '@sanity/client',
    'get-it',
    'eventsource',
    'eventsource-parser',
    '@sanity/image-url',
    '@sanity/preview-url-secret',
    '@portabletext/react',
    '@portabletext/toolkit',
    '@portabletext/types',
    'groq-js',
    'obug',
  ],
  images: {
    // WebP only: AVIF is larger for these drawings and far slower to encode (bench/README.md).
    formats: ['image/webp'],
    // Few widths keep every srcset (in the HTML and the RSC payload) short, each layout still
    // closely matched at 1–3× density.
    imageSizes: [256, 384],
    deviceSizes: [640, 828, 1080, 1600, 2048],
    // Only the configured CMS project's images are optimised; with no project, no remote image is.
    remotePatterns: config.sanity.projectId
      ? [
          {
            protocol: 'https',
            hostname: 'cdn.sanity.io',
            pathname: `/images/${config.sanity.projectId}/${config.sanity.dataset}/**`,
          },
        ]
      : [],
  },
  async headers() {
    // Security headers (CSP, HSTS, …) on every response. Next drops these on redirects() answers,
    // so the language redirects are served by proxy.ts, which sets them itself.
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

/** A build with a bad or missing variable, or an unreachable CMS, stops here with a message. */
export default async function nextConfigFor(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const problems = environmentProblems(process.env, { production: true });
    const cms = problems.length ? null : await cmsPreflight();
    if (cms) problems.push(cms);
    // A library with typos still goes up: what was repaired or left out is said once, here. The
    // build loads this file again in its workers, which inherit the mark and stay quiet.
    const research = reportText(publicationsFile().reports, 20);
    if (research && process.env[STRICT_VARIABLE] === '1')
      problems.push(`${research}\n${STRICT_VARIABLE}=1 stops the build on any of these.`);
    else if (research && !process.env.RESEARCH_REPORTED) console.warn(`\n${research}\n`);
    process.env.RESEARCH_REPORTED = '1';
    if (problems.length) {
      console.error(`\nThe build stopped:\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
      process.exit(1);
    }
  }
  return nextConfig;
}
