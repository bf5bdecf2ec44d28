import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // ESM-only packages of the blog; listing them also lets next/jest transform them for the tests.
  transpilePackages: [
    '@sanity/image-url',
    '@portabletext/react',
    '@portabletext/toolkit',
    '@portabletext/types',
    'groq-js',
    'obug',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Seven widths instead of fifteen: every picture's srcset (in the HTML and again in the RSC
    // payload) is half as long, and each layout still gets a close match at 1–3× density.
    imageSizes: [256, 384],
    deviceSizes: [640, 828, 1080, 1600, 2048],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async headers() {
    // Security headers (CSP, HSTS, …) on every response. Next drops these on redirects() answers,
    // so the language redirects are served by proxy.ts, which sets them itself.
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async rewrites() {
    // A post slug is at most 96 characters of [a-z0-9_-]. Longer or percent-encoded ones go
    // straight to the "Article not found" page under one short name, so a hostile slug (8 kB,
    // unicode, %00) never becomes an ISR cache file name.
    return {
      beforeFiles: [
        { source: '/blogs/:slug([^/]{97,})', destination: '/blogs/invalid-slug' },
        { source: '/blogs/:slug([^/]*%[^/]*)', destination: '/blogs/invalid-slug' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
