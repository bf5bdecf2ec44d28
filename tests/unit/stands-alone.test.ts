/**
 * @jest-environment node
 *
 * The repository stands alone: no file points at a document outside it, and what the product does
 * and why is written in docs/, naming only what is there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Every file, module and environment variable README.md and docs/ name in backticks exists. */
test('the documents name only what is there', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const names = new Set(tracked.map((file) => path.basename(file)));
  const settings = [
    '.env.example',
    'lib/config.ts',
    'lib/config.server.ts',
    'playwright.config.ts',
    'tests/test-chromium.ts',
  ]
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');
  const exists = (file: string) =>
    ['', '.ts', '.tsx', '/index.ts'].some((ext) => existsSync(path.join(ROOT, file + ext)));
  const docs = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((doc) => `docs/${doc}`)];
  const missing = docs.flatMap((doc) =>
    [...readFileSync(path.join(ROOT, doc), 'utf8').matchAll(/`([^`\n]+)`/g)]
      .flatMap((match) => match[1]!.split(/\s+/))
      .filter((word) => {
        const name = word.replace(/=.*/, '');
        if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name)) return !settings.includes(name);
        if (/[*{}<>]/.test(word)) return false;
        if (word.startsWith('@/')) return !exists(word.slice(2));
        // A path may carry a position, as an error message names it ("file.bib:24:").
        if (/^(app|bench|components|content|docs|lib|public|scripts|studio|tests)\//.test(word))
          return !exists(word.replace(/(:\d+)*:?$/, ''));
        return /^[\w.-]+\.(ts|tsx|mjs|json|css|sh)$/.test(word) && !names.has(word);
      })
      .map((word) => `${doc}: ${word}`),
  );
  expect(missing).toEqual([]);
});
