import localFont from 'next/font/local';

// Self-hosted variable fonts (no network at build time): @fontsource-variable's latin files,
// trimmed by scripts/subset-fonts.sh to the 400–700 weights and the features the site uses.
// Their fallbacks are not next/font's (one `local(Arial)` face, absent on Linux and Android) but
// the metric-matched faces of app/styles/font-fallbacks.css, listed in the stacks of globals.css.
export const inter = localFont({
  src: './_fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
  adjustFontFallback: false,
});

export const sourceSerif = localFont({
  src: './_fonts/source-serif-4-latin-400-700.woff2',
  variable: '--font-source-serif',
  display: 'swap',
  // Headings, every h1 among them: preloaded like Inter. Found late through the stylesheet, it
  // would be fetched only after the CSS and swapped in after first paint, moving the headings.
  weight: '400 700',
  adjustFontFallback: false,
});
