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
  // Every built page is whole in its prerender: no hole for partial prefetching to fill.
  partialPrefetching: false,
  // proxy.ts keeps the address the server listens on: Next's "localhost" (the server may listen on
  // 127.0.0.1 or 0.0.0.0) would send its rewrites on an HTTP round trip that fails under load.
  skipProxyUrlNormalize: true,
  // A second build, every third party configured (tests/e2e-third-party), sits beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Docker image only: `next start` (the tests, `npm run serve`) warns when standalone is on.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The CV's fonts, read from node_modules when the CV is redrawn.
  outputFileTracingIncludes: { '/cv/\\[file\\]': FONT_FILES },
  // `npm test` checks the types once, before its builds, and sets this for them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Several servers share pages and data through Redis, filled per release by `npm run warm`.
  cacheHandler: config.sharedCache ? path.resolve('lib/cache/shared-cache-handler.mjs') : undefined,
  cacheHandlers: config.sharedCache
    ? { default: path.resolve('lib/cache/shared-use-cache-handler.mjs') }
    : undefined,
  // ESM-only packages (the blog's, any-ascii); listing them also lets next/jest transform them for the tests.
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
    'any-ascii',
  ],
  images: {
    // WebP only: AVIF is larger for these drawings and far slower to encode (bench/README.md).
    formats: ['image/webp'],
    // Few widths keep every srcset (HTML and RSC payload) short, still close at 1–3× density.
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
    // Next drops these on redirects() answers, so proxy.ts serves the language redirects itself.
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

/** A build with a bad or missing variable, or an unreachable CMS, stops here with a message. */
export default async function nextConfigFor(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const problems = environmentProblems(process.env, { production: true });
    const cms = problems.length ? null : await cmsPreflight();
    if (cms) problems.push(cms);
    // Reported once: the build's workers reload this file and inherit the mark.
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
