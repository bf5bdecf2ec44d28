import localFont from 'next/font/local';

// Self-hosted variable fonts (no network at build time): @fontsource-variable's latin files,
// trimmed by scripts/subset-fonts.sh to the 400–700 weights and the features the site uses.
export const inter = localFont({
  src: './_fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
});

export const sourceSerif = localFont({
  src: './_fonts/source-serif-4-latin-400-700.woff2',
  variable: '--font-source-serif',
  display: 'swap',
  // Headings only: not preloaded, so it never competes with a page's LCP image. next/font's
  // metric-adjusted fallback keeps the late swap free of layout shift.
  preload: false,
  weight: '400 700',
});
