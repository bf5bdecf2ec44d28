import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

/**
 * A second production build with every third party configured — voice assistant, analytics,
 * newsletter — against loopback stand-ins (tests/third-party/stand-ins.mjs), so the policy real
 * deployments use is exercised in a browser. Its own distDir, so it never touches the main build.
 */
const port = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3006);
const standIns = Number(process.env.STAND_IN_PORT ?? port + 1);
export const baseURL = `http://127.0.0.1:${port}`;
export const standInOrigin = `http://127.0.0.1:${standIns}`;

const widget = readFileSync('tests/third-party/widget.js');
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next/third-party',
  NEXT_PUBLIC_SITE_URL: baseURL,
  NEXT_PUBLIC_VOICE_AGENT_ID: 'agent_stand_in',
  VOICE_WIDGET_SRC: `${standInOrigin}/widget.js`,
  VOICE_WIDGET_INTEGRITY: `sha384-${createHash('sha384').update(widget).digest('base64')}`,
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_stand_in',
  NEXT_PUBLIC_POSTHOG_HOST: standInOrigin,
  NEXT_PUBLIC_NEWSLETTER_URL: `${standInOrigin}/newsletter`,
  STAND_IN_PORT: String(standIns),
};

export default defineConfig({
  testDir: './tests/third-party',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: 'node tests/third-party/stand-ins.mjs',
      url: `${standInOrigin}/__events`,
      reuseExistingServer: false,
      env,
    },
    {
      command: `npx next build && npx next start -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20 * 60_000,
      env,
    },
  ],
});
