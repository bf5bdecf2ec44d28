// 1200x630 social-preview crops of the images pages use as their Open Graph image.
// Run: node scripts/generate-social-images.mjs  → public/og/<name>.jpg
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import palette from '../lib/palette.json' with { type: 'json' };

const SOURCES = [
  'public/images/gallery/culture-flasks.webp',
  'public/images/gallery/fluorescence.webp',
  'public/images/gallery/plaque-assay.webp',
  'public/images/gallery/tem-phages.webp',
  'public/images/about/portrait.webp',
  'public/images/books/tiny-hunters-cover.webp',
];

mkdirSync('public/og', { recursive: true });
for (const source of SOURCES) {
  const name = path.basename(source, path.extname(source));
  // "contain" on the brand ink for tall images (portrait, cover), "cover" crop for landscape ones.
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const fit = height > width ? 'contain' : 'cover';
  await sharp(source)
    .resize(1200, 630, { fit, position: 'attention', background: palette.ink })
    .flatten({ background: palette.ink })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`public/og/${name}.jpg`);
  console.log(`public/og/${name}.jpg`);
}
