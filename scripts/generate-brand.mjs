// Brand assets, drawn as SVG here and rendered with sharp (no network):
//   app/icon.svg          the favicon: the phage mark on ink
//   public/og/default.png the default social-preview image, 1200x630
// Run: node scripts/generate-brand.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import palette from '../lib/palette.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Tokens from app/globals.css.
const ink = palette.ink;
const inkSoft = palette.inkSoft;
const fluor = palette.fluor;
const agar = palette.agar;
const inverse = palette.inkInverse;

/** The phage mark (same drawing as PhageIcon): icosahedral head, collar, tail, tail fibres. */
const phagePaths = `
  <path d="M12 2.5 16 5v4.5l-4 2.5-4-2.5V5z" />
  <path d="M12 12v6" />
  <path d="M10.5 13.5h3M10.5 15.5h3" />
  <path d="M12 18l-4 3.5M12 18l4 3.5M12 18l-2 4M12 18l2 4" />`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect width="32" height="32" rx="8" fill="${ink}"/>
  <g transform="translate(4 3.6) scale(1)" fill="none" stroke="${fluor}" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">${phagePaths}
  </g>
</svg>
`;

/** Deterministic pseudo-random numbers, so the image is the same on every run. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function plaqueLawn() {
  // Plaques on a bacterial lawn: clear circles with soft halos, right-hand side of the card.
  const random = rng(20260221);
  let out = '';
  for (let i = 0; i < 60; i++) {
    const x = 690 + random() * 520;
    const y = 30 + random() * 570;
    const r = 6 + random() ** 2 * 34;
    // Keep the middle of the plate clear for the phage.
    if (Math.hypot(x - 930, y - 315) < 120 + r) continue;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 1.5).toFixed(1)}" fill="${fluor}" opacity="0.05"/>`;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${ink}" stroke="${fluor}" stroke-opacity="0.35" stroke-width="1.2"/>`;
  }
  return out;
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs>
    <radialGradient id="glow" cx="0.78" cy="0.45" r="0.6">
      <stop offset="0" stop-color="${inkSoft}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${ink}" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="plate"><circle cx="930" cy="315" r="250"/></clipPath>
  </defs>
  <rect width="1200" height="630" fill="${ink}"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <!-- An agar plate with plaques -->
  <circle cx="930" cy="315" r="262" fill="none" stroke="${inverse}" stroke-opacity="0.14" stroke-width="2"/>
  <circle cx="930" cy="315" r="250" fill="#12263f"/>
  <g clip-path="url(#plate)">${plaqueLawn()}</g>
  <!-- The phage mark, large, over the plate -->
  <g transform="translate(838 190) scale(7.6)" fill="none" stroke="${fluor}" stroke-width="0.9" stroke-linecap="round" stroke-linejoin="round">${phagePaths}
  </g>
  <!-- Wordmark -->
  <rect x="80" y="206" width="56" height="4" rx="2" fill="${agar}"/>
  <text x="80" y="180" font-family="Inter, 'DejaVu Sans', Arial, sans-serif" font-size="22" font-weight="600" letter-spacing="4" fill="${agar}">BACTERIOPHAGE RESEARCH</text>
  <text x="78" y="300" font-family="'Source Serif 4', 'DejaVu Serif', Georgia, serif" font-size="84" font-weight="600" fill="${inverse}">Phages &amp;</text>
  <text x="78" y="392" font-family="'Source Serif 4', 'DejaVu Serif', Georgia, serif" font-size="84" font-weight="600" fill="${inverse}">Biomes</text>
  <text x="80" y="462" font-family="Inter, 'DejaVu Sans', Arial, sans-serif" font-size="26" fill="${inverse}" fill-opacity="0.78">Research on bacteriophages and</text>
  <text x="80" y="498" font-family="Inter, 'DejaVu Sans', Arial, sans-serif" font-size="26" fill="${inverse}" fill-opacity="0.78">microbiome science</text>
</svg>
`;

function write(relative, data) {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote ${relative}`);
}

write('app/icon.svg', icon);
const png = await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toBuffer();
write('public/og/default.png', png);
const meta = await sharp(png).metadata();
console.log(
  `public/og/default.png: ${meta.width}x${meta.height}, ${(png.length / 1024).toFixed(1)} KiB`,
);
