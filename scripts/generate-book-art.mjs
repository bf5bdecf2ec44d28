// The book's cover illustration and the QR code for its purchase link, both generated here.
// Run: node scripts/generate-book-art.mjs  → public/images/books/tiny-hunters-{cover.webp, qr.svg}
//      (the names content/book.ts gives)
//      node scripts/generate-book-art.mjs --print-qr  → the QR SVG on stdout (used by the tests)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { requireContent } from './require-content.mjs';
import { rng } from './lib/random.mjs';
import palette from '../lib/palette.json' with { type: 'json' };

const { book } = requireContent('book');

/** The QR SVG for a URL. Deterministic: the same link always gives the same file. */
export function qrSvg(url) {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: `${palette.ink}ff`, light: '#ffffffff' },
  });
}

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 800x1200 cover: a phage above a Petri-dish lawn with plaques, title, subtitle and author. */
export function coverSvg({ shortTitle, subtitle, author }) {
  const W = 800;
  const H = 1200;
  const r = rng(11);
  let plaques = '';
  for (let i = 0; i < 38; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 230;
    const s = 5 + r() * 13;
    plaques += `<circle cx="${(400 + Math.cos(a) * d).toFixed(1)}" cy="${(820 + Math.sin(a) * d * 0.42).toFixed(1)}" r="${s.toFixed(1)}" fill="${palette.ink}" opacity="0.55"/>`;
  }
  const words = subtitle.split(' ');
  const half = Math.ceil(words.length / 2);
  const sub1 = words.slice(0, half).join(' ');
  const sub2 = words.slice(half).join(' ');
  const fibres = [
    'M372 640 L318 716 L338 800',
    'M428 640 L482 716 L462 800',
    'M384 648 L352 738 L362 812',
    'M416 648 L448 738 L438 812',
  ]
    .map((d) => `<path d="${d}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}"/><stop offset="1" stop-color="#13304a"/></linearGradient>
    <radialGradient id="lawn" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${palette.agar}"/><stop offset="1" stop-color="#c98a2a"/></radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.fluor}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.fluor}" stop-opacity="0"/></radialGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="4"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.08"/></feComponentTransfer></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" filter="url(#grain)"/>
  <rect x="36" y="36" width="${W - 72}" height="${H - 72}" fill="none" stroke="${palette.fluor}" stroke-opacity="0.35" stroke-width="2"/>
  <text x="400" y="150" text-anchor="middle" font-family="DejaVu Sans" font-size="22" letter-spacing="8" fill="${palette.fluor}">A BOOK ABOUT BACTERIOPHAGES</text>
  <text x="400" y="270" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="86" fill="${palette.inkInverse}">${escapeXml(shortTitle)}</text>
  <text x="400" y="340" text-anchor="middle" font-family="DejaVu Serif" font-size="34" fill="${palette.agar}">${escapeXml(sub1)}</text>
  <text x="400" y="384" text-anchor="middle" font-family="DejaVu Serif" font-size="34" fill="${palette.agar}">${escapeXml(sub2)}</text>
  <ellipse cx="400" cy="830" rx="270" ry="118" fill="#dfe6ea" opacity="0.25"/>
  <ellipse cx="400" cy="820" rx="250" ry="104" fill="url(#lawn)"/>
  ${plaques}
  <circle cx="400" cy="560" r="210" fill="url(#glow)"/>
  <g stroke="${palette.fluor}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" fill="none">
    <polygon points="400,420 456,452 456,540 400,572 344,540 344,452" fill="${palette.ink}"/>
    <path d="M344 452 L400 484 L456 452 M400 484 L400 572" stroke-opacity="0.45" stroke-width="3"/>
    <rect x="388" y="572" width="24" height="66" rx="4" fill="${palette.ink}"/>
    <path d="M388 588 h24 M388 604 h24 M388 620 h24" stroke-width="3"/>
    <path d="M366 640 h68" stroke-width="9"/>
    ${fibres}
  </g>
  <text x="400" y="1060" text-anchor="middle" font-family="DejaVu Sans" font-size="34" letter-spacing="3" fill="${palette.inkInverse}">${escapeXml(author.toUpperCase())}</text>
</svg>`;
}

async function main() {
  const args = process.argv.slice(2);
  const qr = await qrSvg(book.purchaseUrl);
  if (args.includes('--print-qr')) {
    process.stdout.write(qr);
    return;
  }
  const qrPath = `public${book.qr.src}`;
  const coverPath = `public${book.cover.src}`;
  mkdirSync(dirname(qrPath), { recursive: true });
  writeFileSync(qrPath, qr);
  await sharp(Buffer.from(coverSvg(book)))
    .resize(book.cover.width, book.cover.height)
    .webp({ quality: 82 })
    .toFile(coverPath);
  console.log(`wrote ${qrPath} and ${coverPath}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
