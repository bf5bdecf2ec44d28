// The home hero's background loop and its poster, drawn here (nothing downloaded).
// Run: node scripts/generate-hero-media.mjs  → public/media/hero-loop.{webm,mp4}, hero-poster.avif
//      node scripts/generate-hero-media.mjs --poster-only   (the poster alone; the videos stay as they are)
//
// The scene is a fluorescence-microscopy field: out-of-focus bokeh, cyan bacterial rods and amber
// phage particles drifting in Brownian-like orbits, and faint plaque rings spreading. Every motion is
// periodic in LOOP_SECONDS (whole numbers of cycles), so the last frame leads into the first without
// a seam. The poster is frame 0, so the video starts exactly where the poster left off.
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from './lib/random.mjs';
import palette from '../lib/palette.json' with { type: 'json' };

const OUT = 'public/media';
const VIEW_W = 1600;
const VIEW_H = 900;
const VIDEO_W = 960;
const VIDEO_H = 540;
// The poster is the video's size: the loop replaces it at 960x540 anyway, and a phone decodes
// (and downloads) a third of the pixels of a 1600x900 picture before its first paint.
const POSTER_W = VIDEO_W;
const POSTER_H = VIDEO_H;
const POSTER_ONLY = process.argv.includes('--poster-only');
const LOOP_SECONDS = 8;
const FPS = 24;
const FRAMES = LOOP_SECONDS * FPS;
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;

const TAU = Math.PI * 2;
const f = (n) => n.toFixed(1);

/**
 * A closed, wandering path: two harmonics with whole cycle counts per loop, so position(0) equals
 * position(1) and the motion reads as slow Brownian drift rather than a circle.
 */
function orbit(r, amplitude) {
  const ax1 = amplitude * (0.5 + r());
  const ay1 = amplitude * (0.5 + r());
  const ax2 = amplitude * 0.35 * r();
  const ay2 = amplitude * 0.35 * r();
  const p = [r() * TAU, r() * TAU, r() * TAU, r() * TAU];
  const dir = r() < 0.5 ? -1 : 1;
  return (u) => [
    ax1 * Math.sin(TAU * u * dir + p[0]) + ax2 * Math.sin(TAU * 2 * u + p[1]),
    ay1 * Math.cos(TAU * u * dir + p[2]) + ay2 * Math.sin(TAU * 2 * u + p[3]),
  ];
}

const random = rng(20240611);

const bokeh = Array.from({ length: 34 }, () => ({
  x: random() * VIEW_W,
  y: random() * VIEW_H,
  r: 10 + random() * 34,
  o: 0.05 + random() * 0.12,
  hue: random() < 0.8 ? palette.fluor : palette.agar,
  path: orbit(random, 22),
  twinkle: random() * TAU,
}));

const rods = Array.from({ length: 16 }, () => ({
  x: 80 + random() * (VIEW_W - 160),
  y: 60 + random() * (VIEW_H - 120),
  len: 70 + random() * 50,
  w: 24 + random() * 8,
  angle: random() * 180,
  sway: 6 + random() * 10,
  phase: random() * TAU,
  path: orbit(random, 16),
}));

const phages = Array.from({ length: 22 }, () => ({
  x: random() * VIEW_W,
  y: random() * VIEW_H,
  size: 7 + random() * 6,
  angle: random() * 360,
  spin: (random() < 0.5 ? -1 : 1) * (8 + random() * 14),
  phase: random() * TAU,
  path: orbit(random, 38),
}));

const plaques = [
  { x: 1180, y: 250, r: 190, phase: 0.1 },
  { x: 360, y: 640, r: 230, phase: 0.55 },
  { x: 820, y: 470, r: 150, phase: 0.82 },
];

/** A tailed phage: icosahedral head (hexagon in projection), tail, baseplate, fibres. */
function phageShape(size) {
  const r = size;
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${f(Math.cos(a) * r)},${f(Math.sin(a) * r * 1.12)}`;
  }).join(' ');
  const tail = r * 1.8;
  const base = r * 1.1 + tail;
  return `<polygon points="${hex}" fill="${palette.agar}" fill-opacity="0.85"/>
    <rect x="${f(-r * 0.15)}" y="${f(r * 1.1)}" width="${f(r * 0.3)}" height="${f(tail)}" fill="${palette.agar}"/>
    <path d="M${f(-r * 0.4)} ${f(base)} l${f(-r * 0.6)} ${f(r * 0.8)} M${f(r * 0.4)} ${f(base)} l${f(r * 0.6)} ${f(r * 0.8)} M${f(-r * 0.12)} ${f(base)} l${f(-r * 0.25)} ${f(r * 0.95)} M${f(r * 0.12)} ${f(base)} l${f(r * 0.25)} ${f(r * 0.95)}" stroke="${palette.agar}" stroke-width="${f(r / 6)}" fill="none" stroke-linecap="round"/>`;
}

function frameSvg(u, width, height) {
  const bokehLayer = bokeh
    .map((b) => {
      const [dx, dy] = b.path(u);
      const o = b.o * (0.75 + 0.25 * Math.sin(TAU * u + b.twinkle));
      return `<circle cx="${f(b.x + dx)}" cy="${f(b.y + dy)}" r="${f(b.r)}" fill="${b.hue}" opacity="${o.toFixed(3)}"/>`;
    })
    .join('');

  const plaqueLayer = plaques
    .map((p) => {
      const local = (u + p.phase) % 1;
      const radius = p.r * (0.25 + 0.75 * local);
      // Zero opacity at both ends of its cycle, so the ring's restart is invisible.
      const o = 0.22 * Math.sin(Math.PI * local) ** 2;
      return `<circle cx="${p.x}" cy="${p.y}" r="${f(radius)}" fill="none" stroke="${palette.fluor}" stroke-width="3" opacity="${o.toFixed(3)}"/>
        <circle cx="${p.x}" cy="${p.y}" r="${f(radius * 0.92)}" fill="${palette.fluor}" opacity="${(o * 0.18).toFixed(3)}"/>`;
    })
    .join('');

  const rodLayer = rods
    .map((rod) => {
      const [dx, dy] = rod.path(u);
      const a = rod.angle + rod.sway * Math.sin(TAU * u + rod.phase);
      return `<g transform="translate(${f(rod.x + dx)} ${f(rod.y + dy)}) rotate(${f(a)})">
        <rect x="${f(-rod.len / 2)}" y="${f(-rod.w / 2)}" width="${f(rod.len)}" height="${f(rod.w)}" rx="${f(rod.w / 2)}" fill="#2fb8c4" fill-opacity="0.55" stroke="#7ff0e4" stroke-opacity="0.8" stroke-width="2.5"/>
        <rect x="${f(-rod.len / 2 + 10)}" y="${f(-rod.w / 6)}" width="${f(rod.len - 20)}" height="${f(rod.w / 3)}" rx="${f(rod.w / 6)}" fill="#c9fff8" fill-opacity="0.35"/>
      </g>`;
    })
    .join('');

  const phageLayer = phages
    .map((p) => {
      const [dx, dy] = p.path(u);
      const a = p.angle + p.spin * Math.sin(TAU * u + p.phase);
      return `<g transform="translate(${f(p.x + dx)} ${f(p.y + dy)}) rotate(${f(a)})">${phageShape(p.size)}</g>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}">
  <defs>
    <radialGradient id="bg" cx="0.55" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#12324a"/>
      <stop offset="0.55" stop-color="#0a1c2f"/>
      <stop offset="1" stop-color="#040a13"/>
    </radialGradient>
    <filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
    <filter id="glow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceGraphic" stdDeviation="5" result="b"/>
      <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#bg)"/>
  <g filter="url(#far)">${bokehLayer}</g>
  <g filter="url(#soft)">${plaqueLayer}</g>
  <g filter="url(#glow)" opacity="0.9">${rodLayer}</g>
  <g filter="url(#glow)">${phageLayer}</g>
</svg>`;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) {
    console.error(result.stderr.toString());
    throw new Error(`${cmd} failed`);
  }
}

mkdirSync(OUT, { recursive: true });

// AVIF only: the same file is the LCP <img> and the video's poster attribute, fetched once.
await sharp(Buffer.from(frameSvg(0, POSTER_W, POSTER_H)))
  .removeAlpha() // an opaque frame: no alpha plane to store or decode
  .avif({ quality: 50, effort: 6 })
  .toFile(join(OUT, 'hero-poster.avif'));
if (POSTER_ONLY) {
  console.log(
    `${join(OUT, 'hero-poster.avif')}  ${(statSync(join(OUT, 'hero-poster.avif')).size / 1024).toFixed(1)} KiB`,
  );
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'hero-'));
try {
  // Frames, two at a time (sharp's own thread pool does the rest).
  for (let i = 0; i < FRAMES; i += 2) {
    await Promise.all(
      [i, i + 1]
        .filter((n) => n < FRAMES)
        .map((n) =>
          sharp(Buffer.from(frameSvg(n / FRAMES, VIDEO_W, VIDEO_H)))
            .png({ compressionLevel: 1 })
            .toFile(join(work, `f${String(n).padStart(4, '0')}.png`)),
        ),
    );
  }

  const input = ['-y', '-framerate', String(FPS), '-i', join(work, 'f%04d.png')];
  run('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '27',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    join(OUT, 'hero-loop.mp4'),
  ]);
  run('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(OUT, 'hero-loop.webm'),
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const name of ['hero-loop.mp4', 'hero-loop.webm', 'hero-poster.avif']) {
  const bytes = statSync(join(OUT, name)).size;
  console.log(`${join(OUT, name)}  ${(bytes / 1024).toFixed(1)} KiB`);
  if (name.startsWith('hero-loop') && bytes > MAX_VIDEO_BYTES) {
    throw new Error(`${name} is over the 1.5 MB budget`);
  }
}
