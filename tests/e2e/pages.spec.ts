import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectImageLoaded,
  expectNotFound,
  holdRequests,
  test,
} from './fixtures';
import { routes } from '@/lib/routes';
import { site } from '@/content/site';
import * as about from '@/content/about';
import { book } from '@/content/book';
import { methodology, researchProjects } from '@/content/research';
import { microbiomeGutHealth, phageTherapyAdvances } from '@/content/research-pages';
import {
  phageApplications,
  phageCategories,
  phageMicrobiome,
  phageStructure,
  whatArePhages,
} from '@/content/phages';
import { citationsOf } from '@/lib/research/citations';
import { fileBibliography, researchRecord } from '@/lib/research/publications';
import { worksIn } from '../fixtures/research/read';

const record = researchRecord(fileBibliography());
const researchArticles = worksIn(record, 'articles');
const genomeSubmissions = worksIn(record, 'genomes');

/** The h2 texts of the main content, in document order. */
async function sectionHeadings(page: Page): Promise<string[]> {
  return page.locator('main h2').allInnerTexts();
}

function expectInOrder(actual: string[], expected: string[]) {
  const positions = expected.map((title) => actual.findIndex((h) => h.trim() === title));
  expect(positions, `headings ${JSON.stringify(actual)}`).not.toContain(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

/** Visible text of server HTML: scripts (including the RSC payload) removed, entities decoded. */
function serverText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const serverContent: Record<string, string[]> = {
  [routes.about]: [
    site.owner.name,
    site.owner.credentials,
    site.email,
    site.phone,
    ...Object.values(about.aboutSections).map((s) => s.title),
    ...about.professionalSummary,
    ...about.workExperience.map((r) => r.title),
    ...about.education.map((d) => d.detail),
  ],
  [routes.research]: [
    'Research Articles',
    'Genome Submissions',
    'Current Research Projects',
    'Research Methodology',
    ...[...researchArticles, ...genomeSubmissions].flatMap((w) => [w.title!, w.abstract!]),
    ...researchProjects.flatMap((p) => [p.title, p.description, p.status]),
    ...methodology.laboratory,
    ...methodology.computational,
  ],
  [routes.phageTherapy]: [
    phageTherapyAdvances.title,
    phageTherapyAdvances.lead,
    ...phageTherapyAdvances.sections.flatMap((s) => [s.title, ...s.paragraphs]),
  ],
  [routes.microbiomeGutHealth]: [
    microbiomeGutHealth.title,
    microbiomeGutHealth.lead,
    ...microbiomeGutHealth.sections.flatMap((s) => [s.title, ...s.paragraphs]),
  ],
  [routes.books]: [
    book.shortTitle,
    book.subtitle,
    book.author,
    ...book.editors,
    'February 2020',
    'Kindle Edition',
    ...book.overview,
    book.excerpt.text,
  ],
  [routes.phages]: [
    whatArePhages.title,
    ...whatArePhages.paragraphs,
    ...whatArePhages.cycles.flatMap((c) => [c.title, ...c.steps]),
    ...phageStructure.parts.map((p) => p.detail),
    ...phageCategories.flatMap((c) => [c.title, c.description, ...(c.examples ?? [])]),
    phageMicrobiome.title,
    ...phageMicrobiome.paragraphs,
    ...phageApplications.flatMap((a) => [a.title, a.description]),
  ],
};

test.describe('server HTML (no JavaScript) holds every page’s headings and text', () => {
  for (const [path, texts] of Object.entries(serverContent)) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const text = serverText(await response.text());
      for (const expected of texts) expect(text, expected.slice(0, 60)).toContain(expected);
    });
  }
});

test.describe('the first image of a page (its LCP) loads eagerly at high priority, and no other', () => {
  const firstImages: Record<string, string> = {
    [routes.home]: '/media/hero-poster.avif',
    [routes.about]: 'portrait',
    [routes.books]: 'cover',
    [routes.contact]: 'contact-banner',
    [routes.blogs]: '/images/blog/',
    '/blogs/phage-vs-antibiotics': 'phage-vs-antibiotics',
  };
  for (const [path, source] of Object.entries(firstImages)) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const images = html.slice(html.indexOf('<main')).match(/<img [^>]*>/g) ?? [];
      const urgent = images.filter((img) => /fetchPriority="high"/i.test(img));
      expect(urgent).toHaveLength(1);
      expect(urgent[0]).toBe(images[0]);
      expect(decodeURIComponent(images[0]!)).toContain(source);
      expect(images[0]).not.toMatch(/loading="lazy"/);
    });
  }
});

// The first paint waits only for the HTML and the stylesheet: no font is preloaded (a preload
// competes with the stylesheet for a slow phone's first round trips). Both fonts are declared in
// the stylesheet with font-display: optional, so a page whose fonts arrive late stays in the
// metric-matched fallbacks and never re-lays itself out (tests/e2e/font-shift.spec.ts).
test.describe('no font holds the first paint', () => {
  for (const path of [routes.home, routes.about, routes.blogs, '/blogs/phage-vs-antibiotics']) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []).toEqual([]);
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      const css = (await Promise.all(sheets.map(async (s) => (await request.get(s)).text()))).join(
        '',
      );
      const faces = css.match(/@font-face\{[^}]*src:url\([^)]*\.woff2\)[^}]*\}/g) ?? [];
      expect(faces).toHaveLength(2);
      for (const face of faces) expect(face).toContain('font-display:optional');
    });
  }
});

test.describe('/about', () => {
  test('photo, name, credentials, contact, CV link and every section in order', async ({
    page,
  }) => {
    await page.goto(routes.about);
    await expect(page.getByRole('heading', { level: 1, name: site.owner.name })).toBeVisible();
    const portrait = page.getByRole('img', { name: about.aboutIntro.portrait.alt });
    await expect(portrait).toBeVisible();
    await expectImageLoaded(portrait);
    await expect(page.getByText(site.owner.credentials).first()).toBeVisible();
    const contact = page.getByRole('list', { name: 'Contact details' });
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(contact.getByText(site.phone)).toBeVisible();
    await expect(contact.getByText(site.city)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CV (PDF)' })).toHaveAttribute(
      'href',
      about.aboutIntro.cvPath,
    );

    expectInOrder(
      await sectionHeadings(page),
      Object.values(about.aboutSections).map((s) => s.title),
    );
    const experience = page.locator('#work-experience');
    await expect(experience.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(experience.getByText('2024 – Present')).toBeVisible();
    await expect(page.locator('#education').getByRole('heading', { level: 3 })).toHaveCount(2);
    const publications = page.locator('#publications');
    for (const group of ['Research Articles', 'Genome Submissions', 'Book']) {
      await expect(publications.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    const gallery = page.getByRole('list', { name: 'About image gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(4);
    await expect(gallery.locator('figcaption')).toHaveCount(4);
    await expectAccessible(page);
  });

  test('the CV link serves a PDF', async ({ request }) => {
    const response = await request.get(about.aboutIntro.cvPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(2000);
  });

  test('the table of contents links to each section', { tag: '@mobile' }, async ({ page }) => {
    await page.goto(routes.about);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Licenses' }).click();
    await expect(page).toHaveURL(/#licenses$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Licenses' })).toBeInViewport();
  });

  test('in a short window the contents fit it, scrolling themselves to their last entry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 450 });
    await page.goto(routes.about);
    await page.mouse.wheel(0, 1500);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect
      .poll(async () => {
        const box = (await toc.boundingBox())!;
        return box.y + box.height <= 450;
      })
      .toBe(true);
    const last = toc.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});

/**
 * A Cite control shows its text once the server has formatted it: the first citation in a server
 * process starts citation-js's CSL engine, seconds on a busy host. Only a hung server reaches this.
 */
const CITATION_FORMATTED = 30_000;

test.describe('/research', () => {
  test('articles, genomes, projects, methodology and gallery in order', async ({ page }) => {
    await page.goto(routes.research);
    await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
    expectInOrder(await sectionHeadings(page), [
      'Research Articles',
      'Genome Submissions',
      'Current Research Projects',
      'Research Methodology',
      'In the Laboratory',
    ]);
    const articles = page.locator('#research-articles article');
    await expect(articles).toHaveCount(2);
    await expect(page.locator('#genome-submissions article')).toHaveCount(2);
    await expect(
      page.locator('#genome-submissions').getByText('Accession pending', { exact: true }),
    ).toHaveCount(2);
    const projects = page.locator('#current-projects article');
    await expect(projects).toHaveCount(3);
    for (const [i, status] of ['Ongoing', 'Active', 'Planning Phase'].entries()) {
      await expect(projects.nth(i).getByText(status, { exact: true })).toBeVisible();
    }
    // Three a row on a wide screen; one a row on a tablet, where three held two words a line.
    const tops = () =>
      projects.evaluateAll(
        (cards) => new Set(cards.map((c) => c.getBoundingClientRect().top)).size,
      );
    expect(await tops()).toBe(1);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(tops).toBe(3);
    await page.setViewportSize({ width: 1280, height: 800 });
    const method = page.locator('#methodology');
    await expect(method.getByRole('heading', { name: 'Laboratory Methods' })).toBeVisible();
    await expect(method.getByRole('heading', { name: 'Computational Methods' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Research image gallery' }).getByRole('img'),
    ).toHaveCount(6);
    await expectAccessible(page);
  });

  test('/research#publications lands on the publications', async ({ page }) => {
    await page.goto(routes.publications);
    await expect(page.locator('#publications')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Research Articles' }),
    ).toBeInViewport();
    await expectAccessible(page);
  });

  test('outbound links open in a new tab without opener or referrer', async ({ page }) => {
    for (const path of [routes.research, routes.books]) {
      await page.goto(path);
      const outbound = page.locator('main a[href^="http"]');
      expect(await outbound.count(), path).toBeGreaterThan(0);
      for (const link of await outbound.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  test('Cite copies the formatted citation and downloads BibTeX, RIS and CSL-JSON', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(routes.research);
    const article = researchArticles.find((w) => w.id === 'ellery2023lytic')!;
    const cited = citationsOf(article);
    const cite = page.getByRole('button', { name: `Cite: ${article.title}` });
    await expect(cite).toHaveAttribute('aria-expanded', 'false');
    await cite.click();
    await expect(cite).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await cite.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel).toBeVisible();
    await expect(
      panel.getByText(
        'Ellery, R., Okafor, J., & Lindqvist, M. (2023). Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro. Clinical Microbiology & Phage Reports.',
      ),
    ).toBeVisible({ timeout: CITATION_FORMATTED });

    await panel.getByRole('button', { name: 'Copy citation' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(cited.apa);
    // The first toast mounts the root layout's Toaster and appears in it.
    await expect(page.getByText('Citation copied to clipboard')).toBeVisible();

    // Mid-screen, clear of the toasts' corner, where a toast sliding in could pass under a click
    // between its press and its release.
    await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const downloaded: Record<string, string> = {};
    for (const [format, extension] of [
      ['BibTeX', 'bib'],
      ['RIS', 'ris'],
      ['CSL-JSON', 'json'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: new RegExp(`Download ${format}`) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ellery2023lytic.${extension}`);
      downloaded[extension] = readFileSync(await download.path(), 'utf8');
    }
    expect(downloaded.bib).toBe(cited.bib);
    expect(downloaded.ris).toBe(cited.ris);
    expect(downloaded.ris!.startsWith('TY  - JOUR\n')).toBe(true);
    expect(JSON.parse(downloaded.json!)[0].id).toBe('ellery2023lytic');
    // One toast for the panel, the last action's. The pointer on it holds it, so axe reads it at
    // full strength.
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveText([/CSL-JSON citation downloaded\s*ellery2023lytic\.json/]);
    const lastToast = toasts.first();
    await lastToast.hover();
    await expect(lastToast).toHaveAttribute('data-expanded', 'true');

    // A file's text wraps between words (or after a hyphen): only a word longer than the line
    // would break inside.
    await panel.getByRole('combobox', { name: 'Style' }).selectOption('BibTeX');
    const split = await panel.locator('pre').evaluate((pre) => {
      const text = pre.firstChild!;
      return [...text.textContent!.matchAll(/[^\s-]{2,20}/g)].flatMap(({ 0: word, index }) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + word.length);
        return range.getClientRects().length > 1 ? [word] : [];
      });
    });
    expect(split).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cite).toBeFocused();
    await expect(lastToast).toBeVisible();
    await expectAccessible(page);
  });

  test('an open Cite panel makes its own card taller, not its neighbour’s', async ({ page }) => {
    await page.goto(routes.research);
    const article = researchArticles.find((w) => w.id === 'ellery2023lytic')!;
    const cite = page.getByRole('button', { name: `Cite: ${article.title}` });
    const card = page.locator('article', { has: cite });
    const heights = () =>
      card.evaluate((own) =>
        [...own.parentElement!.children].map((c) => ({
          own: c === own,
          height: c.getBoundingClientRect().height,
        })),
      );
    const before = await heights();
    // Two a row: its neighbour is the other card of its pair.
    const index = before.findIndex((c) => c.own);
    const neighbour = index ^ 1;
    expect(before[neighbour]).toBeDefined();
    expect(before[neighbour]!.height).toBe(before[index]!.height);
    await cite.click();
    await expect(page.getByText(/^Ellery, R\., Okafor, J\., & Lindqvist/)).toBeVisible({
      timeout: CITATION_FORMATTED,
    });
    const open = await heights();
    expect(open[index]!.height).toBeGreaterThan(before[index]!.height + 100);
    expect(open[neighbour]!.height).toBeLessThanOrEqual(before[neighbour]!.height);
    await cite.click();
    expect(await heights()).toEqual(before);
  });

  test('every work, by year: the years with their counts, and a year’s page of works @mobile', async ({
    page,
  }) => {
    await page.goto(routes.research);
    await page.getByRole('link', { name: 'Every work, by year' }).click();
    await expect(page).toHaveURL(routes.allPublications);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every work, by year' }),
    ).toBeVisible();
    const years = page.getByRole('navigation', { name: 'Years' }).getByRole('link');
    await expect(years).toHaveText(['2025 1 work', '2024 2 works', '2023 1 work', '2020 1 work']);
    // Every work is on the page, under its year; the finder narrows it as one types.
    const list = page.locator('#every-work');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      '2025',
      '2024',
      '2023',
      '2020',
    ]);
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('temperate');
    await expect(page.getByText('1 of 5 works shown.')).toBeVisible();
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([
      researchArticles.find((w) => w.id === 'ellery2024temperate')!.title!,
    ]);
    await expect(page).toHaveURL(`${routes.allPublications}?q=temperate`);
    await expectAccessible(page);
    // No citation counted (no OpenAlex here): nothing to sort by, and no promise of it.
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveCount(0);
    await expect(page.getByText(/^All 5 works of the research record/)).toHaveText(
      /Search them, or keep one type or year\.$/,
    );
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['2024']);
    await years.filter({ hasText: '2024' }).click();
    // A client navigation; on a busy machine the page's payload can take a while.
    await expect(page).toHaveURL(`${routes.allPublications}/2024`, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Works of 2024' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      researchArticles.find((w) => w.id === 'ellery2024temperate')!.title!,
      genomeSubmissions.find((w) => w.id === 'genome2024rhizobium')!.title!,
    ]);
    await expect(years.filter({ hasText: '2024' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: '← Every work, by year' })).toHaveAttribute(
      'href',
      routes.allPublications,
    );
    await page.getByRole('button', { name: /^Cite: Temperate phage/ }).click();
    await expect(
      page.getByText(/^Ellery, R\., Haddad, S\., & Brennan, T\. \(2024\)\./),
    ).toBeVisible({ timeout: CITATION_FORMATTED });
    await expectAccessible(page);
  });

  test('a link followed just after typing in the finder is followed; the search is kept in the address', async ({
    page,
  }) => {
    // The finder writes what is typed to the address once typing settles (300 ms of the page's
    // clock). Here that moment comes while the next page is still on its way.
    await page.clock.install();
    await page.goto(routes.allPublications);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('searchbox', { name: 'Search' }).fill('temperate');
    await expect(page.getByText('1 of 5 works shown.')).toBeVisible();
    const letGo = await holdRequests(page, (url) => url.pathname === routes.books);
    const asked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === routes.books,
    );
    await page.getByRole('banner').getByRole('link', { name: 'Books' }).first().click();
    await asked;
    await expect(page).toHaveURL(`${routes.allPublications}?q=temperate`);
    await page.clock.runFor(1_000);
    letGo();
    await expect(page).toHaveURL(routes.books, { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(`${routes.allPublications}?q=temperate`);
  });

  test('the finder’s choices show their longest option whole; a year’s works start below its header, no line between @mobile', async ({
    page,
  }) => {
    await page.goto(routes.allPublications);
    const finder = page.getByRole('search', { name: 'Find a work' });
    await expect(finder.getByRole('combobox')).toHaveCount(2);
    for (const choice of await finder.getByRole('combobox').all()) {
      // The longest option's width in the select's own font, against the room its box leaves
      // beside the arrow (about 20 px).
      const [needed, room] = await choice.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widest = Math.max(
          ...[...select.options].map((option) => context.measureText(option.text).width),
        );
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return [widest + 20, select.clientWidth - padding];
      });
      expect(needed, (await choice.getAttribute('name')) ?? '').toBeLessThanOrEqual(room);
    }
    await page.goto(`${routes.allPublications}/2024`);
    await expect(page.locator('[data-work]').first()).toHaveCSS('border-top-width', '0px');
  });

  test('the names behind "and N more" run on in their line, closed or open, "et al." after them', async ({
    page,
  }) => {
    await page.goto(routes.allPublications);
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // A work's names as its card writes them (publication-cards.tsx), in the site's stylesheet,
    // on a page of their own (no hydration to race).
    await page.setContent(
      `${sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}` +
        '<div id="names" class="text-sm" style="width: 40rem">Ada Li, Ben Wu ' +
        '<details class="more-names"><summary class="inline">and 2 more</summary>' +
        ', Cy Ng, Di Ho</details>, et al.</div>',
      { waitUntil: 'load' },
    );
    const line = page.locator('#names');
    const lines = () =>
      line.evaluate((names) =>
        Math.round(names.clientHeight / parseFloat(getComputedStyle(names).lineHeight)),
      );
    expect(await lines()).toBe(1);
    await line.getByText('and 2 more').click();
    await expect(line.locator('details')).toHaveAttribute('open', '');
    expect(await lines()).toBe(1);
    await expect(line).toHaveText('Ada Li, Ben Wu and 2 more, Cy Ng, Di Ho, et al.');
  });

  test('with scripts off, every work is listed, and neither the finder nor Cite is offered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, works] of [
      [routes.allPublications, 5],
      [`${routes.allPublications}/2024`, 2],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('listitem')).not.toHaveCount(0);
      await expect(
        page.getByRole('searchbox', { name: 'Search', includeHidden: true }),
      ).toHaveCount(path === routes.allPublications ? 1 : 0);
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Cite: /, includeHidden: true })).toHaveCount(
        works,
      );
      await expect(page.getByRole('button', { name: /^Cite: / })).toHaveCount(0);
      // Wide, the header's own navigation shows; the phone's link to the footer does not.
      await expect(page.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
      // Nor the room the control takes in a row.
      const holder = page.locator('main li .cite').first().locator('..');
      expect(await holder.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    }
    await context.close();
  });

  test('a year the record does not have, and a made-up work’s citations, answer 404', async ({
    page,
    consoleErrors,
  }) => {
    const missing = `${routes.allPublications}/1999`;
    expect((await page.goto(missing))?.status()).toBe(404);
    await expectNotFound(consoleErrors, missing);
    const cite = await page.request.get('/research/cite/no-such-work');
    expect(cite.status()).toBe(404);
    expect(await cite.json()).toEqual({ error: 'No work has this key.' });
  });

  test('genome submissions are citable too', async ({ page }) => {
    await page.goto(routes.research);
    const genome = genomeSubmissions.find((w) => w.id === 'genome2024rhizobium')!;
    await page.getByRole('button', { name: `Cite: ${genome.title}` }).click();
    await expect(
      page.getByText(
        'Complete genome sequence of Rhizobium radiobacter phage Rr-KC01. (2024). [Dataset]. NCBI GenBank.',
        { exact: true },
      ),
    ).toBeVisible({ timeout: CITATION_FORMATTED });
    const [ris] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download RIS/ }).click(),
    ]);
    expect(ris.suggestedFilename()).toBe('genome2024rhizobium.ris');
    expect(readFileSync(await ris.path(), 'utf8')).toContain('TY  - DATA\n');
  });
});

for (const [path, content] of [
  [routes.phageTherapy, phageTherapyAdvances],
  [routes.microbiomeGutHealth, microbiomeGutHealth],
] as const) {
  test(`${path}: long-form sections, sources and navigation`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    expectInOrder(await sectionHeadings(page), [
      ...content.sections.map((s) => s.title),
      'Further reading',
    ]);
    await expect(page.locator('#further-reading li')).toHaveCount(content.furtherReading.length);
    await expect(page.getByRole('link', { name: '← Back to Research' })).toHaveAttribute(
      'href',
      routes.research,
    );
    if (testInfo.project.name === 'desktop') {
      const last = content.sections[content.sections.length - 1]!;
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: last.title })
        .click();
      await expect(page.locator(`#${last.id} h2`)).toBeInViewport();
    }
    await expectAccessible(page);
  });
}

test.describe('/books', () => {
  test('cover, author, editors, date, format, overview, purchase link, QR and excerpt', async ({
    page,
  }) => {
    await page.goto(routes.books);
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    const cover = page.getByRole('img', { name: book.cover.alt });
    await expect(cover).toBeVisible();
    await expectImageLoaded(cover);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(book.shortTitle) }),
    ).toBeVisible();
    const details = page.locator('dl').first();
    for (const [term, value] of [
      ['Author', book.author],
      ['Editors', book.editors.join(' and ')],
      ['Published', 'February 2020'],
      ['Format', 'Kindle Edition'],
    ] as const) {
      await expect(details.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value);
    }
    await expect(page.locator('time[datetime="2020-02"]')).toHaveText('February 2020');
    const buy = page.getByRole('link', { name: /Buy the Kindle Edition/ });
    await expect(buy).toHaveAttribute('href', book.purchaseUrl);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    const qr = page.getByRole('img', { name: book.qr.alt });
    await expect(qr).toHaveAttribute('src', book.qr.src);
    await expectImageLoaded(qr);
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    const quote = page.locator('figure:has(blockquote)');
    await expect(quote.locator('blockquote')).toHaveText(book.excerpt.text);
    await expect(quote.locator('figcaption')).toContainText(book.excerpt.source);
    await expectAccessible(page);
  });
});

test.describe('/phages', () => {
  test('intro, diagram, categories, microbiome, applications and gallery in order', async ({
    page,
  }) => {
    await page.goto(routes.phages);
    expectInOrder(await sectionHeadings(page), [
      'What Are Bacteriophages?',
      phageStructure.title,
      'Phage Categories',
      phageMicrobiome.title,
      'Applications',
      'Phages Up Close',
    ]);
    const diagram = page.getByRole('img', { name: 'Structure of a tailed bacteriophage' });
    await expect(diagram).toBeVisible();
    for (const label of [
      'Head (capsid)',
      'DNA',
      'Collar',
      'Tail sheath',
      'Baseplate',
      'Tail fibres',
    ]) {
      await expect(diagram.locator('text', { hasText: label })).toHaveCount(1);
    }
    expect(await diagram.locator('desc').textContent()).toMatch(/baseplate/);

    const categories = page.locator('#phage-categories article');
    await expect(categories).toHaveCount(4);
    await expect(categories.getByRole('heading', { level: 3 })).toHaveText([
      'Rhizobium radiobacter Phages',
      'Therapeutic Phages',
      'Environmental Phages',
      'Human Microbiome Phages',
    ]);
    await expect(categories.first().getByRole('listitem')).toHaveCount(9);
    await expect(categories.first().getByText('Phage Rr-KC09')).toBeVisible();
    await expect(page.locator('#applications h3')).toHaveText([
      'Phage Therapy',
      'Microbiome Engineering',
      'Diagnostic Tools',
      'Environmental Applications',
    ]);
    const gallery = page.getByRole('list', { name: 'Phage image gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(6);
    await expect(gallery.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);
  });

  test('the diagram’s labels stay readable on a phone and inside the picture @mobile-only', async ({
    page,
  }) => {
    await page.goto(routes.phages);
    const sizes = await page
      .getByRole('img', { name: 'Structure of a tailed bacteriophage' })
      .evaluate((svg: SVGSVGElement) => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map((text) => {
          const box = text.getBBox();
          const inside = box.x >= 0 && box.x + box.width <= svg.viewBox.baseVal.width;
          return { px: parseFloat(getComputedStyle(text).fontSize) * scale, inside };
        });
      });
    expect(sizes).toHaveLength(6);
    for (const { px, inside } of sizes) {
      expect(px).toBeGreaterThanOrEqual(12);
      expect(inside).toBe(true);
    }
  });

  for (const anchor of [routes.whatArePhages, routes.phageCategories]) {
    test(`${anchor} lands on its section`, async ({ page }) => {
      await page.goto(anchor);
      const id = anchor.split('#')[1]!;
      await expect(page.locator(`#${id}`)).toHaveCount(1);
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
      await expectAccessible(page);
    });
  }
});
