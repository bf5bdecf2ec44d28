import localFont from 'next/font/local';

// Self-hosted, subset (scripts/subset-fonts.sh), not preloaded so as not to compete with the
// stylesheet on a slow phone; pages paint in the metric-matched app/styles/font-fallbacks.css.
// `optional`, not `swap`: a late font never moves a laid-out page; components/layout/late-fonts.tsx
// brings them in on the first client-side navigation (docs/decisions.md).
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
