#!/usr/bin/env node
// Builds the second production build (into .next/third-party) that
// playwright.third-party.config.ts serves: `node tests/third-party/build.mjs`.
import { spawn } from 'node:child_process';
import { env } from './env.cjs';
import { startScholarlyApis } from '../research/scholarly-apis.mjs';

// The build reads the owner's ORCID record too, so its stand-in answers while the build runs.
const apis = await startScholarlyApis(Number(env.SCHOLARLY_PORT));
const status = await new Promise((resolve) =>
  spawn('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } }).on(
    'exit',
    resolve,
  ),
);
await apis.close();
process.exit(status ?? 1);
