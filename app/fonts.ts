import localFont from 'next/font/local';

// Self-hosted variable fonts (no network at build time): @fontsource-variable's latin files, cut
// by scripts/subset-fonts.sh to the 400–700 weights and the characters the pages set (19.8 and
// 24.6 kB).
// Neither is preloaded: a preload competes with the stylesheet for a slow phone's first round
// trips and delays the first paint, and the critical-path budget (HTML + blocking CSS + preloaded
// fonts ≤ 50 kB, bench/README.md) has no room for it. The pages paint in the metric-matched
// fallback faces of app/styles/font-fallbacks.css (listed in the stacks of globals.css; next/font's
// own fallback is one `local(Arial)` face, absent on Linux and Android).
// `optional`, not `swap`: a font that is not at hand when the page is first laid out is kept in
// the browser's cache for the next page load instead of swapped in. A swap re-laid-out the whole
// page after its first paint (blocking time) and could still move it where a line broke
// differently in the web font (`/sitemap`'s lead took a third line at 412 px: CLS 0.022). The
// cost: Chrome gives an unpreloaded optional font no time to arrive, so a first visit's first page
// reads in the metric-matched fallbacks. Its client-side navigations then bring the web fonts in
// (components/layout/late-fonts.tsx), and from the next full page load (a reload, a later visit)
// both are there from the first paint.
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
