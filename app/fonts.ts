import localFont from 'next/font/local';

// Self-hosted variable fonts (no network at build time): @fontsource-variable's latin files, cut
// by scripts/subset-fonts.sh to the 400–700 weights and the characters the pages set (19.8 and
// 24.6 kB).
// Neither is preloaded: a preload competes with the stylesheet for a slow phone's first round
// trips and delays the first paint, and the critical-path budget (HTML + blocking CSS + preloaded
// fonts ≤ 50 kB, bench/README.md) has no room for it. The pages paint in the metric-matched
// fallback faces of app/styles/font-fallbacks.css (listed in the stacks of globals.css; next/font's
// own fallback is one `local(Arial)` face, absent on Linux and Android), and the fonts, found
// through the stylesheet, swap in without moving a line.
export const inter = localFont({
  src: './_fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
  preload: false,
  adjustFontFallback: false,
});

export const sourceSerif = localFont({
  src: './_fonts/source-serif-4-latin-400-700.woff2',
  variable: '--font-source-serif',
  display: 'swap',
  weight: '400 700',
  preload: false,
  adjustFontFallback: false,
});
