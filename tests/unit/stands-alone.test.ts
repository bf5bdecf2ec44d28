/**
 * @jest-environment node
 *
 * The repository stands alone: no file points at a document outside it. What the product does and
 * why is written in docs/, and comments say it in their own words.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const OUTSIDE = [/\.\.\/shared\b/, /\/work\/shared\b/, /\bspec(ification)? ?§/i, /ENGINEERING\.md/];

test('no tracked file refers to a document outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|json|md|css|sh|ya?ml)$|^Dockerfile$|^\.env/.test(file))
    .filter((file) => file !== 'package-lock.json' && !file.endsWith('/package-lock.json'));
  expect(files.length).toBeGreaterThan(100);
  const offending = files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return OUTSIDE.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
  });
  expect(offending).toEqual([]);
});

test('docs/ describes the product, its architecture and its design decisions', () => {
  for (const doc of ['product.md', 'architecture.md', 'decisions.md'])
    expect(readFileSync(path.join(ROOT, 'docs', doc), 'utf8').length).toBeGreaterThan(1500);
});
