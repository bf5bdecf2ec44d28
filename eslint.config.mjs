import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // `const { dropped, ...kept } = value` is how a field is left out of an object.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
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
