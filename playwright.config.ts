import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium, launched the same way by the tests, the screenshots and the benchmark.
import chromiumFlags from './scripts/chromium-flags.json';

const port = Number(process.env.E2E_PORT ?? 3005);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
  // A mailto: navigation (the contact form) makes Chromium hand the URL to xdg-open;
  // BROWSER=true turns that hand-off into a no-op.
  env: { ...process.env, BROWSER: 'true' } as Record<string, string>,
};

/** Browser tests run against the production build (`next build` first, then `next start`). */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test is a failing test.
  retries: 0,
  // A test drives a full Chromium page plus axe on a shared 2-core machine: 30 s was too tight for
  // the heaviest pages while the suite runs two workers (never a retry: the budget is per test).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      // HTTP-level specs do not depend on the viewport: the desktop project covers them.
      testIgnore: [
        '**/hostile.spec.ts',
        '**/headers.spec.ts',
        '**/seo.spec.ts',
        '**/webhook.spec.ts',
        '**/outage.spec.ts',
        // Starts its own server on E2E_PORT + 2: one project only, so two never compete for it.
        '**/draft-mode.spec.ts',
      ],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
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
      BLOG_DATASET_PATH: `/tmp/phages-blog-e2e-${port}.ndjson`,
    },
  },
});
