#!/usr/bin/env node
// Builds the second production build (into .next/third-party) that
// playwright.third-party.config.ts serves: `node tests/third-party/build.mjs`.
import { spawnSync } from 'node:child_process';
import { env } from './env.cjs';

const build = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
process.exit(build.status ?? 1);
