import type { Page } from '@playwright/test';
import { POSTS_RETRY_COUNT } from '@/lib/blog/swr';
import { FIXTURE_DATASET, isPublic, loadDataset } from '../integration/cms-server';
import { expect, expectAccessible, expectNotFound, test } from './fixtures';

/** Every published post of the dataset the tests build from: all on the first page. */
const ALL = (loadDataset(FIXTURE_DATASET) as Array<{ _id: string; _type: string }>).filter(
  (d) => d._type === 'post' && isPublic(d),
).length;

const cards = (page: Page) => page.getByTestId('post-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name, exact: true });

test.describe('blog index', () => {
  test('pre-rendered index: title, heading, cards in the server HTML, feed link', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/blogs')).text();
    expect(html).toContain('Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium');
    // The fixture's unpublished edit of that post never shows.
    expect(html).not.toContain('DRAFT: Phages vs Antibiotics');
    expect(html.match(/data-testid="post-card"/g)?.length).toBeGreaterThanOrEqual(10);

    await page.goto('/blogs');
    await expect(page).toHaveTitle('Blogs - Phages & Biomes');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Phages & Biomes Blog' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blogs\/feed\.xml$/,
    );
    await expect(cards(page)).toHaveCount(ALL);

    const card = cards(page).filter({ hasText: 'Phages vs Antibiotics' });
    await expect(card.getByRole('link')).toHaveAttribute('href', '/blogs/phage-vs-antibiotics');
    await expect(card.getByRole('img')).toHaveAttribute('width', '900');
    await expect(card.getByRole('img')).toHaveAttribute('height', '520');
    await expect(card.locator('time')).toHaveText('Oct 28, 2026');
    await expect(card.getByText('Read article')).toBeVisible();
    const excerpt = (await card.locator('p.post-card-excerpt').textContent()) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.endsWith('…')).toBe(true);
    // The keyboard's ring is the card's own: the card's overflow clips anything drawn outside it.
    await card.getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('link')).toBeFocused();
    await expect(card).toHaveCSS('outline-style', 'solid');
    await expect(card).toHaveCSS('outline-width', '3px');
    await expectAccessible(page);
  });

  test(
    'grid: 3 columns on large screens, one on a phone',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      // The cards the page holds match at once; the server's search then adds a post that says
      // "phage" only deep in its body. Judge the grid once that answer is in: all its posts.
      const searched = page.waitForResponse((r) => r.url().includes('/api/search?q=phage'));
      await page.goto('/blogs?q=phage');
      const answer = await searched;
      expect(answer.status()).toBe(200);
      const { posts } = (await answer.json()) as { posts: unknown[] };
      expect(posts.length).toBeGreaterThan(6);
      await expect(cards(page)).toHaveCount(posts.length);
      const columns = await page
        .getByTestId('posts-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(testInfo.project.name === 'mobile' ? 1 : 3);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  test('search filters as typed, lives in ?q= and survives reload', async ({ page }) => {
    await page.goto('/blogs');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('  CRASSPHAGE ');
    await expect(cardTitles(page)).toHaveText([
      'Meet crAssphage, the Most Common Virus in Your Gut',
    ]);
    await expect(page).toHaveURL(/\/blogs\?q=\+\+CRASSPHAGE\+$/);
    // Author name and tag titles are searched too.
    await search.fill('maya okafor');
    await expect(cardTitles(page)).toHaveCount(6);
    await search.fill('#');
    await search.fill('one health');
    await expect(cardTitles(page)).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('one health');
    await expect(cardTitles(page)).toHaveCount(3);
    await expectAccessible(page);
  });

  test('category chips filter by slug, live in ?category= and follow back/forward', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('link');
    await expect(chips).toHaveText([
      'All',
      'Phage Therapy',
      'Lab Notes',
      'Antimicrobial Resistance',
      'Phage Biology',
      'Microbiome',
    ]);
    // Each chip is also its category page's link, for crawlers and new tabs.
    await expect(chip(page, 'Microbiome')).toHaveAttribute('href', '/blogs/category/microbiome');
    await chip(page, 'Microbiome').click();
    await expect(page).toHaveURL(/\?category=microbiome$/);
    await expect(chip(page, 'Microbiome')).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByText('Microbiome', { exact: true })).toHaveCount(2);

    await chip(page, 'Phage Therapy').click();
    await expect(page).toHaveURL(/\?category=phage-therapy$/);
    await expect(cards(page)).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/\?category=microbiome$/);
    await expect(cards(page)).toHaveCount(2);
    await page.reload();
    await expect(chip(page, 'Microbiome')).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(2);

    await chip(page, 'All').click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards(page)).toHaveCount(ALL);
    await expectAccessible(page);
  });

  test('empty states for a category, a search, and no posts at all', async ({ page }) => {
    await page.goto('/blogs?category=virology');
    await expect(page.getByRole('heading', { name: 'No articles yet' })).toBeVisible();
    await expect(
      page.getByText("We haven't published anything in this category yet."),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/blogs?q=zzzz-nothing');
    await expect(
      page.getByText(
        'No results match your search. Try a different phrase or broaden your filters.',
      ),
    ).toBeVisible();

    await page.goto('/blogs');
    await page.route('**/api/posts', (route) => route.fulfill({ json: { posts: [] } }));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByText('Published articles will appear here as soon as they go live.'),
    ).toBeVisible();
  });

  test('the search button refetches, with the loading placeholder meanwhile', async ({ page }) => {
    await page.goto('/blogs');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/posts', async (route) => {
      calls += 1;
      await gate;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('posts-loading')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    release();
    await expect(cards(page)).toHaveCount(ALL);
    expect(calls).toBe(1);
  });

  test('list failure: error panel with message, logged, and Retry refetches', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/blogs');
    let fail = true;
    let failed = 0;
    await page.route('**/api/posts', (route) => {
      if (!fail) return route.continue();
      failed += 1;
      return route.fulfill({
        status: 502,
        json: { error: 'The blog service answered with HTTP 500.' },
      });
    });
    await page.getByRole('button', { name: 'Search' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Retry' });
    await expect(
      alert.getByRole('heading', { name: "We couldn't load the articles" }),
    ).toBeVisible();
    await expect(alert).toContainText('Please check your connection and try again in a moment.');
    await expect(alert).toContainText('The blog service answered with HTTP 500.');
    await expectAccessible(page);

    // Only once the automatic retries (1 s, 2 s, 4 s) have failed too can Retry be the one that
    // succeeds; sooner, a retry may replace the panel while it is being clicked.
    await expect.poll(() => failed, { timeout: 40_000 }).toBe(1 + POSTS_RETRY_COUNT);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page)).toHaveCount(ALL);
    await expect(alert).toHaveCount(0);

    // Expected console output: the failed request and the error log the spec asks for.
    expect(consoleErrors.some((e) => e.includes('Failed to load blog posts'))).toBe(true);
    const unexpected = consoleErrors.filter(
      (e) => !e.includes('Failed to load blog posts') && !e.includes('status of 502'),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('render crash shows the fallback with Refresh Page', async ({ page, consoleErrors }) => {
    await page.goto('/blogs');
    await page.route('**/api/posts', (route) => route.fulfill({ json: { posts: [null] } }));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We're having trouble loading the blogs page")).toBeVisible();
    await expectAccessible(page);
    await page.unroute('**/api/posts');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Phages & Biomes Blog' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(ALL);
    // The crash is logged by React and by the fallback: expected here.
    consoleErrors.splice(0, consoleErrors.length);
  });
});

test.describe('blog article', () => {
  test('a card says "Loading article…" until the article arrives, and the article opens whole', async ({
    page,
  }) => {
    // Hold every request for the article (prefetch and navigation) until after the click.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/blogs/meet-crassphage',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/blogs');
    const card = cards(page).filter({ hasText: 'crAssphage' });
    await expect(card.getByRole('status')).toBeEmpty();
    await card.getByRole('link').click();
    await expect(card.getByRole('status')).toHaveText('Loading article…');
    await expect(card.getByRole('status')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/blogs\/meet-crassphage$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('crAssphage');
    await expect(page.getByText('Loading article…')).toHaveCount(0);
  });

  test('the pre-rendered article is one piece: no loading panel swapped out after paint', async ({
    request,
  }) => {
    const html = await (await request.get('/blogs/phage-vs-antibiotics')).text();
    expect(html).not.toContain('Loading article…');
    expect(html).not.toMatch(/<template id="B:\d+"/);
  });

  test('a loaded article has every element of the spec', async ({ page }) => {
    await page.goto('/blogs/phage-vs-antibiotics');
    const title = 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium';
    await expect(page).toHaveTitle(`${title} - Phages & Biomes`);
    await expect(page.getByRole('link', { name: '← Back to posts' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('article header time')).toHaveText('October 28, 2026');
    await expect(page.getByTestId('byline')).toHaveText(
      'By Dr. Rowan Ellery · Bacteriophage Researcher & Clinical Laboratory Scientist',
    );
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    const cover = page.getByRole('img', {
      name: 'Tailed phages docked on the surface of rod-shaped bacteria',
    });
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '640');

    // Heading ids make sections linkable.
    await expect(page.locator('h3#how-each-one-works, h2#how-each-one-works')).toHaveText(
      'How each one works',
    );
    await page
      .getByRole('navigation', { name: 'In this article' })
      .getByRole('link', { name: 'What to watch' })
      .click();
    await expect(page).toHaveURL(/#what-to-watch$/);

    const footer = page.locator('article footer');
    await expect(footer.getByText('Dr. Rowan Ellery', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Antimicrobial Resistance' })).toHaveAttribute(
      'href',
      '/blogs/category/antimicrobial-resistance',
    );
    const tags = footer.getByRole('link', { name: /^#/ });
    await expect(tags).toHaveText(['#Antibiotics', '#Clinical trials', '#Biofilm']);
    await expect(tags.first()).toHaveAttribute('href', '/blogs/tag/antibiotics');
    await expect(footer.getByText(/^Posted .+ ago$/)).toBeVisible();
    await expect(footer.getByText('Share this article:')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('renders every block, style, list and mark; video with controls', async ({ page }) => {
    await page.goto('/blogs/isolating-phages-from-wastewater');
    const body = page.locator('.blog-prose');
    for (const style of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
      await expect(body.locator(`[data-style="${style}"]`).first()).toBeAttached();
    await expect(body.locator('ol > li')).toHaveCount(4);
    await expect(body.locator('code').first()).toHaveText('SM buffer');
    await expect(body.locator('u')).toHaveText('enriched lysate');
    await expect(body.locator('s')).toHaveText('two rounds are enough');
    await expect(body.locator('blockquote')).toContainText('Write down the plaque morphology');
    const image = body.getByRole('img', { name: /^A plate covered by a bacterial lawn/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(body.locator('figcaption').first()).toHaveText(
      'Plaques on a lawn after overnight incubation at 37 °C.',
    );
    const video = body.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(body.locator('figure:has(video) figcaption')).toContainText(
      'Time-lapse of plaques',
    );
    await expectAccessible(page);

    await page.goto('/blogs/phage-vs-antibiotics');
    await expect(page.locator('.blog-prose ul > li')).toHaveCount(4);
    await expect(page.locator('.blog-prose strong').first()).toHaveText('specific receptor');
    await expect(page.locator('.blog-prose em').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cell (2023)' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1016/j.cell.2022.11.017',
    );
  });

  test('javascript: and data: links render as text; unknown blocks are skipped', async ({
    page,
  }) => {
    await page.goto('/blogs/links-the-site-refuses');
    const body = page.locator('.blog-prose');
    await expect(body).toContainText('a link in a comment such as this one or this download');
    await expect(body.getByRole('link', { name: 'this one' })).toHaveCount(0);
    expect(await page.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
    await expect(body).not.toContainText('Subscribe');
    await expect(body).toContainText('Good sources cite their evidence');
    await expect(body.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectAccessible(page);
  });

  test('no body list: "No content yet."; no date: "Posted recently"', async ({ page }) => {
    await page.goto('/blogs/phage-therapy-seminar-2027');
    await expect(page.getByText('No content yet.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/blogs/notes-from-the-phage-bank');
    await expect(page.getByText('Posted recently')).toBeVisible();
    // Its header says when it was last edited, as its card does.
    await expect(page.locator('article header time')).toHaveText('November 1, 2026');
    await expect(page.locator('article header')).toContainText('Updated November 1, 2026');
  });

  test('an unknown slug answers 404 with "Article not found"', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The 404 keeps the site's own document (header, footer, language), not Next's bare error
    // shell that an unguarded notFound() in an on-demand render produces, and its panel is in the
    // server's HTML, for readers and crawlers without JavaScript.
    for (const path of ['/blogs/another-missing-article', '/blogs/-not-found']) {
      const missing = await request.get(path);
      expect(missing.status()).toBe(404);
      const html = await missing.text();
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<header[^>]*class="[^"]*site-header/);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toMatch(/<h1[^>]*>Article not found<\/h1>/);
      expect(main).toContain('Return to the blog index to explore more posts.');
      expect(main).toContain('href="/blogs"');
    }
    const response = await page.goto('/blogs/no-such-article');
    expect(response?.status()).toBe(404);
    await expectNotFound(consoleErrors, '/blogs/no-such-article');
    await expect(page).toHaveTitle('Blog - Phages & Biomes');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByText('Return to the blog index to explore more posts.')).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to posts' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expectAccessible(page);
  });

  test('hostile slugs answer 404, never 500', async ({ request }) => {
    for (const slug of [
      'a'.repeat(8192),
      '%E2%9C%93-caf%C3%A9',
      '..%2F..%2Fetc%2Fpasswd',
      '%252e%252e',
      '%00',
      'UPPER_case',
    ])
      expect((await request.get(`/blogs/${slug}`)).status(), slug.slice(0, 40)).toBe(404);
    // A bare ".." is a dot segment: it resolves to the site root, never to a blog render.
    expect((await request.get('/blogs/%2e%2e')).status()).toBeLessThan(500);
  });

  test('share buttons open the networks with the page address and title', async ({ page }) => {
    await page.addInitScript(() => {
      const opened: Array<{ url: string; features: string }> = [];
      (window as unknown as { __opened: typeof opened }).__opened = opened;
      window.open = (url?: string | URL, _target?: string, features?: string) => {
        opened.push({ url: String(url), features: features ?? '' });
        return null;
      };
    });
    await page.goto('/blogs/phage-vs-antibiotics');
    const pageUrl = encodeURIComponent(page.url());
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'WhatsApp'])
      await page.getByRole('button', { name: `Share on ${name}` }).click();
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: Array<{ url: string; features: string }> }).__opened,
    );
    expect(opened).toHaveLength(4);
    const [facebook, twitter, linkedin, whatsapp] = opened;
    expect(facebook!.url).toContain(`facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(twitter!.url).toContain(`twitter.com/intent/tweet?url=${pageUrl}`);
    expect(twitter!.url).toContain('text=Phages%20vs%20Antibiotics');
    expect(linkedin!.url).toContain(`linkedin.com/shareArticle?url=${pageUrl}`);
    expect(whatsapp!.url).toMatch(/whatsapp\.com\/send\?text=Phages%20vs%20Antibiotics/);
    expect(whatsapp!.url).toContain(pageUrl);
    for (const shared of [facebook, twitter, whatsapp]) {
      expect(shared!.features).toContain('width=550');
      expect(shared!.features).toContain('height=400');
    }
    expect(linkedin!.features).toContain('width=750');
    expect(linkedin!.features).toContain('height=600');
    const icons = page.locator('.share-button svg');
    await expect(icons).toHaveCount(4);
    for (const icon of await icons.all()) {
      await expect(icon).toHaveAttribute('width', '36');
      await expect(icon.locator('circle')).toHaveCount(1);
    }
  });
});

test('the RSS feed lists the posts', async ({ request }) => {
  const response = await request.get('/blogs/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(ALL);
  expect(xml).toContain('/blogs/phage-vs-antibiotics</link>');
});
