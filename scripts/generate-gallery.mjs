// Procedural micrographs and lab scenes for the galleries (no downloaded images).
// Run: node scripts/generate-gallery.mjs  → public/images/gallery/*.webp
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { rng } from './lib/random.mjs';
import palette from '../lib/palette.json' with { type: 'json' };

const W = 1200;
const H = 800;
const OUT = 'public/images/gallery';
mkdirSync(OUT, { recursive: true });

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const grain = (id, freq, opacity, seed) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer></filter>`;

/** A phage: hexagonal head, tail, baseplate and fibres. */
function phage(x, y, size, angle, fill, stroke) {
  const r = size;
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r * 1.15).toFixed(1)}`;
  }).join(' ');
  const tail = r * 1.9;
  return `<g transform="translate(${x} ${y}) rotate(${angle})" stroke="${stroke}" stroke-width="${(r / 9).toFixed(1)}" fill="${fill}" stroke-linecap="round">
    <polygon points="${hex}"/>
    <rect x="${-r * 0.16}" y="${r * 1.1}" width="${r * 0.32}" height="${tail}" />
    <path d="M${-r * 0.45} ${r * 1.1 + tail} h${r * 0.9}" fill="none"/>
    <path d="M${-r * 0.4} ${r * 1.1 + tail} l${-r * 0.7} ${r * 0.8} M${r * 0.4} ${r * 1.1 + tail} l${r * 0.7} ${r * 0.8} M${-r * 0.15} ${r * 1.1 + tail} l${-r * 0.3} ${r} M${r * 0.15} ${r * 1.1 + tail} l${r * 0.3} ${r}" fill="none"/>
  </g>`;
}

const images = {
  'plaque-assay': () => {
    const r = rng(1);
    let plaques = '';
    for (let i = 0; i < 70; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 330;
      const s = 6 + r() * 16;
      plaques += `<circle cx="${600 + Math.cos(a) * d}" cy="${400 + Math.sin(a) * d}" r="${s * 1.5}" fill="#f7e6b8" opacity="0.35"/><circle cx="${600 + Math.cos(a) * d}" cy="${400 + Math.sin(a) * d}" r="${s}" fill="#2b2116" opacity="0.55"/>`;
    }
    return svg(
      `${grain('g', 0.9, 0.35, 3)}<radialGradient id="lawn"><stop offset="0" stop-color="#e9c77a"/><stop offset="1" stop-color="#c9963e"/></radialGradient><clipPath id="dish"><circle cx="600" cy="400" r="370"/></clipPath>`,
      `<rect width="${W}" height="${H}" fill="#1c2633"/><circle cx="600" cy="400" r="385" fill="#dfe6ea" opacity="0.5"/><g clip-path="url(#dish)"><circle cx="600" cy="400" r="370" fill="url(#lawn)"/>${plaques}<rect width="${W}" height="${H}" filter="url(#g)"/></g><circle cx="600" cy="400" r="372" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/><ellipse cx="470" cy="230" rx="150" ry="60" fill="#fff" opacity="0.12" transform="rotate(-30 470 230)"/>`,
    );
  },
  'tem-phages': () => {
    const r = rng(2);
    let body = '';
    for (let i = 0; i < 14; i++)
      body += phage(
        80 + r() * 1040,
        60 + r() * 600,
        26 + r() * 14,
        r() * 360,
        '#d8d8d2',
        '#f4f4ef',
      );
    return svg(
      `${grain('g', 0.65, 0.55, 7)}<radialGradient id="bg"><stop offset="0" stop-color="#7d7c76"/><stop offset="1" stop-color="#3f3e3a"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><g opacity="0.9">${body}</g><rect width="${W}" height="${H}" filter="url(#g)"/><g fill="#fff" font-family="DejaVu Sans" font-size="22"><rect x="980" y="740" width="150" height="8"/><text x="1000" y="728">100 nm</text></g>`,
    );
  },
  'gram-stain': () => {
    const r = rng(3);
    let cells = '';
    for (let i = 0; i < 160; i++) {
      const x = r() * W;
      const y = r() * H;
      const l = 26 + r() * 26;
      const pos = r() > 0.45;
      cells += `<rect x="${x}" y="${y}" width="${l}" height="12" rx="6" transform="rotate(${r() * 180} ${x} ${y})" fill="${pos ? '#4b1f7a' : '#c23b6e'}" opacity="${0.75 + r() * 0.25}"/>`;
    }
    return svg(
      `${grain('g', 0.8, 0.25, 11)}<radialGradient id="bg"><stop offset="0" stop-color="#fbeef0"/><stop offset="1" stop-color="#e9c9cf"/></radialGradient><filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>`,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><g filter="url(#soft)">${cells}</g><rect width="${W}" height="${H}" filter="url(#g)"/>`,
    );
  },
  fluorescence: () => {
    const r = rng(4);
    let cells = '';
    let dots = '';
    for (let i = 0; i < 90; i++) {
      const x = r() * W;
      const y = r() * H;
      cells += `<rect x="${x}" y="${y}" width="${34 + r() * 20}" height="14" rx="7" transform="rotate(${r() * 180} ${x} ${y})" fill="#37e0c5" opacity="${0.5 + r() * 0.5}"/>`;
    }
    for (let i = 0; i < 220; i++)
      dots += `<circle cx="${r() * W}" cy="${r() * H}" r="${2 + r() * 3}" fill="#ff5a7a" opacity="${0.5 + r() * 0.5}"/>`;
    return svg(
      `<filter id="glow"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      `<rect width="${W}" height="${H}" fill="#02060b"/><g filter="url(#glow)">${cells}${dots}</g>`,
    );
  },
  'biofilm-sem': () => {
    const r = rng(5);
    let cocci = '';
    for (let c = 0; c < 9; c++) {
      const cx = 100 + r() * 1000;
      const cy = 80 + r() * 640;
      for (let i = 0; i < 40; i++) {
        const a = r() * Math.PI * 2;
        const d = Math.sqrt(r()) * 120;
        cocci += `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${13 + r() * 6}" fill="url(#ball)"/>`;
      }
    }
    let strands = '';
    for (let i = 0; i < 40; i++)
      strands += `<path d="M${r() * W} ${r() * H} q ${r() * 300 - 150} ${r() * 300 - 150} ${r() * 400 - 200} ${r() * 400 - 200}" stroke="#b9bcbf" stroke-width="${1 + r() * 2}" fill="none" opacity="0.5"/>`;
    return svg(
      `${grain('g', 0.9, 0.3, 13)}<radialGradient id="ball" cx="0.35" cy="0.35"><stop offset="0" stop-color="#f2f3f4"/><stop offset="0.6" stop-color="#8d9195"/><stop offset="1" stop-color="#34373a"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="#2a2d30"/>${strands}${cocci}<rect width="${W}" height="${H}" filter="url(#g)"/>`,
    );
  },
  'capsid-cryo-em': () => {
    const r = rng(6);
    let capsids = '';
    for (let i = 0; i < 34; i++) {
      const x = 60 + r() * 1080;
      const y = 60 + r() * 680;
      const s = 34 + r() * 10;
      const hex = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + r() * 0.1;
        return `${(x + Math.cos(a) * s).toFixed(1)},${(y + Math.sin(a) * s).toFixed(1)}`;
      }).join(' ');
      capsids += `<polygon points="${hex}" fill="#2d2f31" opacity="0.55" stroke="#191a1b" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${s * 0.55}" fill="#4a4c4f" opacity="0.6"/>`;
    }
    return svg(
      `${grain('g', 1.1, 0.6, 17)}<filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>`,
      `<rect width="${W}" height="${H}" fill="#9a9c9e"/><g filter="url(#soft)">${capsids}</g><rect width="${W}" height="${H}" filter="url(#g)"/>`,
    );
  },
  'petri-dishes': () => {
    const r = rng(7);
    let dishes = '';
    const spots = [
      [240, 250],
      [600, 220],
      [960, 260],
      [380, 580],
      [820, 590],
    ];
    spots.forEach(([x, y], i) => {
      let colonies = '';
      for (let k = 0; k < 45; k++) {
        const a = r() * Math.PI * 2;
        const d = Math.sqrt(r()) * 120;
        colonies += `<circle cx="${x + Math.cos(a) * d}" cy="${y + Math.sin(a) * d}" r="${3 + r() * 8}" fill="${['#f1d9a3', '#f6f0e2', '#e7b35f'][i % 3]}" opacity="0.95"/>`;
      }
      dishes += `<ellipse cx="${x + 8}" cy="${y + 14}" rx="160" ry="160" fill="#000" opacity="0.35"/><circle cx="${x}" cy="${y}" r="160" fill="#e9eef1" opacity="0.85"/><circle cx="${x}" cy="${y}" r="148" fill="${['#c99a45', '#a3432f', '#d6b56b'][i % 3]}"/>${colonies}<circle cx="${x}" cy="${y}" r="158" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>`;
    });
    return svg(
      `${grain('g', 0.7, 0.25, 19)}<linearGradient id="bench" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#16263a"/><stop offset="1" stop-color="#0b1522"/></linearGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#bench)"/>${dishes}<rect width="${W}" height="${H}" filter="url(#g)"/>`,
    );
  },
  'well-plate': () => {
    let wells = '';
    for (let row = 0; row < 8; row++)
      for (let col = 0; col < 12; col++) {
        const lysis = col / 11; // a dilution series: turbid → clear
        const fill = `rgb(${Math.round(236 - lysis * 40)},${Math.round(196 - lysis * 10)},${Math.round(96 + lysis * 110)})`;
        wells += `<circle cx="${170 + col * 80}" cy="${130 + row * 78}" r="30" fill="${fill}" stroke="${palette.ink}" stroke-opacity="0.35" stroke-width="3"/><circle cx="${162 + col * 80}" cy="${121 + row * 78}" r="8" fill="#fff" opacity="0.45"/>`;
      }
    return svg(
      `<linearGradient id="plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7f8"/><stop offset="1" stop-color="#d9dfe3"/></linearGradient>`,
      `<rect width="${W}" height="${H}" fill="#0f2a3a"/><rect x="90" y="60" width="1020" height="680" rx="34" fill="url(#plate)"/>${wells}`,
    );
  },
  'sequencing-trace': () => {
    const r = rng(9);
    const colours = ['#1f9e89', '#2c5aa0', '#111827', '#d1495b'];
    let traces = '';
    colours.forEach((c, k) => {
      let d = `M0 ${H - 80}`;
      for (let x = 0; x <= W; x += 8) {
        const peak =
          Math.max(0, Math.sin((x + k * 37) / 23) * Math.sin((x * (k + 2)) / 97)) *
          (260 + r() * 220);
        d += ` L${x} ${(H - 80 - peak).toFixed(1)}`;
      }
      traces += `<path d="${d}" fill="none" stroke="${c}" stroke-width="3" opacity="0.9"/>`;
    });
    let bases = '';
    for (let i = 0; i < 44; i++)
      bases += `<text x="${20 + i * 27}" y="60" fill="${colours[i % 4]}" font-family="DejaVu Sans Mono" font-size="24" font-weight="bold">${'ACGT'[Math.floor(r() * 4)]}</text>`;
    return svg(
      '',
      `<rect width="${W}" height="${H}" fill="#fbfaf6"/>${bases}<line x1="0" y1="${H - 80}" x2="${W}" y2="${H - 80}" stroke="#9aa5b1" stroke-width="2"/>${traces}`,
    );
  },
  'gel-electrophoresis': () => {
    const r = rng(10);
    let lanes = '';
    for (let l = 0; l < 10; l++) {
      const x = 110 + l * 104;
      lanes += `<rect x="${x}" y="90" width="70" height="14" fill="#0a0f14"/>`;
      const n = l === 0 ? 9 : 2 + Math.floor(r() * 4);
      for (let b = 0; b < n; b++) {
        const y = l === 0 ? 160 + b * 62 : 150 + r() * 560;
        lanes += `<rect x="${x}" y="${y}" width="70" height="${l === 0 ? 7 : 10}" rx="3" fill="#ffd56a" opacity="${0.5 + r() * 0.5}"/>`;
      }
    }
    return svg(
      `<filter id="glow"><feGaussianBlur stdDeviation="3.5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      `<rect width="${W}" height="${H}" fill="#05121a"/><rect x="70" y="60" width="1060" height="690" rx="12" fill="#0e2530"/><g filter="url(#glow)">${lanes}</g>`,
    );
  },
  'culture-flasks': () => {
    const flask = (x, fill, label) =>
      `<g transform="translate(${x} 140)"><path d="M-40 0 h80 v150 l140 330 q10 30 -20 30 h-320 q-30 0 -20 -30 l140 -330z" fill="#e6eef2" opacity="0.25" stroke="#e6eef2" stroke-width="6"/><path d="M-95 270 h190 l75 180 q8 28 -18 28 h-304 q-26 0 -18 -28z" fill="${fill}"/><text x="0" y="560" text-anchor="middle" fill="#e6eef2" font-family="DejaVu Sans" font-size="26">${label}</text></g>`;
    return svg(
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#12304a"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${flask(300, '#d9a441', 'no phage')}${flask(600, '#e2c27d', '+ phage, 2 h')}${flask(900, '#f3ead2', '+ phage, 6 h')}`,
    );
  },
  'genome-map': () => {
    const r = rng(12);
    let arcs = '';
    let angle = 0;
    const colours = [
      palette.accent,
      palette.fluor,
      palette.agar,
      palette.amber,
      palette.inkSoft,
      '#c23b6e',
    ];
    while (angle < 355) {
      const len = 4 + r() * 14;
      const ring = r() > 0.5 ? 290 : 250;
      const a0 = ((angle - 90) * Math.PI) / 180;
      const a1 = ((angle + len - 90) * Math.PI) / 180;
      arcs += `<path d="M${600 + Math.cos(a0) * ring} ${400 + Math.sin(a0) * ring} A${ring} ${ring} 0 0 1 ${600 + Math.cos(a1) * ring} ${400 + Math.sin(a1) * ring}" stroke="${colours[Math.floor(r() * colours.length)]}" stroke-width="30" fill="none"/>`;
      angle += len + 1.5;
    }
    return svg(
      '',
      `<rect width="${W}" height="${H}" fill="${palette.surface}"/><circle cx="600" cy="400" r="270" fill="none" stroke="${palette.lineStrong}" stroke-width="2"/>${arcs}<text x="600" y="392" text-anchor="middle" font-family="DejaVu Serif" font-size="38" fill="${palette.ink}">phage genome</text><text x="600" y="436" text-anchor="middle" font-family="DejaVu Sans" font-size="24" fill="${palette.inkMuted}">~48 kb, 72 predicted ORFs</text>`,
    );
  },
};

for (const [name, draw] of Object.entries(images)) {
  await sharp(Buffer.from(draw())).webp({ quality: 72, effort: 5 }).toFile(`${OUT}/${name}.webp`);
  console.log(`${OUT}/${name}.webp`);
}
