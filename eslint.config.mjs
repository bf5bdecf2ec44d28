import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The one-way dependencies (docs/architecture.md), as import rules. */
const PRODUCT = ['app/**', 'components/**', 'content/**', 'lib/**', '*.ts'];
const publicNext = {
  group: ['next/dist', 'next/dist/*'],
  message: "Next's private internals: use its documented APIs, so `next` can update.",
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [publicNext, ...patterns] }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // `const { dropped, ...kept } = value` is how a field is left out of an object.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
  },
  { files: PRODUCT, rules: restrict() },
  {
    files: ['content/**'],
    rules: restrict({
      regex: '^(@/|(\\.\\./)+)lib(/|$)',
      message: "content/ holds the owner's words and data: it imports no rule from lib/.",
    }),
  },
  {
    files: ['lib/content/**'],
    rules: restrict({
      regex: '^(@/lib/|\\.\\./|\\.\\./\\.\\./lib/)blog(/|$)',
      message: 'The data seam (lib/content) does not reach into the blog rules (lib/blog).',
    }),
  },
  {
    files: ['lib/browser/**', 'components/**/use-*.ts'],
    rules: restrict({
      regex: '^(@/lib/(content|config\\.server)|server-only|node:)',
      message: 'Browser code: no server modules, secrets or Node built-ins.',
    }),
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'bench/.floor/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'studio/dist/**',
    'studio/.sanity/**',
  ]),
]);
