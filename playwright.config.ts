import { copyFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_DATASET } from './tests/integration/cms-server';
import { testChromium } from './tests/test-chromium';

const port = Number(process.env.E2E_PORT ?? 3005);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The blog the browser tests see: the bundled posts plus the test edge cases, the dataset
 * `npm run build:e2e` builds from. The server reads this copy, so the build and the server agree
 * and the webhook test can edit it and write the fixture back.
 */
export const DATASET_OVERRIDE = `/tmp/phages-blog-e2e-${port}.ndjson`;
// Once, in the runner: a worker (re)started mid-run also loads this file and must never undo an
// edit the webhook test is making.
if (process.env.TEST_WORKER_INDEX === undefined) copyFileSync(FIXTURE_DATASET, DATASET_OVERRIDE);

const chromium = {
  ...testChromium,
  // A mailto: navigation (the contact form) makes Chromium hand the URL to xdg-open;
  // BROWSER=true turns that hand-off into a no-op.
  env: { ...process.env, BROWSER: 'true' } as Record<string, string>,
};

/** Browser tests run against the production build (`next build` first, then `next start`). */
export default defineConfig({
  testDir: './tests/e2e',
  // Each suite empties only its own folder: `npm test` runs the third-party suite at the same time.
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test is a failing test.
  retries: 0,
  // A ceiling that only ends a hung test: on a 2-core machine at load 25 (other builds beside the
  // suite) an on-demand render on a cold second server plus axe took over 60 s. Never a retry.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: every action, the console and the network (Playwright also
    // writes the page's accessibility tree at the failure). Recording is paid by every test,
    // passing or not, so the trace holds no screenshots and no DOM snapshots (tests/README.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // Tests tagged @mobile-only (touch, the phone menu, the four-card view) exist only at 390 px.
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      // Only what depends on the viewport runs again at phone width: tests tagged @mobile (layouts,
      // overflow, fonts, and every page's axe scan) and @mobile-only (the menu, touch).
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // Layout depends on CSS pixels; rasterising each frame at 2.6× in software only costs CPU.
        deviceScaleFactor: 1,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_REVALIDATE_SECRET: 'e2e-webhook-secret',
      // The webhook test writes an edited copy of the blog dataset here (see tests/e2e/webhook.spec.ts).
      BLOG_DATASET_PATH: DATASET_OVERRIDE,
    },
  },
});
