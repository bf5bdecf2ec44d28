import type { Locator, Page } from '@playwright/test';
import { homeMeta, newsletterSection, resistanceBanner } from '@/content/home';
import { expect, expectAccessible, test } from './fixtures';

const TAGLINE =
  'Exploring the frontiers of science and health through innovative research and insights.';
const PRIVACY_NOTE = 'We respect your privacy. Unsubscribe at any time.';
const CARD_TITLES = [
  'Bacteriophage Therapy',
  'Clinical Microbiology',
  'Molecular Diagnostics',
  'Antimicrobial Resistance',
  'Biofilm Reduction',
  'Public Health Microbiology',
];

// The home page keeps a video, a typing loop and two strips moving: axe needs longer on a busy CPU.
test.describe.configure({ timeout: 60_000 });

const typedTagline = (page: Page) => page.locator('.typing-tagline-typed');
const scrollLeftOf = (locator: Locator) => locator.evaluate((element) => element.scrollLeft);

test.describe('home: server HTML (what crawlers read without JavaScript)', () => {
  test('holds the title, tagline, sections, cards and newsletter note', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Phages &amp; Biomes - Bacteriophage Research</title>');
    expect(html).toContain(`<meta name="description" content="${homeMeta.description}"/>`);
    // The whole tagline, in the sr-only copy and in the first paint of the animated copy.
    expect(html).toContain(`<span class="sr-only">${TAGLINE}</span>`);
    expect(html).toContain(`<span class="typing-tagline-typed">${TAGLINE}</span>`);
    expect(html).toMatch(/<h1[^>]*>Phages &amp; Biomes<\/h1>/);
    for (const title of CARD_TITLES) expect(html).toContain(`>${title}</a></h3>`);
    expect(html).toContain('View All Research Areas');
    expect(html).toContain(resistanceBanner.line);
    expect(html).toContain(PRIVACY_NOTE);
    // No <video> in the HTML: the loop's own first frame, the poster picture, stands in until the
    // page has loaded and is idle.
    expect(html).not.toContain('<video');
    // The poster is the LCP image: React preloads an <img fetchPriority="high"> from <head>.
    const preload = html.match(
      /<link rel="preload"[^>]*href="\/media\/hero-poster\.avif"[^>]*>/,
    )?.[0];
    expect(preload).toContain('as="image"');
    expect(preload).toContain('fetchPriority="high"');
    expect(html).toMatch(/<img [^>]*fetchPriority="high"[^>]*src="\/media\/hero-poster\.avif"/);
  });

  test('the hero media stay within budget', async ({ request }) => {
    for (const path of ['/media/hero-loop.mp4', '/media/hero-loop.webm']) {
      const body = await (await request.get(path)).body();
      expect(body.byteLength, path).toBeGreaterThan(10_000);
      expect(body.byteLength, path).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    }
    const poster = await request.get('/media/hero-poster.avif');
    expect(poster.headers()['content-type']).toBe('image/avif');
    // The LCP picture: the loop's own size (960x540), small enough to decode before first paint.
    expect((await poster.body()).byteLength).toBeLessThanOrEqual(12 * 1024);
  });
});

test.describe('home: with motion', () => {
  test('the hero video loops muted inline from its poster, and starts once loaded and idle', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('.hero video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.avif');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await expectAccessible(page);
  });

  test('the tagline deletes itself and types itself again', async ({ page }) => {
    await page.goto('/');
    // After its 3 s pause the sentence is deleted down to (almost) nothing… (checked in the page
    // on every frame: the short-text window lasts about a second)
    await page.waitForFunction(
      () => (document.querySelector('.typing-tagline-typed')?.textContent?.length ?? 99) < 20,
      null,
      { polling: 'raf', timeout: 15_000 },
    );
    // …then retyped in full.
    await expect(typedTagline(page)).toHaveText(TAGLINE, { timeout: 10_000 });
    // Screen readers always have the full sentence.
    await expect(page.locator('.typing-tagline .sr-only')).toHaveText(TAGLINE);
    await expectAccessible(page);
  });

  test('the tagline animation shifts no layout (CLS ≈ 0) and the poster is the LCP', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForTimeout(5_000); // a full delete and part of the retype
    const { cls, shifts, lcpSrc } = await page.evaluate(
      () =>
        new Promise<{ cls: number; shifts: string[]; lcpSrc: string | null }>((resolve) => {
          let cls = 0;
          const shifts: string[] = [];
          let lcpSrc: string | null = null;
          type Shift = PerformanceEntry & {
            value: number;
            sources?: {
              node?: Node;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              cls += entry.value;
              // Which element moved, and from where to where, so that a failure says what shifted.
              for (const { node, previousRect: from, currentRect: to } of entry.sources ?? [])
                shifts.push(
                  `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ` +
                    `${node?.nodeName ?? '?'}.${node instanceof Element ? node.className : ''} ` +
                    `(${from.x},${from.y} ${from.width}x${from.height}) → (${to.x},${to.y} ${to.width}x${to.height})`,
                );
            }
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as unknown as { element?: Element; url?: string };
            lcpSrc = last?.url ?? last?.element?.getAttribute('src') ?? null;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ cls, shifts, lcpSrc }), 200);
        }),
    );
    expect(cls, shifts.join('\n')).toBeLessThan(0.01);
    expect(lcpSrc).toContain('/media/hero-poster.avif');
  });

  test('the image strips scroll themselves', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Microscope gallery', 'Lab gallery']) {
      const strip = page.getByRole('region', { name });
      await strip.scrollIntoViewIfNeeded();
      const start = await scrollLeftOf(strip);
      await expect.poll(() => scrollLeftOf(strip), { timeout: 5_000 }).toBeGreaterThan(start + 3);
    }
    await expectAccessible(page);
  });

  test('hovering a strip pauses it; leaving resumes it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'hover needs a mouse');
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Microscope gallery' });
    await strip.scrollIntoViewIfNeeded();
    await strip.hover();
    await page.waitForTimeout(150);
    const paused = await scrollLeftOf(strip);
    await page.waitForTimeout(800);
    expect(await scrollLeftOf(strip)).toBe(paused);
    await page.mouse.move(5, 5);
    await expect.poll(() => scrollLeftOf(strip), { timeout: 3_000 }).toBeGreaterThan(paused);
  });

  test(
    'touching a strip pauses it; it resumes after the touch ends',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'touch is the mobile project');
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Lab gallery' });
      await strip.scrollIntoViewIfNeeded();
      await strip.dispatchEvent('touchstart');
      await page.waitForTimeout(150);
      const paused = await scrollLeftOf(strip);
      await page.waitForTimeout(800);
      expect(await scrollLeftOf(strip)).toBe(paused);
      await strip.dispatchEvent('touchend');
      await expect.poll(() => scrollLeftOf(strip), { timeout: 3_000 }).toBeGreaterThan(paused);
    },
  );

  test('the Pause button stops a strip', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Microscope gallery' });
    await strip.scrollIntoViewIfNeeded();
    const toggle = page.getByRole('button', { name: 'Pause the microscope gallery' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(5, 5);
    await page.waitForTimeout(300);
    const paused = await scrollLeftOf(strip);
    await page.waitForTimeout(800);
    expect(await scrollLeftOf(strip)).toBe(paused);
  });

  test('each strip shows its images once for assistive technology and repeats them', async ({
    page,
    request,
  }) => {
    // The server sends each picture once; the loop's repeat run is built when a strip first moves.
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-strip-repeat');
    await page.goto('/');
    for (const name of ['Microscope gallery', 'Lab gallery']) {
      const strip = page.getByRole('region', { name });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator('li')).toHaveCount(12);
      await expect(strip.locator('[data-strip-repeat][aria-hidden="true"] li')).toHaveCount(6);
      await expect(strip.getByRole('img')).toHaveCount(6);
      for (const img of await strip.locator('img').all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
      }
    }
    const closing = page.getByRole('region', { name: 'From plaque to genome' });
    await expect(closing.getByRole('img')).toHaveCount(4);
  });

  test('the newsletter section has its note and, unconfigured, subscribes by e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: newsletterSection.title });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(PRIVACY_NOTE, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Subscribe by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(section.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('home: research areas', () => {
  test('six cards in order, each linking to /phages or /research', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Research areas' });
    // All six are in the DOM on every screen (two are display:none below 768 px).
    await expect(list.locator('h3')).toHaveText(CARD_TITLES);
    for (const link of await list.locator('a').all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/(phages|research)$/);
    }
  });

  test(
    'mobile shows exactly the first four cards and "View All Research Areas"',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the four-card view is below 768 px');
      await page.goto('/');
      const list = page.getByRole('list', { name: 'Research areas' });
      await expect(list.locator('li:visible')).toHaveCount(4);
      await expect(list.locator('li:visible h3')).toHaveText(CARD_TITLES.slice(0, 4));
      await expect(page.getByRole('button', { name: 'Next research areas' })).toBeHidden();
      const viewAll = page.getByRole('link', { name: 'View All Research Areas' });
      await expect(viewAll).toBeVisible();
      await viewAll.click();
      await expect(page).toHaveURL(/\/research$/);
    },
  );

  test('desktop: a carousel of all six, moved by the buttons, disabled at the ends', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the carousel is 768 px and up');
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Research areas' });
    await expect(list.locator('li:visible')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'View All Research Areas' })).toBeHidden();
    const cardWidth = await list
      .locator('li')
      .first()
      .evaluate((li: HTMLElement) => li.offsetWidth);
    expect(cardWidth).toBe(320);

    const previous = page.getByRole('button', { name: 'Previous research areas' });
    const next = page.getByRole('button', { name: 'Next research areas' });
    await list.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    // One step is exactly 320 px, not rounded to a card's pitch.
    await expect.poll(() => scrollLeftOf(list)).toBe(320);
    await expect(previous).toBeEnabled();

    for (let i = 0; i < 6 && (await next.isEnabled()); i++) {
      // The smooth scroll may reach the end (and disable the button) between the check and the
      // click; force skips Playwright's wait-until-enabled, and a disabled button ignores the click.
      await next.click({ force: true });
      await page.waitForTimeout(450);
    }
    await expect(next).toBeDisabled();
    const end = await scrollLeftOf(list);
    await previous.click();
    await expect.poll(() => scrollLeftOf(list)).toBeLessThan(end);

    // Keyboard: the buttons work with Enter.
    await previous.focus();
    const before = await scrollLeftOf(list);
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollLeftOf(list)).toBeLessThan(before);
    await expectAccessible(page);
  });

  test('a card link is reachable by keyboard and scrolls into view', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the carousel is 768 px and up');
    await page.goto('/');
    const last = page.getByRole('link', { name: 'Public Health Microbiology' });
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });
});

test.describe('home: reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('full tagline at once, no video, strips stand still', async ({ page }) => {
    await page.goto('/');
    await expect(typedTagline(page)).toHaveText(TAGLINE);
    await expect(page.locator('.typing-tagline-caret')).toHaveCount(0);

    const microscope = page.getByRole('region', { name: 'Microscope gallery' });
    await microscope.scrollIntoViewIfNeeded();
    const start = await scrollLeftOf(microscope);
    await page.waitForTimeout(3_500);
    expect(await scrollLeftOf(microscope)).toBe(start);
    await expect(page.getByRole('button', { name: /^Pause the/ })).toHaveCount(0);

    // Past the typing loop's first 3 s pause: still whole.
    await expect(typedTagline(page)).toHaveText(TAGLINE);

    // The loop is never created: the poster picture stays.
    await page.waitForLoadState('load');
    await page.waitForTimeout(2_500); // past the idle moment the loop would have waited for
    await expect(page.locator('.hero video')).toHaveCount(0);
    await expect(page.locator('.hero img[src="/media/hero-poster.avif"]')).toBeVisible();
    await expectAccessible(page);
  });

  test('no horizontal overflow', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
