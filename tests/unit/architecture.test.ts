/**
 * The one-way dependencies (docs/architecture.md): the owner's words (content/) depend on no rule
 * (lib/), and the data seam (lib/content) does not reach into the blog's rules (lib/blog).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every module specifier: static and type imports, re-exports, dynamic import() and require(). */
function importSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The repository path a specifier points at ('@/lib/x' and '../lib/x' alike), or null for packages. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return path.normalize(path.join(path.dirname(file), specifier));
  return null;
}

function violations(dir: string, forbidden: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importSpecifiers(readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((specifier) => {
        const to = target(file, specifier);
        return to !== null && (to === forbidden || to.startsWith(`${forbidden}/`));
      })
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

describe('import specifiers', () => {
  test('finds every form of import', () => {
    const source = [
      "import { routes } from '@/lib/routes';",
      "import type { Post } from '../lib/content/types';",
      "import {\n  a,\n  b,\n} from '@/lib/blog/dates';",
      "export { x } from './y';",
      "import '@/lib/side-effect';",
      "const m = await import('@/lib/lazy');",
      "const r = require('../lib/old');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@/lib/routes',
      '../lib/content/types',
      '@/lib/blog/dates',
      './y',
      '@/lib/side-effect',
      '@/lib/lazy',
      '../lib/old',
    ]);
  });

  test('resolves aliases and relative paths to the same repository path', () => {
    expect(target('content/home.ts', '@/lib/routes')).toBe('lib/routes');
    expect(target('content/blog/x.ts', '../../lib/routes')).toBe('lib/routes');
    expect(target('content/home.ts', './gallery')).toBe('content/gallery');
    expect(target('content/home.ts', 'react')).toBeNull();
  });
});

describe('dependency direction', () => {
  test('content/ imports nothing from lib/', () => {
    expect(sourceFiles('content').length).toBeGreaterThan(10);
    expect(violations('content', 'lib')).toEqual([]);
  });

  test('lib/content imports nothing from lib/blog', () => {
    expect(sourceFiles('lib/content').length).toBeGreaterThan(3);
    expect(violations('lib/content', 'lib/blog')).toEqual([]);
  });
});
