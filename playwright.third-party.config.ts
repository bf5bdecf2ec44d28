import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './tests/test-chromium';
import { baseURL, env, port, scholarlyOrigin, standInOrigin } from './tests/third-party/env.cjs';

/**
 * A second production build with every third party configured — voice assistant, analytics,
 * newsletter — against loopback stand-ins (tests/third-party/stand-ins.mjs), so the policy real
 * deployments use is exercised in a browser. Its own distDir (.next/third-party), built first with
 * `node tests/third-party/build.mjs`, so it never touches the main build.
 */
export default defineConfig({
  testDir: './tests/third-party',
  outputDir: './test-results/third-party',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    // As in playwright.config.ts: a failed test keeps its trace, without screenshots or DOM snapshots.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: testChromium,
  },
  webServer: [
    {
      command: 'node tests/third-party/stand-ins.mjs',
      url: `${standInOrigin}/__events`,
      reuseExistingServer: false,
      env,
    },
    {
      command: 'node tests/research/scholarly-apis.mjs',
      url: `${scholarlyOrigin}/__requests`,
      reuseExistingServer: false,
      env,
    },
    {
      command: `npx next start -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env,
    },
  ],
});
