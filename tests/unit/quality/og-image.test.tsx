/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderToStaticMarkup } from 'react-dom/server';
import palette from '@/lib/palette.json';
import paletteDark from '@/lib/palette-dark.json';
import { fitTitle, OG_IMAGE_SIZE, OgImageElement } from '@/lib/seo/og-image';

const harness = path.join(__dirname, 'og-route.harness.mjs');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'og-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Calls the renderer through the test route (a child process: next/og needs real ESM). */
function renderViaRoute(input: object) {
  const out = path.join(dir, `og-${Math.random().toString(36).slice(2)}.png`);
  const stdout = execFileSync(process.execPath, [harness, out, JSON.stringify(input)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { meta: JSON.parse(stdout.trim().split('\n').pop()!), png: readFileSync(out) };
}

describe('Open Graph image renderer', () => {
  test('answers a 1200x630 PNG in the brand colours', async () => {
    const { meta, png } = renderViaRoute({ eyebrow: 'Blog', title: 'Phages vs Antibiotics' });
    expect(meta).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const image = sharp(png);
    const { width, height } = await image.metadata();
    expect({ width, height }).toEqual(OG_IMAGE_SIZE);
    // The background is the ink token; the image is not blank (text and mark drawn on it).
    const { data } = await image
      .clone()
      .extract({ left: 4, top: 620, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const ink = [0x0b, 0x1a, 0x2e];
    for (let channel = 0; channel < 3; channel++) {
      expect(Math.abs(data[channel]! - ink[channel]!)).toBeLessThanOrEqual(6);
    }
    const stats = await image.stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(200); // light title text on dark ground
  }, 60_000);

  test('renders a very long, hostile CMS title without failing', () => {
    const { meta, png } = renderViaRoute({
      title: `</script><img src=x onerror=alert(1)> ${'very long title '.repeat(40)}`,
    });
    expect(meta.status).toBe(200);
    expect(png.length).toBeGreaterThan(10_000);
  }, 60_000);

  test('the element tree carries title, eyebrow and the default byline', () => {
    const html = renderToStaticMarkup(<OgImageElement eyebrow="Research" title="Biofilms" />);
    expect(html).toContain('Biofilms');
    expect(html).toContain('Research');
    expect(html).toContain('Dr. Rowan Ellery');
    // The phage mark twice, in outline (satori reads no CSS): behind the title and in the badge.
    const strokes = [...html.matchAll(/<svg[^>]*stroke="([^"]+)"[^>]*stroke-width="([^"]+)"/g)];
    expect(strokes.map(([, color, width]) => [color, width])).toEqual([
      [palette.fluor, '0.7'],
      [palette.fluor, '1.4'],
    ]);
  });

  test('fitTitle shrinks long titles and cuts at a word with an ellipsis', () => {
    expect(fitTitle('Short').fontSize).toBe(72);
    const size = (length: number) => fitTitle('x'.repeat(length)).fontSize;
    expect([40, 41, 70, 71].map(size)).toEqual([72, 60, 60, 50]);
    const long = fitTitle('word '.repeat(60));
    expect(long.text.length).toBeLessThanOrEqual(110);
    expect(fitTitle('a'.repeat(200)).text).toHaveLength(110);
    expect(long.text.endsWith('word…')).toBe(true);
    expect(long.fontSize).toBe(50);
    expect(fitTitle('   ').text).toBe('Phages & Biomes');
  });

  test('the palettes (OG images, theme colours, asset scripts) equal the design tokens in app/globals.css', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    // A token is either one colour or a light-dark(light, dark) pair.
    const token = (name: string) =>
      new RegExp(
        `--color-${kebab(name)}:\\s*(?:light-dark\\()?(#[0-9a-f]{6})(?:,\\s*(#[0-9a-f]{6})\\))?`,
        'i',
      ).exec(css);
    for (const [name, hex] of Object.entries(palette)) {
      expect({ name, hex: token(name)?.[1]?.toLowerCase() }).toEqual({ name, hex });
    }
    for (const [name, hex] of Object.entries(paletteDark)) {
      expect({ name, dark: token(name)?.[2]?.toLowerCase() }).toEqual({ name, dark: hex });
    }
    // The navy bands pin the ink tokens to their light values.
    const onInk = /\.on-ink[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const name of ['ink', 'inkSoft', 'inkInverse'] as const) {
      expect(onInk).toContain(`--color-${kebab(name)}: ${palette[name]};`);
    }
  });
});
