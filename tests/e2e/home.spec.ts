import type { Locator, Page } from '@playwright/test';
import { homeMeta, newsletterSection, resistanceBanner } from '@/content/home';
import { expect, expectAccessible, pageSettled, test } from './fixtures';

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

/** The tagline's visible copy, whole until its loop starts (and always, with reduced motion). */
const taglineCopy = (page: Page) => page.locator('.typing-tagline-copy');

/**
 * The characters the moving tagline shows now: on each line, those whose box ends inside its
 * window, read from the windows' animated transforms (the compositor plays them; reading the
 * computed style samples them here).
 */
function taglineShown(): string {
  return [...document.querySelectorAll('.typing-tagline-line')]
    .map((line) => {
      const slider = line.querySelector('.typing-tagline-window')!;
      const node = line.querySelector('.typing-tagline-text')!.firstChild as Text;
      const box = line.getBoundingClientRect();
      const shown = box.width + new DOMMatrix(getComputedStyle(slider).transform).m41;
      // The text slides back as far as its window slides on: each character is where it lies.
      const range = document.createRange();
      let count = 0;
      for (; count < node.length; count++) {
        range.setStart(node, count);
        range.setEnd(node, count + 1);
        const { left, right } = range.getBoundingClientRect();
        // (A space where the line breaks lies past its end: it shows with the line.)
        const beyond = left - box.left >= box.width - 0.5;
        if (right > left && right - box.left > shown + 0.5 && !beyond) break;
      }
      return node.data.slice(0, count);
    })
    .join('');
}
const scrollLeftOf = (locator: Locator) => locator.evaluate((element) => element.scrollLeft);

/**
 * The strip stands still: its position has not changed for 30 painted frames spanning at least
 * 500 ms. A moving strip gains 9 px/s and at least one pixel every few frames, so it never meets
 * this; the 20 s ceiling only ends a strip that never stops.
 */
async function expectStandingStill(strip: Locator) {
  const still = await strip.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        let position = element.scrollLeft;
        let since = started;
        let frames = 0;
        requestAnimationFrame(function check(now) {
          if (element.scrollLeft !== position) {
            position = element.scrollLeft;
            since = now;
            frames = 0;
          } else frames += 1;
          if (frames >= 30 && now - since >= 500) resolve(true);
          else if (now - started > 20_000) resolve(false);
          else requestAnimationFrame(check);
        });
      }),
  );
  expect(still, 'the strip stood still').toBe(true);
}

/** The strip is moving on its own: its position grows. */
async function expectMoving(strip: Locator) {
  const start = await scrollLeftOf(strip);
  await expect.poll(() => scrollLeftOf(strip), { timeout: 10_000 }).toBeGreaterThan(start + 3);
}

test.describe('home: server HTML (what crawlers read without JavaScript)', () => {
  test('holds the title, tagline, sections, cards and newsletter note', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Phages &amp; Biomes - Bacteriophage Research</title>');
    expect(html).toContain(`<meta name="description" content="${homeMeta.description}"/>`);
    // The whole tagline, in the sr-only copy and in the first paint of the animated copy.
    expect(html).toContain(`<span class="sr-only">${TAGLINE}</span>`);
    expect(html).toContain(`<span class="typing-tagline-copy">${TAGLINE}</span>`);
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

  test('one pause stops the hero’s video and tagline; the scroll cue drifts twice, then rests', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('.hero video');
    await expect(page.locator('.typing-tagline-line')).not.toHaveCount(0);
    await expect(video).toHaveCount(1);
    const pause = page.getByRole('button', { name: 'Pause the background video and tagline' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(video).toHaveCount(0);
    await expect(page.locator('.typing-tagline-line')).toHaveCount(0);
    await expect(taglineCopy(page)).toHaveText(TAGLINE);
    await expect(taglineCopy(page)).not.toHaveClass(/invisible/);
    // Moving for under five seconds, it needs no pause of its own.
    const cue = await page
      .locator('.hero-scroll-cue svg')
      .evaluate((svg) => svg.getAnimations().map((a) => a.effect?.getComputedTiming().endTime));
    expect(cue).toEqual([4800]);
    await expectAccessible(page);
  });

  test('the tagline deletes itself and types itself again, shifting no layout (CLS ≈ 0); the poster is the LCP', async ({
    page,
  }) => {
    await page.goto('/');
    // After its 3 s pause the sentence is deleted down to (almost) nothing and retyped: watched on
    // every frame (the short-text window lasts about a second).
    await page.locator('.typing-tagline-line').first().waitFor();
    await page.evaluate(`window.taglineShown = ${taglineShown}`);
    for (const reached of ['length < 20', 'length >= 40'])
      await page.waitForFunction(
        (test) => {
          const { length } = (window as unknown as { taglineShown(): string }).taglineShown();
          return test === 'length < 20' ? length < 20 : length >= 40;
        },
        reached,
        { polling: 'raf', timeout: 20_000 },
      );
    // Every layout shift and LCP entry so far, from the browser's buffers: takeRecords() hands
    // over the buffered entries at once, so nothing waits for an observer's callback.
    const { cls, shifts, lcpSrc } = await page.evaluate(() => {
      type Shift = PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const buffered = (type: string) => {
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type, buffered: true });
        const entries = observer.takeRecords();
        observer.disconnect();
        return entries;
      };
      let cls = 0;
      const shifts: string[] = [];
      for (const entry of buffered('layout-shift') as Shift[]) {
        cls += entry.value;
        // Which element moved, and from where to where, so that a failure says what shifted.
        for (const { node, previousRect: from, currentRect: to } of entry.sources ?? [])
          shifts.push(
            `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ` +
              `${node?.nodeName ?? '?'}.${node instanceof Element ? node.className : ''} ` +
              `(${from.x},${from.y} ${from.width}x${from.height}) → (${to.x},${to.y} ${to.width}x${to.height})`,
          );
      }
      const last = buffered('largest-contentful-paint').at(-1) as unknown as
        { element?: Element; url?: string } | undefined;
      const lcpSrc = last?.url ?? last?.element?.getAttribute('src') ?? null;
      return { cls, shifts, lcpSrc };
    });
    expect(cls, shifts.join('\n')).toBeLessThan(0.01);
    expect(lcpSrc).toContain('/media/hero-poster.avif');
    // …then retyped in full, in place over its invisible copy, while screen readers always have
    // the full sentence.
    await expect
      .poll(() => page.evaluate(`window.taglineShown()`), { timeout: 10_000 })
      .toBe(TAGLINE);
    await expect(taglineCopy(page)).toHaveClass(/invisible/);
    await expect(page.locator('.typing-tagline .sr-only')).toHaveText(TAGLINE);
    await expectAccessible(page);
  });

  test('the image strips scroll themselves', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Microscope gallery', 'Lab gallery']) {
      const strip = page.getByRole('region', { name });
      await strip.scrollIntoViewIfNeeded();
      await expectMoving(strip);
    }
    await expectAccessible(page);
  });

  test('hovering a strip pauses it; leaving resumes it', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Microscope gallery' });
    await strip.scrollIntoViewIfNeeded();
    await expectMoving(strip);
    await strip.hover();
    await expectStandingStill(strip);
    await page.mouse.move(5, 5);
    await expectMoving(strip);
  });

  test(
    'touching a strip pauses it; it resumes after the touch ends',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Lab gallery' });
      await strip.scrollIntoViewIfNeeded();
      await expectMoving(strip);
      await strip.dispatchEvent('touchstart');
      await expectStandingStill(strip);
      await strip.dispatchEvent('touchend');
      await expectMoving(strip);
    },
  );

  test('the Pause button stops a strip', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Microscope gallery' });
    await strip.scrollIntoViewIfNeeded();
    await expectMoving(strip);
    const toggle = page.getByRole('button', { name: 'Pause the microscope gallery' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Away from the strip: only the button holds it now.
    await page.mouse.move(5, 5);
    await expectStandingStill(strip);
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
      /^mailto:hello@phagesandbiomes\.example\?subject=/,
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
    { tag: '@mobile-only' },
    async ({ page }) => {
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
  }) => {
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

    // A click is let finish its smooth scroll (its scrollend) before the next: a click during a
    // smooth scroll restarts it from where the strip is, so quick clicks would not add up.
    const step = async (button: Locator) => {
      const ended = list.evaluate(
        (el) =>
          new Promise<void>((done) =>
            el.addEventListener('scrollend', () => done(), { once: true }),
          ),
      );
      await button.click();
      await ended;
    };
    await step(next);
    // One step is exactly 320 px, not rounded to a card's pitch.
    expect(await scrollLeftOf(list)).toBe(320);
    await expect(previous).toBeEnabled();

    const atEnd = () => list.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
    for (let i = 0; i < 6 && !(await atEnd()); i++) await step(next);
    await expect(next).toBeDisabled();
    const end = await scrollLeftOf(list);
    // Pressed at the end, the button keeps the keyboard's focus and scrolls nothing.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(next).toBeFocused();
    expect(await scrollLeftOf(list)).toBe(end);
    await previous.click();
    await expect.poll(() => scrollLeftOf(list)).toBeLessThan(end);

    // Keyboard: the buttons work with Enter.
    await previous.focus();
    const before = await scrollLeftOf(list);
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollLeftOf(list)).toBeLessThan(before);
    await expectAccessible(page);
  });

  test('a card link is reachable by keyboard and scrolls into view', async ({ page }) => {
    await page.goto('/');
    const last = page.getByRole('link', { name: 'Public Health Microbiology' });
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });

  test('a card tabbed to is scrolled out from under the fades', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Molecular Diagnostics' }).focus();
    await page.keyboard.press('Tab');
    const card = page.getByRole('link', { name: 'Antimicrobial Resistance' });
    await expect(card).toBeFocused();
    // The fades are 3rem on the left and 5rem on the right while cards lie beyond them.
    const clear = () =>
      card.evaluate((link) => {
        const track = link.closest('ul')!.getBoundingClientRect();
        const box = link.closest('li')!.getBoundingClientRect();
        return box.left >= track.left + 48 - 1 && box.right <= track.right - 80 + 1;
      });
    await expect.poll(clear).toBe(true);
  });
});

test.describe('home: reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('full tagline at once, no video, strips stand still', async ({ page }) => {
    await page.goto('/');
    await expect(taglineCopy(page)).toHaveText(TAGLINE);
    await expect(page.locator('.typing-tagline-caret')).toHaveCount(0);

    const microscope = page.getByRole('region', { name: 'Microscope gallery' });
    await microscope.scrollIntoViewIfNeeded();
    // Loaded, hydrated and past the idle moment the hero loop would have waited for.
    await pageSettled(page);
    await expectStandingStill(microscope);
    await expect(page.getByRole('button', { name: /^Pause the/ })).toHaveCount(0);

    // The typing loop never started: still whole, and nothing animates it.
    await expect(taglineCopy(page)).toHaveText(TAGLINE);
    await expect(taglineCopy(page)).not.toHaveClass(/invisible/);
    await expect(page.locator('.typing-tagline-line')).toHaveCount(0);

    // The loop is never created: the poster picture stays.
    await expect(page.locator('.hero video')).toHaveCount(0);
    await expect(page.locator('.hero img[src="/media/hero-poster.avif"]')).toBeVisible();
    await expectAccessible(page);
  });
});
