// Metric-matched fallback faces for the two web fonts: node scripts/generate-font-fallbacks.mjs
// → app/styles/font-fallbacks.css (committed; the build never runs this; an argument writes elsewhere).
//
// Until Inter and Source Serif 4 arrive, text is set in a local font. Each fallback face below
// scales one common local font (size-adjust) so its average letter is as wide as the web font's,
// and gives it the web font's ascent, descent and line gap, so lines wrap and stand nearly as they
// do in the web font (a web font that arrives late is not swapped in: app/fonts.ts). next/font's
// own fallback (adjustFontFallback) is a single `local(Arial)` face: no Arial on Linux or Android,
// so it never applied there. Here every font family gets one face per weight the site sets
// (400/500 from the regular file, 600/700 from the bold one) and the stack lists one fallback
// family per common local font, so whichever exists applies.
//
// Widths: capsize's English-frequency average (xWidthAvg, per weight, from @capsizecss/metrics),
// the same measure for the web fonts and for the local fonts. Vertical metrics: read from the
// committed font files themselves (Inter and Source Serif 4 set USE_TYPO_METRICS, and their
// typo and hhea metrics agree, so every platform lays them out with these values).
import { readFileSync, writeFileSync } from 'node:fs';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { fromBuffer } from '@capsizecss/unpack';
import prettier from 'prettier';

// The characters the trimmed web fonts hold (scripts/subset-fonts.sh). The fallback faces cover
// only these: any other character (an arrow, say) is never set in the web font, so it keeps its
// usual, unscaled system font in either case.
const UNICODE_RANGE = /^LATIN='([^']+)'/m.exec(
  readFileSync('scripts/subset-fonts.sh', 'utf8'),
)?.[1];
if (!UNICODE_RANGE) throw new Error('no LATIN range in scripts/subset-fonts.sh');

const OUT = process.argv[2] ?? 'app/styles/font-fallbacks.css';
const WEIGHTS = [400, 500, 600, 700];

/** Local fonts to stand in, in order of preference. `names` are the local() names to try. */
const FALLBACKS = {
  sans: [
    {
      label: 'Arial',
      // Liberation Sans (Linux) and Arimo (ChromeOS) have Arial's advance widths.
      metrics: 'arial',
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      bold: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
    {
      label: 'Roboto',
      // Android's system sans.
      metrics: 'roboto',
      regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
      bold: ['Roboto Bold', 'Roboto-Bold'],
    },
  ],
  serif: [
    {
      label: 'Georgia',
      metrics: 'georgia',
      regular: ['Georgia'],
      bold: ['Georgia Bold', 'Georgia-Bold'],
    },
    {
      label: 'Times',
      // Liberation Serif (Linux) and Tinos (ChromeOS) have Times New Roman's advance widths.
      metrics: 'timesNewRoman',
      regular: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      bold: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
    },
    {
      label: 'Noto Serif',
      // Android's system serif.
      metrics: 'notoSerif',
      regular: ['Noto Serif', 'NotoSerif', 'NotoSerif-Regular'],
      bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
    },
  ],
};

/** The web fonts: file, capsize entry, fallback family prefix and CSS variable for the stack. */
const WEB_FONTS = [
  {
    file: 'app/_fonts/inter-latin-400-700.woff2',
    metrics: 'inter',
    family: 'Inter Fallback',
    variable: '--font-inter-fallback',
    category: 'sans',
  },
  {
    file: 'app/_fonts/source-serif-4-latin-400-700.woff2',
    metrics: 'sourceSerif4',
    family: 'Source Serif Fallback',
    variable: '--font-source-serif-fallback',
    category: 'serif',
  },
];

/** Average letter width in em at a weight (capsize variants are keyed 'regular', '500', '700'…). */
function widthEm(key, weight) {
  const font = metrics[key];
  if (!font) throw new Error(`no capsize metrics for ${key}`);
  const variant = font.variants[weight === 400 ? 'regular' : String(weight)];
  if (!variant) throw new Error(`no capsize metrics for ${key} ${weight}`);
  return variant.xWidthAvg / variant.unitsPerEm;
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
const quote = (name) => `'${name}'`;

function faces(web, fallback, vertical) {
  return WEIGHTS.map((weight) => {
    const bold = weight >= 600;
    // The local face actually used: the regular file for 400/500, the bold file for 600/700.
    const sizeAdjust = widthEm(web.metrics, weight) / widthEm(fallback.metrics, bold ? 700 : 400);
    const names = bold ? fallback.bold : fallback.regular;
    return [
      '@font-face {',
      `  font-family: ${quote(`${web.family} ${fallback.label}`)};`,
      `  src: ${names.map((name) => `local(${quote(name)})`).join(', ')};`,
      `  font-weight: ${weight};`,
      `  unicode-range: ${UNICODE_RANGE.replaceAll(',', ', ')};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${percent(vertical.ascent / sizeAdjust)};`,
      `  descent-override: ${percent(vertical.descent / sizeAdjust)};`,
      `  line-gap-override: ${percent(vertical.lineGap / sizeAdjust)};`,
      '}',
    ].join('\n');
  });
}

const blocks = [];
const stacks = [];
for (const web of WEB_FONTS) {
  const font = await fromBuffer(readFileSync(web.file));
  const vertical = {
    ascent: font.ascent / font.unitsPerEm,
    descent: Math.abs(font.descent) / font.unitsPerEm,
    lineGap: font.lineGap / font.unitsPerEm,
  };
  // The trimmed file must keep the metrics the widths were measured against.
  const reference = metrics[web.metrics];
  if (font.ascent / font.unitsPerEm !== reference.ascent / reference.unitsPerEm) {
    throw new Error(`${web.file}: ascent differs from ${web.metrics}'s metrics`);
  }
  const fallbacks = FALLBACKS[web.category];
  for (const fallback of fallbacks) blocks.push(...faces(web, fallback, vertical));
  stacks.push(
    `  ${web.variable}: ${fallbacks.map((f) => quote(`${web.family} ${f.label}`)).join(', ')};`,
  );
}

const css = `/* Generated by scripts/generate-font-fallbacks.mjs: do not edit by hand. */

${blocks.join('\n\n')}

:root {
${stacks.join('\n')}
}
`;
writeFileSync(
  OUT,
  await prettier.format(css, {
    ...(await prettier.resolveConfig('app/styles/font-fallbacks.css')),
    parser: 'css',
  }),
);
console.log(`${OUT}: ${blocks.length} fallback faces`);
