/**
 * @jest-environment node
 */
/**
 * The fallback faces that stand in for Inter and Source Serif 4 until they load. The
 * committed CSS must be what the generator makes of the committed font files, and every fallback
 * family the stacks list must have a face for each weight the site sets.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const committed = readFileSync(join(root, 'app/styles/font-fallbacks.css'), 'utf8');

test('the committed fallback faces are the generator output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'font-fallbacks-'));
  try {
    const out = join(dir, 'font-fallbacks.css');
    execFileSync(process.execPath, [join(root, 'scripts/generate-font-fallbacks.mjs'), out], {
      cwd: root,
    });
    expect(readFileSync(out, 'utf8')).toBe(committed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ['--font-inter-fallback', 'Inter Fallback'],
  ['--font-source-serif-fallback', 'Source Serif Fallback'],
])('%s lists fallback families with a face for 400–700', (variable, prefix) => {
  const stack = new RegExp(`${variable}:([^;]+);`).exec(committed)?.[1] ?? '';
  const families = [...stack.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
  expect(families.length).toBeGreaterThanOrEqual(2);
  for (const family of families) {
    expect(family.startsWith(prefix)).toBe(true);
    const faces = committed
      .split('@font-face')
      .filter((face) => face.includes(`font-family: '${family}';`));
    expect(faces.map((face) => /font-weight: (\d+);/.exec(face)?.[1])).toEqual([
      '400',
      '500',
      '600',
      '700',
    ]);
    for (const face of faces) {
      const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]);
      expect(sizeAdjust).toBeGreaterThan(80);
      expect(sizeAdjust).toBeLessThan(125);
    }
  }
  // The stacks are used by the theme's font families.
  expect(readFileSync(join(root, 'app/globals.css'), 'utf8')).toContain(`var(${variable})`);
});
