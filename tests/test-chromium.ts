import chromiumFlags from '../scripts/chromium-flags.json';

/**
 * The browser both Playwright suites launch: Debian's headless shell, the same lean headless
 * Chromium Playwright itself downloads for headless runs (no window, compositor or GPU process
 * of a full browser). Its pages run Chromium's own engine, at about half the CPU per test of the
 * full `chromium` (tests/README.md). The screenshots and the Lighthouse budgets keep the full
 * browser: they measure what a visitor's browser paints.
 */
export const testChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumFlags,
};
