import type { NextConfig } from 'next';
import { LANGUAGE_PREFIXES, LOCALISED_PAGES } from './lib/routes';
import { securityHeaders } from './lib/security/headers';

const languages = LANGUAGE_PREFIXES.join('|');
const pages = LOCALISED_PAGES.join('|');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async headers() {
    // Security headers (CSP, HSTS, …) on every response: pages, 404s, redirects and static assets.
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async redirects() {
    // Language prefixes are legacy URLs: a permanent server redirect keeps only the target in history.
    return [
      { source: `/:lang(${languages})`, destination: '/', permanent: true },
      { source: `/:lang(${languages})/:page(${pages})`, destination: '/:page', permanent: true },
    ];
  },
};

export default nextConfig;
