import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

/**
 * Pages printed through Chromium's own print pipeline (page.pdf applies the print styles),
 * read back with poppler's pdftotext and pdfinfo (scripts/ensure-tools.sh installs them).
 */

/** The origin the build was made for (scripts/test-all.sh sets the same default). */
const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';

interface Printed {
  text: string;
  pages: number;
}

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'print-test-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function print(page: Page, name: string): Promise<Printed> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

/** Words only the site's chrome prints: navigation, footer, notices, widgets. */
function expectNoChrome(text: string) {
  for (const chrome of ['Skip to content', 'All rights reserved', 'Terms of Service']) {
    expect(text).not.toContain(chrome);
  }
}

/** Text of a printed page with the layout's line breaks and hyphen-free wraps joined up. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

test('the About page prints as a clean CV', async ({ page }) => {
  // Dark on screen: paper is printed light all the same.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const { text, pages } = await print(page, 'about');
  const words = flat(text);
  expect(words).toContain(site.owner.name);
  expect(words).toContain(site.owner.credentials);
  for (const section of [
    'Professional Summary',
    'Education',
    'Work Experience',
    'Skills',
    'Publications',
    'Professional Memberships',
    'Extracurricular Activities',
  ]) {
    expect(words).toContain(section);
  }
  // No navigation, footer, table of contents, gallery or download button.
  expectNoChrome(text);
  expect(words).not.toContain('On this page');
  expect(words).not.toContain('Download CV');
  expect(words).not.toContain('Gallery');
  // A CV of a few pages, not the screen layout's many.
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pages).toBeLessThanOrEqual(6);
});

test('no CV section or entry that fits on a page is split across a page break', async ({
  page,
}) => {
  await page.emulateMedia({ media: 'print' });
  await page.goto('/about');
  const entries = page.locator(
    '#professional-summary, #education, #skills, #work-experience li, #education li, #memberships li',
  );
  expect(await entries.count()).toBeGreaterThan(3);
  for (const style of await entries.evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).breakInside),
  )) {
    expect(style).toBe('avoid');
  }
});

for (const { path: route, title, date } of [
  {
    path: '/research/phage-therapy-advances',
    title: 'Phage Therapy Advances',
    date: 'Reviewed 2025',
  },
  {
    path: '/blogs/phage-vs-antibiotics',
    title: 'Phages vs Antibiotics',
    date: 'October 28, 2026',
  },
]) {
  test(`${route} prints as a document with its address and date`, async ({ page }) => {
    await page.goto(route);
    const { text, pages } = await print(page, route.replace(/\W+/g, '-'));
    const words = flat(text);
    expect(words).toContain(title);
    expect(words).toContain(date);
    expect(words).toContain(`Online at ${SITE_URL}${route}`);
    expectNoChrome(text);
    expect(words).not.toContain('Scroll to');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(8);
  });
}
