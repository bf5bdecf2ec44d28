import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { expect, expectAccessible, pageSettled, test } from './fixtures';

/** WCAG's contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(...colours: string[]) {
  const [a, b] = colours.map((colour) => {
    const [r, g, bl] = colour.match(/[\d.]+/g)!.map((part) => {
      const c = Number(part) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl! + 0.05;
  });
  return Math.max(a!, b!) / Math.min(a!, b!);
}

/** Test changes to the DOM must wait until React has hydrated it (or hydration would fail). */
async function waitForHydration(page: Page) {
  // Polled from the test side, so it also works while the page's clock is paused.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.getElementById('main-content');
          return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Opens a page and waits until it is interactive (clicks before hydration would be lost). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Placeholder pages are short: give the page room to scroll (content issues make them long). */
async function makeScrollable(page: Page, height = 3000) {
  await waitForHydration(page);
  await page.evaluate((h) => {
    const spacer = document.createElement('div');
    spacer.setAttribute('data-test-spacer', '');
    spacer.style.height = `${h}px`;
    document.getElementById('main-content')!.append(spacer);
  }, height);
}

/** Makes sure an element with this id exists far down the page (real content may provide it). */
async function ensureTarget(page: Page, id: string) {
  await waitForHydration(page);
  await page.evaluate((targetId) => {
    if (document.getElementById(targetId)) return;
    const spacer = document.createElement('div');
    spacer.style.height = '2500px';
    const target = document.createElement('section');
    target.id = targetId;
    target.textContent = `Target ${targetId}`;
    target.style.height = '400px';
    document.getElementById('main-content')!.append(spacer, target);
  }, id);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function isInViewport(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const rect = document.getElementById(targetId)!.getBoundingClientRect();
    return rect.top >= -2 && rect.top < window.innerHeight / 2;
  }, id);
}

/** Records every scroll position the page passes through (smooth scrolling passes many). */
async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrollPositions: number[] };
    w.scrollPositions = [];
    window.addEventListener('scroll', () => w.scrollPositions.push(window.scrollY), {
      passive: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The desktop navigation's item whose icon link has this name. */
const navItem = (page: Page, name: string) =>
  mainNav(page)
    .locator('li.nav-item')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('header', { tag: '@mobile' }, () => {
  test('is a fixed 14-unit bar that turns compact past 50 px of scroll', async ({ page }) => {
    await visit(page, '/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.height).toBe(56);
    await expect(header).toHaveAttribute('data-compact', 'false');
    await makeScrollable(page);
    // Past the threshold and back onto it: each state is awaited, so 50 px is seen as not compact.
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-compact', 'true');
    expect((await header.boundingBox())?.height).toBe(56);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await visit(page, '/books');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // A visible focus indicator, not the browser default, at 3:1 at least against the header
    // it shows over.
    await expect(skip).toHaveCSS('outline-style', 'solid');
    const ring = await skip.evaluate((link) => getComputedStyle(link).outlineColor);
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(contrast(ring, header)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('desktop navigation', () => {
  test('icons highlight the current route', async ({ page }) => {
    await visit(page, '/books');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Books' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await visit(page, '/research/phage-therapy-advances');
    await expect(mainNav(page).getByRole('link', { name: 'Research' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page);
  });

  test('hovering an item reveals its label and its sub-item dropdown', async ({ page }) => {
    await visit(page, '/');
    const nav = mainNav(page);
    const research = nav.getByRole('link', { name: 'Research', exact: true });
    const item = navItem(page, 'Research');
    const label = item.getByText('Research', { exact: true });
    const therapy = item.getByRole('link', { name: 'Phage Therapy' });
    await expect(label).toBeHidden();
    await expect(therapy).toBeHidden();
    await research.hover();
    await expect(label).toBeVisible();
    for (const name of ['Phage Therapy', 'Microbiome Research', 'Publications']) {
      await expect(item.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page);
    // Items without sub-items reveal their label only.
    const books = navItem(page, 'Books');
    await nav.getByRole('link', { name: 'Books' }).hover();
    await expect(books.getByText('Books', { exact: true })).toBeVisible();
    await expect(therapy).toBeHidden();
    await page.mouse.move(640, 600);
    await expect(books.getByText('Books', { exact: true })).toBeHidden();

    // A mouse click leaves focus on the icon, but the panel still closes once the pointer leaves.
    await research.click();
    await expect(page).toHaveURL(/\/research$/);
    await page.mouse.move(640, 600);
    await expect(therapy).toBeHidden();

    // Escape hides a panel the pointer opened, without moving the pointer, until it leaves.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await research.hover();
    await expect(therapy).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(therapy).toBeHidden();
    // Focus was elsewhere: Escape leaves it there.
    await expect(research).not.toBeFocused();
    await page.mouse.move(640, 600);
    await research.hover();
    await expect(therapy).toBeVisible();

    await item.getByRole('link', { name: 'Phage Therapy' }).click();
    await expect(page).toHaveURL(/\/research\/phage-therapy-advances$/);
  });

  test('keyboard focus reveals the dropdown, Tab reaches every sub-item, Escape closes', async ({
    page,
  }) => {
    await visit(page, '/');
    const nav = mainNav(page);
    const research = nav.getByRole('link', { name: 'Research', exact: true });
    const item = navItem(page, 'Research');
    await research.focus();
    await expect(item.getByText('Research', { exact: true })).toBeVisible();
    for (const name of ['Phage Therapy', 'Microbiome Research', 'Publications']) {
      await page.keyboard.press('Tab');
      await expect(item.getByRole('link', { name })).toBeFocused();
      await expect(item.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(research).toBeFocused();
    await expect(item.getByRole('link', { name: 'Publications' })).toBeHidden();
    // Tab moves on to the next item (the closed panel is skipped) and opens its dropdown.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Phages: about bacteriophages' })).toBeFocused();
    const phages = navItem(page, 'Phages: about bacteriophages');
    await page.keyboard.press('Tab');
    await expect(phages.getByRole('link', { name: 'What Are Bacteriophages?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(phages.getByRole('link', { name: 'Phage Categories' })).toBeFocused();
    await expectAccessible(page);
  });

  test('forced colours still show the current page, the theme in force and buttons', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await visit(page, '/contact');
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    // Forced colours give every link one colour and drop a translucent fill: the states drawn with
    // them are drawn in the system's selected colours instead.
    expect(await colour('.nav-trigger[aria-current]')).not.toBe(
      await colour('.nav-trigger:not([aria-current])'),
    );
    expect(await colour(".theme-option[data-theme-option='system']")).not.toBe(
      await colour(".theme-option[data-theme-option='light']"),
    );
    // A brand-coloured icon takes its text's colour (its own was 1.61:1 on a white page).
    expect(await colour('footer svg.text-fluor')).toBe(
      await colour('footer li:has(> svg.text-fluor)'),
    );
    // A filled button keeps an edge.
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCSS(
      'border-top-width',
      '1px',
    );
  });

  test('a sub-item to a part of its own page hands the keyboard to that part', async ({ page }) => {
    await visit(page, '/research');
    const item = navItem(page, 'Research');
    await mainNav(page).getByRole('link', { name: 'Research', exact: true }).focus();
    const publications = item.getByRole('link', { name: 'Publications' });
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(publications).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#publications')).toBeFocused();
    await expect(publications).toBeHidden();
    // The next stop is inside the section, not back in the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.getElementById('publications')!.contains(document.activeElement),
      ),
    ).toBe(true);
  });
});

// The menu button shows below 768 px: this runs at phone width only.
test.describe('mobile menu', { tag: '@mobile-only' }, () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

  test('the button toggles the dropdown; sub-menus toggle on their own; closing collapses all', async ({
    page,
  }) => {
    await visit(page, '/');
    const button = menuButton(page);
    const menu = mainNav(page);
    // The link that stands in for it without scripts is gone.
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    expect(await menu.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));
    // Max width "xs" (20rem).
    expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(320);
    for (const label of ['Home', 'Research', 'Phages', 'Books', 'Blogs', 'About Me', 'Contact']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    const research = menu.getByRole('button', { name: 'Research sub-menu' });
    const blogs = menu.getByRole('button', { name: 'Blogs sub-menu' });
    await expect(menu.getByRole('link', { name: 'Phage Therapy' })).toBeHidden();
    await research.click();
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Phage Therapy' })).toBeVisible();
    await blogs.click();
    await expect(menu.getByRole('link', { name: 'Phages vs Antibiotics' })).toBeVisible();
    await research.click();
    await expect(menu.getByRole('link', { name: 'Phage Therapy' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Phages vs Antibiotics' })).toBeVisible();
    await expectAccessible(page);

    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(blogs).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Phages vs Antibiotics' })).toBeHidden();
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('Menu is a link to the footer’s list of every page', async ({ page }) => {
      await page.goto('/about');
      await expect(menuButton(page)).toHaveCount(0);
      await page.getByRole('link', { name: 'Menu', exact: true }).click();
      await expect(page).toHaveURL(/\/about#site-pages$/);
      const pages = page.getByRole('navigation', { name: 'Footer' });
      await expect(pages).toBeInViewport();
      for (const label of ['Home', 'Research', 'Phages', 'Books', 'Blogs', 'About Me', 'Contact']) {
        await expect(pages.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
    });
  });

  test('closes on a click outside it', async ({ page }) => {
    await visit(page, '/contact');
    await menuButton(page).click();
    await mainNav(page).getByRole('button', { name: 'Phages sub-menu' }).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 700);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expectAccessible(page);
  });

  test('the click that closes it follows no link under it', async ({ page }) => {
    await visit(page, '/research');
    const linkAt = (y: number) =>
      page.evaluate((y) => !!document.elementFromPoint(20, y)?.closest('main a'), y);
    // A card's link beside the open menu's panel.
    let y = 200;
    while (y < 800 && !(await linkAt(y))) y += 10;
    expect(y).toBeLessThan(800);
    // Which link, if any, each click reaches.
    await page.evaluate(() => {
      window.addEventListener(
        'click',
        (event) => {
          document.body.dataset.clicked =
            (event.target as Element).closest('a')?.getAttribute('href') ?? 'no link';
        },
        true,
      );
    });
    await menuButton(page).click();
    await page.mouse.click(20, y);
    await expect(page.locator('body')).toHaveAttribute('data-clicked', 'no link');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // Closed, the link is the page's again.
    expect(await linkAt(y)).toBe(true);
  });

  test('tabbing out of it closes it', async ({ page }) => {
    await visit(page, '/contact');
    await menuButton(page).click();
    await mainNav(page).getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('Tab');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('closes on back navigation, which also clears open sub-items', async ({ page }) => {
    await visit(page, '/books');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'About Me' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainNav(page)).toBeHidden();
    await menuButton(page).click();
    const research = mainNav(page).getByRole('button', { name: 'Research sub-menu' });
    await research.click();
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/books$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await menuButton(page).click();
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
  });

  test('closes when the window becomes 768 px wide', async ({ page }) => {
    await visit(page, '/');
    await menuButton(page).click();
    await page.setViewportSize({ width: 767, height: 844 });
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 768, height: 844 });
    // The menu button is display:none at 768 px (out of the accessibility tree): read its state
    // directly, so the resize to 768 is seen before going back (two quick resizes can coalesce).
    await expect(page.locator('button[aria-label="Menu"]')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expectAccessible(page);
  });

  test('widened past 768 px with focus in the menu, focus goes to the desktop navigation', async ({
    page,
  }) => {
    // Registered before the page's own listeners, so it can keep a resize from them.
    await page.addInitScript(() =>
      window.addEventListener('resize', (event) => {
        if (document.documentElement.hasAttribute('data-withhold-resize')) {
          event.stopImmediatePropagation();
        }
      }),
    );
    await visit(page, '/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Home
    await page.keyboard.press('Tab'); // Research
    await expect(mainNav(page).getByRole('link', { name: 'Research', exact: true })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 844 });
    const desktopResearch = page.locator('.nav-item[data-path="/research"] .nav-trigger');
    await expect(desktopResearch).toBeFocused();
    // Keyboard focus: its panel shows, as it does for Tab.
    await expect(
      page.locator('.nav-item[data-path="/research"]').getByRole('link', { name: 'Publications' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The browser can drop focus from the hidden menu before the page hears of the resize: with
    // the resize event withheld, the same entry still takes focus.
    await page.setViewportSize({ width: 390, height: 844 });
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Research', exact: true })).toBeFocused();
    await page.evaluate(() => document.documentElement.setAttribute('data-withhold-resize', ''));
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(desktopResearch).toBeFocused();
  });

  test('following a link closes the menu and jumps instantly to the top', async ({ page }) => {
    await visit(page, '/');
    await makeScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await menuButton(page).click();
    const positions = await recordScrollPositions(page);
    await mainNav(page).getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    // Instant: straight to 0, no glide through intermediate positions.
    expect((await positions()).filter((y) => y > 0 && y < 1200)).toEqual([]);
    await expect(mainNav(page)).toBeHidden();
    await expectAccessible(page);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('no control only a script runs: the theme switch, the phone’s menu, sharing', async ({
    page,
  }) => {
    await page.goto('/blogs/lytic-and-lysogenic-cycles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Colour theme', includeHidden: true }),
    ).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Colour theme' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
    const share = { name: 'Share on Facebook', includeHidden: true };
    await expect(page.getByRole('button', share)).toHaveCount(1);
    await expect(page.getByRole('button', { name: share.name })).toHaveCount(0);
  });
});

test.describe('scroll button', () => {
  test('offers Scroll to bottom, then Scroll to top past 0.3 — both smooth', async ({ page }) => {
    await visit(page, '/research');
    await makeScrollable(page);
    const toBottom = page.getByRole('button', { name: 'Scroll to bottom' });
    await expect(toBottom).toHaveAttribute('title', 'Scroll to bottom');
    await expect(toBottom).toBeInViewport();
    const box = (await toBottom.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    // Bottom right (raised above the voice widget when one is configured).
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
    await expectAccessible(page);

    const positions = await recordScrollPositions(page);
    await toBottom.click();
    const max = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(max - 1);
    expect((await positions()).filter((y) => y > 0 && y < max - 1).length).toBeGreaterThan(1);
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toHaveAttribute('title', 'Scroll to top');

    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Scroll to bottom' })).toBeVisible();
  });

  test('switches exactly around 0.3 of the scrollable height', async ({ page }) => {
    await visit(page, '/books');
    await makeScrollable(page);
    const max = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(max * 0.3) - 2);
    await expect(page.getByRole('button', { name: 'Scroll to bottom' })).toBeVisible();
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(max * 0.3) + 2);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });
});

test.describe('location-change scrolling', () => {
  test('a same-page hash link smooth-scrolls to its target', async ({ page }, testInfo) => {
    await visit(page, '/phages');
    await ensureTarget(page, 'phage-categories');
    const positions = await recordScrollPositions(page);
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await mainNav(page).getByRole('button', { name: 'Phages sub-menu' }).click();
      await mainNav(page).getByRole('link', { name: 'Phage Categories' }).click();
      await expect(mainNav(page)).toBeHidden();
    } else {
      await mainNav(page).getByRole('link', { name: 'Phages: about bacteriophages' }).hover();
      await mainNav(page).getByRole('link', { name: 'Phage Categories' }).click();
    }
    await expect(page).toHaveURL(/\/phages#phage-categories$/);
    await expect.poll(() => isInViewport(page, 'phage-categories')).toBe(true);
    // Smooth: the page glided through intermediate positions.
    expect((await positions()).length).toBeGreaterThan(2);
    await expectAccessible(page);
  });

  test('a hash whose target appears late is retried once after 500 ms', async ({ page }) => {
    // The page's clock only moves when the test moves it.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await visit(page, '/');
    await page.clock.pauseAt(new Date('2026-03-02T09:01:00Z'));
    type Log = { lookups: { at: number; found: boolean }[]; scrolls: { at: number; id: string }[] };
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const log: Log = { lookups: [], scrolls: [] };
          (window as unknown as { __log: Log }).__log = log;
          const original = Element.prototype.scrollIntoView;
          Element.prototype.scrollIntoView = function (this: Element, ...args) {
            log.scrolls.push({ at: Date.now(), id: this.id });
            return original.apply(this, args as [ScrollIntoViewOptions]);
          };
          // The site's first attempt looks the target up (and finds nothing): that lookup is
          // the sign that the hash was handled and the retry is set.
          const lookUp = document.getElementById.bind(document);
          document.getElementById = (id: string) => {
            const element = lookUp(id);
            if (id === 'late-target') {
              log.lookups.push({ at: Date.now(), found: element !== null });
              resolve();
            }
            return element;
          };
          window.location.hash = 'late-target';
        }),
    );
    // The target arrives after the first attempt, before the retry.
    await page.clock.runFor(150);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2500px';
      const target = document.createElement('section');
      target.id = 'late-target';
      target.style.height = '400px';
      document.getElementById('main-content')!.append(spacer, target);
    });
    await page.clock.runFor(5_000);
    const { lookups, scrolls } = await page.evaluate(
      () => (window as unknown as { __log: Log }).__log,
    );
    // One scroll, by the retry 500 ms after the attempt that found nothing, and never another.
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['late-target']);
    const missed = lookups.filter((lookup) => !lookup.found).at(-1);
    expect(missed, 'a first attempt that found no target').toBeDefined();
    expect(scrolls[0]!.at - missed!.at).toBe(500);
    await page.clock.resume();
    await expect.poll(() => isInViewport(page, 'late-target'), { timeout: 10_000 }).toBe(true);
  });

  test('a new page starts at the top', async ({ page }) => {
    await visit(page, '/about');
    await makeScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('restores the scroll position after a recorded language switch', async ({ page }) => {
    // The record is fresh for 5 s of the page's clock: held still, a slow load cannot age it.
    await page.clock.setFixedTime(new Date('2026-03-02T09:00:00Z'));
    await visit(page, '/books');
    await page.evaluate(() => {
      sessionStorage.setItem('languageSwitchTimestamp', String(Date.now()));
      sessionStorage.setItem('languageSwitchScrollPosition', '700');
      sessionStorage.setItem('languageSwitchPath', '/es/about');
      sessionStorage.setItem('languageSwitchHash', '');
      sessionStorage.setItem('languageSwitchSearch', '');
    });
    await visit(page, '/es/about');
    await expect(page).toHaveURL(/\/about$/);
    // Restored (as far as the page is long) and the saved entries cleared.
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
    const max = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(await scrollY(page)).toBe(Math.min(700, max));
  });
});

test.describe('footer', () => {
  test('shows the year, the contact details and the site links', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    await expect(footer).toContainText('Kansas City, MO');
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      /^tel:\+1816555/,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Sitemap', '/sitemap'],
    ] as const)
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    // No newsletter page configured: the link writes her an e-mail, in this tab.
    await expect(footer.getByRole('link', { name: 'Newsletter', exact: true })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectAccessible(page);
  });

  test('the year follows the visitor’s clock, not the build date', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-02-03T09:00:00Z') });
    await visit(page, '/terms');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });

  test('footer links replace history and scroll smoothly to the top', async ({ page }) => {
    await visit(page, '/books');
    await visit(page, '/about');
    await makeScrollable(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const positions = await recordScrollPositions(page);
    const start = await scrollY(page);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect((await positions()).filter((y) => y > 0 && y < start).length).toBeGreaterThan(1);
    await expectAccessible(page);
    // /about was replaced: back goes to /books.
    await page.goBack();
    await expect(page).toHaveURL(/\/books$/);
  });
});

test.describe('third parties when unconfigured (the e2e build has no ids or keys)', () => {
  test('no assistant notification, no voice widget, no analytics — and no request for them', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.clock.install();
    await visit(page, '/');
    await page.clock.runFor(4_000);
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await page.clock.runFor(16_000);
    await expect(page.getByText('Questions about phages?')).toHaveCount(0);
    await expect(page.locator('elevenlabs-convai')).toHaveCount(0);
    await expect(page.locator('script[src*="elevenlabs"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('aiAssistantNotificationLastShown'),
        sessionStorage.getItem('aiAssistantNotificationShown'),
      ]),
    ).toEqual([null, null]);
    // posthog-js is not in any loaded script.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((url) => /posthog|unpkg|elevenlabs/.test(url))).toEqual([]);
    expect(thirdParty).toEqual([]);
    await expectAccessible(page);
  });

  test('no toaster and no sonner code until the first toast', async ({ page }) => {
    await visit(page, '/research');
    await pageSettled(page); // past every idle-time task
    await expect(
      page.locator('[data-sonner-toaster], section[aria-label^="Notifications"]'),
    ).toHaveCount(0);
    // sonner injects its stylesheet when it loads: no such <style> yet.
    const sonnerStyles = await page
      .locator('style')
      .evaluateAll((styles) =>
        styles.filter((style) => style.textContent?.includes('[data-sonner-toaster]')),
      );
    expect(sonnerStyles).toHaveLength(0);
  });

  test('the first toast mounts the one toaster, bottom right, dark, with the Alt+T hotkey', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/research');
    await page
      .getByRole('button', { name: /^Cite: / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Copy citation' }).first().click();
    await expect(page.getByText('Citation copied to clipboard')).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications alt\+T/i })).toHaveCount(1);
    const list = page.locator('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-sonner-theme', 'dark');
    await expect(list).toHaveAttribute('data-y-position', 'bottom');
    await expect(list).toHaveAttribute('data-x-position', 'right');
  });
});

test.describe('brand assets', () => {
  test('favicon and default social image', async ({ page, request }) => {
    await visit(page, '/');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/default\.png$/,
    );
    const icon = await request.get('/icon.svg');
    expect(icon.ok()).toBe(true);
    expect(await icon.text()).toContain('<svg');
    const og = await request.get('/og/default.png');
    expect(og.headers()['content-type']).toBe('image/png');
    const png = await og.body();
    // PNG IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
