// The About page's illustrated portrait: a flat, stylised avatar (not a photograph of anyone).
// Run: node scripts/generate-about-art.mjs  → public/images/about/portrait.webp (640x640)
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import palette from '../lib/palette.json' with { type: 'json' };

const S = 640;
const OUT = 'public/images/about';

/** Small phage outlines scattered in the background, as a motif. */
function motif() {
  const spots = [
    [92, 110, -18, 0.9],
    [540, 96, 22, 0.75],
    [110, 430, 12, 0.7],
    [548, 380, -26, 0.85],
    [320, 70, 4, 0.55],
  ];
  return spots
    .map(
      ([
        x,
        y,
        a,
        s,
      ]) => `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})" fill="none" stroke="${palette.fluor}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
      <polygon points="0,-30 22,-18 22,8 0,20 -22,8 -22,-18"/>
      <path d="M0 20 v30 M-12 50 h24 M-10 50 l-14 18 M10 50 l14 18 M-4 50 l-6 22 M4 50 l6 22"/>
    </g>`,
    )
    .join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#14405a"/><stop offset="1" stop-color="${palette.ink}"/></radialGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6ea"/></linearGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c98e6b"/><stop offset="1" stop-color="#b27a58"/></linearGradient>
  </defs>
  <rect width="${S}" height="${S}" fill="url(#bg)"/>
  ${motif()}
  <circle cx="320" cy="300" r="200" fill="${palette.fluor}" opacity="0.08"/>
  <!-- shoulders and lab coat -->
  <path d="M120 640 C130 520 200 470 320 462 C440 470 510 520 520 640 Z" fill="url(#coat)"/>
  <path d="M262 470 L320 560 L378 470 C360 466 340 464 320 464 C300 464 280 466 262 470 Z" fill="${palette.accent}"/>
  <path d="M262 470 L300 640 M378 470 L340 640" stroke="${palette.lineStrong}" stroke-width="4" fill="none"/>
  <path d="M262 470 L236 540 L292 560 Z M378 470 L404 540 L348 560 Z" fill="${palette.inkInverse}" stroke="${palette.lineStrong}" stroke-width="3"/>
  <rect x="410" y="560" width="58" height="14" rx="4" fill="${palette.accent}"/>
  <!-- neck -->
  <path d="M290 400 L290 466 C300 486 340 486 350 466 L350 400 Z" fill="#a86f4f"/>
  <!-- head -->
  <ellipse cx="320" cy="318" rx="88" ry="104" fill="url(#skin)"/>
  <ellipse cx="232" cy="326" rx="14" ry="22" fill="#b27a58"/>
  <ellipse cx="408" cy="326" rx="14" ry="22" fill="#b27a58"/>
  <!-- hair -->
  <path d="M226 318 C214 220 262 184 326 186 C394 188 428 232 414 322 C404 270 380 248 346 238 C312 262 262 262 236 272 C230 290 228 304 226 318 Z" fill="#2c2420"/>
  <!-- glasses -->
  <g fill="none" stroke="${palette.ink}" stroke-width="5">
    <rect x="256" y="304" width="52" height="38" rx="12"/>
    <rect x="332" y="304" width="52" height="38" rx="12"/>
    <path d="M308 320 h24"/>
  </g>
  <circle cx="282" cy="324" r="5" fill="${palette.ink}"/>
  <circle cx="358" cy="324" r="5" fill="${palette.ink}"/>
  <path d="M296 374 C310 386 330 386 344 374" fill="none" stroke="#6e3f2c" stroke-width="5" stroke-linecap="round"/>
  <path d="M320 330 L312 356 L324 358" fill="none" stroke="#8d5a40" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

mkdirSync(OUT, { recursive: true });
await sharp(Buffer.from(svg)).webp({ quality: 84 }).toFile(`${OUT}/portrait.webp`);
console.log(`wrote ${OUT}/portrait.webp`);
