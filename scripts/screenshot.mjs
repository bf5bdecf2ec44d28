// Full-page screenshots at 390 px and 1280 px: node scripts/screenshot.mjs http://127.0.0.1:3000 / /about
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error(
    'usage: node scripts/screenshot.mjs <base-url> <path> [path…]  (writes to $SHOTS_DIR or /tmp/shots)',
  );
  process.exit(2);
}
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // The web fonts are `font-display: optional`: a cold first page paints in the fallback faces.
  // One visit first puts them in this context's cache, so the captures show a returning visitor's.
  await page.goto(base, { waitUntil: 'networkidle' });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    // Let lazy images below the fold load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    // The image optimiser encodes each new width on its first request: wait for every picture.
    // A full-page capture paints parts of the page that were never on screen; decoding="async"
    // pictures there can be captured before they are decoded, so decode them synchronously.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      for (const image of document.images) image.decoding = 'sync';
    });
    await page.waitForTimeout(300);
    const name =
      (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_')) + `-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    console.log(`${outDir}/${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`);
  }
  await context.close();
}
await browser.close();
