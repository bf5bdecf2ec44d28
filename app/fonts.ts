import localFont from 'next/font/local';

// Not preloaded, to leave a slow phone's bandwidth to the stylesheet; `optional`, not `swap`, so a
// late font never moves a laid-out page (late-fonts.tsx brings them in later; docs/decisions.md).
export const inter = localFont({
  src: './_fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '400 700',
  preload: false,
  adjustFontFallback: false,
});

export const sourceSerif = localFont({
  src: './_fonts/source-serif-4-latin-400-700.woff2',
  variable: '--font-source-serif',
  display: 'optional',
  weight: '400 700',
  preload: false,
  adjustFontFallback: false,
});
