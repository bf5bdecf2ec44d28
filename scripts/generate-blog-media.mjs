// Generates the bundled blog's images and video: procedural SVG → sharp WebP, frames → ffmpeg WebM.
// Everything is drawn here (no downloads). Run: node scripts/generate-blog-media.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { rng } from './lib/random.mjs';
import palette from '../lib/palette.json' with { type: 'json' };

const IMAGES = 'public/images/blog';
const MEDIA = 'public/media/blog';
mkdirSync(IMAGES, { recursive: true });
mkdirSync(MEDIA, { recursive: true });

const C = {
  ink: palette.ink,
  inkSoft: palette.inkSoft,
  teal: palette.accent,
  tealDeep: palette.accentStrong,
  fluor: palette.fluor,
  agar: palette.agar,
  amber: palette.amber,
  paper: palette.surface,
  sunken: palette.surfaceSunken,
};

/** An icosahedral capsid seen face-on (a hexagon with its facets), tail and fibres. */
function phage(x, y, s, rot, stroke, fill, opacity = 1) {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [Math.cos(a) * s, Math.sin(a) * s];
  });
  const hex = pts.map((p) => p.join(',')).join(' ');
  const facets = pts.map((p) => `M0,0L${p[0]},${p[1]}`).join('');
  const tail = s * 1.6;
  const fibres = [-1, -0.45, 0.45, 1]
    .map((k) => `M0,${s + tail}l${k * s * 0.9},${s * 0.75}l${k * s * 0.25},${s * 0.45}`)
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${rot})" opacity="${opacity}" stroke="${stroke}" stroke-width="${Math.max(1.5, s / 9)}" stroke-linejoin="round" stroke-linecap="round">
    <polygon points="${hex}" fill="${fill}"/><path d="${facets}" fill="none" opacity=".55"/>
    <path d="M0,${s}v${tail}" fill="none" stroke-width="${Math.max(3, s / 4)}"/>
    <path d="M${-s * 0.32},${s + tail * 0.3}h${s * 0.64}M${-s * 0.32},${s + tail * 0.6}h${s * 0.64}" fill="none"/>
    <path d="M${-s * 0.55},${s + tail}h${s * 1.1}" fill="none"/><path d="${fibres}" fill="none"/></g>`;
}

function rod(x, y, len, w, rot, fill, stroke) {
  return `<rect x="${x - len / 2}" y="${y - w / 2}" width="${len}" height="${w}" rx="${w / 2}" transform="rotate(${rot} ${x} ${y})" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
}

function grain(r, W, H, n, color, max = 2.2) {
  let out = '';
  for (let i = 0; i < n; i++)
    out += `<circle cx="${(r() * W).toFixed(1)}" cy="${(r() * H).toFixed(1)}" r="${(0.4 + r() * max).toFixed(2)}" fill="${color}" opacity="${(0.08 + r() * 0.25).toFixed(2)}"/>`;
  return out;
}

const W = 1800;
const H = 1000;

const motifs = {
  /** A field of capsids drifting over a deep background (fluorescence micrograph feel). */
  capsids(seed, bg, accent) {
    const r = rng(seed);
    let g = grain(r, W, H, 900, accent, 1.6);
    for (let i = 0; i < 34; i++) {
      const s = 14 + r() * 46;
      g += phage(r() * W, r() * H * 0.9, s, r() * 360, accent, 'none', 0.18 + r() * 0.5);
    }
    g += phage(W * 0.68, H * 0.34, 120, -14, accent, bg, 1);
    return `<rect width="${W}" height="${H}" fill="${bg}"/><radialGradient id="glow" cx=".68" cy=".4" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".28"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient><rect width="${W}" height="${H}" fill="url(#glow)"/>${g}`;
  },
  /** A bacterial lawn on agar with clear plaques, seen from above. */
  plaques(seed, bg, accent, dish = { cx: W * 0.62, cy: H * 0.55, R: 620 }) {
    const r = rng(seed);
    const { cx, cy, R } = dish;
    let g = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
    g += `<circle cx="${cx}" cy="${cy}" r="${R + 26}" fill="none" stroke="${C.paper}" stroke-opacity=".35" stroke-width="10"/>`;
    g += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${C.agar}"/>`;
    g += `<clipPath id="dish"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath><g clip-path="url(#dish)">`;
    g += grain(r, W, H, 4000, C.amber, 2.4);
    for (let i = 0; i < 90; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * (R - 30);
      const pr = 6 + r() * 26;
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d;
      g += `<circle cx="${x}" cy="${y}" r="${pr + 5}" fill="${C.paper}" opacity=".45"/><circle cx="${x}" cy="${y}" r="${pr}" fill="${accent}" opacity=".92"/>`;
    }
    g += `</g>`;
    return g;
  },
  /** Rod-shaped bacteria with phages docked on their surface. */
  hosts(seed, bg, accent) {
    const r = rng(seed);
    let g = `<rect width="${W}" height="${H}" fill="${bg}"/>` + grain(r, W, H, 700, C.paper, 1.4);
    for (let i = 0; i < 16; i++) {
      const x = r() * W;
      const y = r() * H;
      const rot = r() * 180;
      g += rod(x, y, 240 + r() * 160, 86 + r() * 20, rot, C.agar, C.amber);
      const n = 2 + Math.floor(r() * 4);
      for (let k = 0; k < n; k++) {
        const t = (r() - 0.5) * 200;
        const rad = (rot * Math.PI) / 180;
        const px = x + Math.cos(rad) * t + Math.sin(rad) * 78;
        const py = y + Math.sin(rad) * t - Math.cos(rad) * 78;
        g += phage(px, py - 30, 16, rot + 180, accent, bg, 0.95);
      }
    }
    return g;
  },
  /** A CRISPR array: repeats and spacers as a banded helix. */
  array(seed, bg, accent) {
    const r = rng(seed);
    let g = `<rect width="${W}" height="${H}" fill="${bg}"/>` + grain(r, W, H, 600, accent, 1.5);
    for (let row = 0; row < 7; row++) {
      const y = 150 + row * 120;
      let x = -40 + (row % 2) * 60;
      while (x < W + 40) {
        const isRepeat = r() < 0.5;
        const w = isRepeat ? 60 : 90 + r() * 80;
        g += `<rect x="${x}" y="${y}" width="${w}" height="56" rx="12" fill="${isRepeat ? C.paper : accent}" opacity="${isRepeat ? 0.85 : 0.35 + r() * 0.6}"/>`;
        x += w + 14;
      }
    }
    g += phage(W * 0.8, H * 0.42, 110, 18, C.paper, bg, 1);
    return g;
  },
  /** A gut-like network: villi waves and a community of microbes. */
  community(seed, bg, accent) {
    const r = rng(seed);
    let g = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
    for (let band = 0; band < 5; band++) {
      const y0 = H - band * 110;
      let d = `M0,${H}L0,${y0}`;
      for (let x = 0; x <= W; x += 120) d += `Q${x + 60},${y0 - 120 - r() * 60} ${x + 120},${y0}`;
      d += `L${W},${H}Z`;
      g += `<path d="${d}" fill="${band % 2 ? accent : C.paper}" opacity="${0.1 + band * 0.05}"/>`;
    }
    for (let i = 0; i < 60; i++) {
      const x = r() * W;
      const y = r() * H * 0.6;
      if (r() < 0.5)
        g += `<circle cx="${x}" cy="${y}" r="${10 + r() * 24}" fill="${C.agar}" opacity=".75"/>`;
      else g += rod(x, y, 60 + r() * 50, 26, r() * 180, accent, C.paper);
    }
    for (let i = 0; i < 12; i++)
      g += phage(r() * W, r() * H * 0.55, 12 + r() * 12, r() * 360, C.paper, 'none', 0.8);
    return g;
  },
};

async function writeSvg(svg, file, width, height) {
  await sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .webp({ quality: 78, effort: 5 })
    .toFile(join(IMAGES, file));
  console.log(`${IMAGES}/${file}`);
}

const covers = [
  ['phage-vs-antibiotics', 'hosts', 11, C.ink, C.fluor],
  ['what-is-a-bacteriophage', 'capsids', 12, C.ink, C.fluor],
  ['isolating-phages-from-wastewater', 'plaques', 13, C.tealDeep, C.paper],
  ['lytic-and-lysogenic-cycles', 'hosts', 14, C.tealDeep, C.fluor],
  ['meet-crassphage', 'community', 15, C.ink, C.teal],
  ['phages-against-biofilms', 'hosts', 16, C.inkSoft, C.fluor],
  ['a-century-of-phage-therapy', 'capsids', 17, C.tealDeep, C.agar],
  ['crispr-began-with-phages', 'array', 18, C.ink, C.fluor],
  ['reporter-phages-in-diagnostics', 'plaques', 19, C.ink, C.fluor],
  ['antimicrobial-resistance-by-the-numbers', 'array', 20, C.inkSoft, C.agar],
  ['diet-prophages-and-the-gut', 'community', 21, C.tealDeep, C.agar],
  ['phage-therapy-seminar-2027', 'capsids', 22, C.inkSoft, C.fluor],
  ['a-readers-guide-to-phage-resources', 'plaques', 23, C.inkSoft, C.agar],
];

for (const [slug, motif, seed, bg, accent] of covers) {
  const body = motifs[motif](seed, bg, accent);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  await writeSvg(svg, `${slug}.webp`, W, H);
}

// Inline figures (1400 x 840).
const FW = 1400;
const FH = 840;
function figure(inner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FW}" height="${FH}" viewBox="0 0 ${FW} ${FH}"><rect width="${FW}" height="${FH}" fill="${C.paper}"/>${inner}</svg>`;
}

// Anatomy of a tailed phage, large and centred.
await writeSvg(
  figure(
    `<circle cx="700" cy="420" r="360" fill="${C.sunken}"/>` +
      phage(700, 250, 150, 0, C.ink, palette.accentSoft, 1),
  ),
  'figure-phage-anatomy.webp',
  FW,
  FH,
);

// Two paths: lysis (burst cell) and lysogeny (prophage inside a dividing cell).
{
  let inner = rod(380, 300, 420, 170, 0, C.agar, C.amber);
  inner += phage(380, 150, 34, 180, C.ink, palette.accentSoft);
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    inner += phage(
      380 + Math.cos(a) * 250,
      610 + Math.sin(a) * 120,
      20,
      (a * 180) / Math.PI + 90,
      C.teal,
      palette.accentSoft,
      0.9,
    );
  }
  inner += `<path d="M380 410 v80" stroke="${C.ink}" stroke-width="6" stroke-dasharray="10 10"/>`;
  inner += rod(1000, 300, 420, 170, 0, C.agar, C.amber);
  inner += `<path d="M860 300 q70 -50 140 0 t140 0" fill="none" stroke="${C.teal}" stroke-width="14" stroke-linecap="round"/>`;
  inner += `<path d="M1000 410 v80" stroke="${C.ink}" stroke-width="6" stroke-dasharray="10 10"/>`;
  inner +=
    rod(880, 640, 220, 120, 0, C.agar, C.amber) + rod(1120, 640, 220, 120, 0, C.agar, C.amber);
  inner += `<path d="M820 640 q30 -24 60 0 t60 0" fill="none" stroke="${C.teal}" stroke-width="10"/><path d="M1060 640 q30 -24 60 0 t60 0" fill="none" stroke="${C.teal}" stroke-width="10"/>`;
  await writeSvg(figure(inner), 'figure-lytic-lysogenic.webp', FW, FH);
}

// A plaque assay plate, top view, at figure size.
await writeSvg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${motifs.plaques(31, C.sunken, C.paper, { cx: W / 2, cy: H / 2, R: 420 })}</svg>`,
  'figure-plaque-assay.webp',
  FW,
  Math.round((FW * H) / W),
);

// A short, small video: plaques appearing on a lawn over a night of incubation (VP9 WebM).
{
  const dir = mkdtempSync(join(tmpdir(), 'plaques-'));
  const VW = 640;
  const VH = 360;
  const frames = 48;
  const r = rng(77);
  const spots = Array.from({ length: 40 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 150;
    return {
      x: 320 + Math.cos(a) * d,
      y: 180 + Math.sin(a) * d,
      start: r() * 0.6,
      size: 4 + r() * 10,
    };
  });
  const lawn = grain(rng(78), VW, VH, 900, C.amber, 1.4);
  for (let f = 0; f < frames; f++) {
    const t = f / (frames - 1);
    let g = `<rect width="${VW}" height="${VH}" fill="${C.ink}"/><circle cx="320" cy="180" r="170" fill="${C.agar}"/><clipPath id="d"><circle cx="320" cy="180" r="170"/></clipPath><g clip-path="url(#d)">${lawn}`;
    for (const s of spots) {
      const grow = Math.max(0, Math.min(1, (t - s.start) / 0.35));
      if (grow > 0)
        g += `<circle cx="${s.x}" cy="${s.y}" r="${(s.size * grow).toFixed(2)}" fill="${C.paper}" opacity=".9"/>`;
    }
    g += `</g><circle cx="320" cy="180" r="176" fill="none" stroke="${C.paper}" stroke-opacity=".5" stroke-width="4"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}">${g}</svg>`;
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(dir, `f${String(f).padStart(3, '0')}.png`));
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    '12',
    '-i',
    join(dir, 'f%03d.png'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(MEDIA, 'plaque-timelapse.webm'),
  ]);
  await sharp(join(dir, `f${String(frames - 1).padStart(3, '0')}.png`))
    .webp({ quality: 75 })
    .toFile(join(MEDIA, 'plaque-timelapse-poster.webp'));
  rmSync(dir, { recursive: true, force: true });
  console.log(`${MEDIA}/plaque-timelapse.webm`);
}
