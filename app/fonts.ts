import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable (no network at build time).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const sourceSerif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  display: 'swap',
  // Headings only: not preloaded, so it never competes with a page's LCP image. next/font's
  // metric-adjusted fallback keeps the late swap free of layout shift.
  preload: false,
  weight: '200 900',
});
