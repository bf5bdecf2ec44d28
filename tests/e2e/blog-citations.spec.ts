import { expect, expectAccessible, test } from './fixtures';

/**
 * The blog cites the research record: the bundled posts cite works of the bundled record by key,
 * so it shows without a CMS. The bundled record carries no DOI yet (an invented one could resolve
 * to somebody else's record), so no reference here may show one; a DOI filled in from Crossref is
 * tested over HTTP in tests/integration/blog-citations.test.ts.
 */

const ARTICLE = '/blogs/phages-against-biofilms';
const GENOME =
  'Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07. (2025). [Dataset]. NCBI GenBank.';
const LYTIC =
  'Ellery, R., Okafor, J., & Lindqvist, M. (2023). Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro. Clinical Microbiology & Phage Reports.';

const metas = (html: string, name: string) =>
  Array.from(html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g')), (m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

test(
  'an article numbers its citations, lists its references in APA and names them for Google Scholar',
  { tag: '@mobile' },
  async ({ page, request }) => {
    // In the server's HTML: the meta tags, the markers and the list, no script needed.
    const html = await (await request.get(ARTICLE)).text();
    expect(metas(html, 'citation_reference')).toEqual([
      'citation_title=Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07; citation_publication_date=2025; citation_publisher=NCBI GenBank',
      'citation_title=Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro; citation_author=Ellery, Rowan; citation_author=Okafor, Jide; citation_author=Lindqvist, Maja; citation_publication_date=2023; citation_journal_title=Clinical Microbiology & Phage Reports',
    ]);
    expect(html).toContain('<a id="cite_1" href="#ref_1" aria-label="Reference 1">[1]</a>');
    expect(html).toContain('<li id="ref_2">');

    await page.goto(ARTICLE);
    const body = page.locator('.blog-prose');
    await expect(body.locator('p', { hasText: 'depolymerases' })).toHaveText(
      'Some phages carry enzymes called depolymerases, often on their tail spikes, that digest the capsular or matrix polysaccharides of their host[1]. They can open channels into the biofilm as they go. And because phages replicate at the site of infection, the dose grows where the bacteria are densest.',
    );
    await expect(body.locator('blockquote')).toHaveText(
      'In the laboratory, the combination of a phage and an antibiotic is usually better at clearing a biofilm than either one alone[2].',
    );
    const markers = body.locator('sup.citation-marker a');
    await expect(markers).toHaveText(['[1]', '[2]']);
    expect(await markers.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '#ref_1',
      '#ref_2',
    ]);

    const references = page.getByRole('region', { name: 'References' });
    const items = references.getByRole('listitem');
    await expect(items).toHaveText([
      `${GENOME} In the publication list ↩`,
      `${LYTIC} In the publication list ↩`,
    ]);
    // No DOI in the bundled record, so none is linked, and none made up: each leads to its entry.
    await expect(references.locator('a[href*="doi.org"]')).toHaveCount(0);
    await expect(references.getByRole('link', { name: 'In the publication list' })).toHaveCount(2);
    // Markers and ways back are targets of 24 × 24 px at least.
    for (const target of await page
      .locator('sup.citation-marker a, .blog-references a.reference-back')
      .all()) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    // At any width of its paragraph, a marker stays on the line of the word it follows.
    const strays = await body.locator('p', { hasText: 'depolymerases' }).evaluate((paragraph) => {
      const marker = paragraph.querySelector('sup.citation-marker')!;
      const word = document.createRange();
      const text = marker.previousSibling!;
      word.setStart(text, text.textContent!.length - 1);
      word.setEnd(text, text.textContent!.length);
      const found: number[] = [];
      for (let width = 160; width <= 480; width += 1) {
        paragraph.style.width = `${width}px`;
        const before = word.getBoundingClientRect();
        const mark = marker.getBoundingClientRect();
        if (mark.left < before.right - 1) found.push(width);
      }
      paragraph.style.width = '';
      return found;
    });
    expect(strays).toEqual([]);

    // A marker leads to its reference, and the reference back to the text.
    await body.getByRole('link', { name: 'Reference 2' }).click();
    await expect(page).toHaveURL(/#ref_2$/);
    await expect(items.nth(1)).toBeInViewport();
    await references.getByRole('link', { name: 'Back to citation 2 in the text' }).click();
    await expect(page).toHaveURL(/#cite_2$/);
    await expect(body.locator('#cite_2')).toBeInViewport();
    // By keyboard too; the marker gone back to stays in the tab order, its focus ring drawn.
    await references.getByRole('link', { name: 'Back to citation 2 in the text' }).press('Enter');
    await expect(body.locator('#cite_2')).toBeFocused();
    await expect(body.locator('#cite_2')).not.toHaveAttribute('tabindex');
    await expect(body.locator('#cite_2')).toHaveCSS('outline-style', 'solid');

    // The references wrap inside the column: no sideways scroll at 390 px or 1280 px.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectAccessible(page);
  },
);

test('the same work cited by two posts: each article numbers it on its own', async ({ page }) => {
  await page.goto('/blogs/isolating-phages-from-wastewater');
  await expect(page.locator('.blog-prose sup.citation-marker')).toHaveText(['[1]']);
  await expect(page.getByRole('region', { name: 'References' }).getByRole('listitem')).toHaveText([
    `${LYTIC} In the publication list ↩`,
  ]);
});

test('citations the site cannot resolve are plain text, and an article citing nothing has no references', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/blogs/links-the-site-refuses')).text();
  expect(metas(html, 'citation_reference')).toEqual([]);
  await page.goto('/blogs/links-the-site-refuses');
  const paragraph = page.locator('.blog-prose p', { hasText: 'Evidence matters' });
  await expect(paragraph).toHaveText(
    'Evidence matters, so here are citations the site cannot resolve: a work the record lacks, two works at once, a key with spaces and a stored number and a DOI that is a script.',
  );
  await expect(paragraph.locator('sup, a')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'References' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/blogs/meet-crassphage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Meet crAssphage, the Most Common Virus in Your Gut',
  );
  await expect(page.locator('sup.citation-marker')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'References' })).toHaveCount(0);
});

test(
  'the research page lists, on each cited work, the posts citing it',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const html = await (await request.get('/research')).text();
    expect(html).toContain('href="/blogs/phages-against-biofilms"');

    await page.goto('/research');
    const onTheBlog = (key: string) =>
      page.locator(`article[id="${key}"] p`, { hasText: /^On the blog:/ });
    await expect(onTheBlog('ellery2023lytic')).toHaveText(
      'On the blog: Isolating Phages from Wastewater: A Bench Protocol, Step by Step; Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
    );
    expect(
      await onTheBlog('ellery2023lytic')
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/blogs/isolating-phages-from-wastewater', '/blogs/phages-against-biofilms']);
    await expect(onTheBlog('ellery2024temperate')).toHaveText(
      'On the blog: Diet, Prophages and the Gut: What We Know and What We Do Not',
    );
    await expect(onTheBlog('genome2025klebsiella')).toHaveText(
      'On the blog: Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
    );
    // A work no post cites says nothing about the blog.
    await expect(page.locator('article[id="genome2024rhizobium"]')).toBeVisible();
    await expect(onTheBlog('genome2024rhizobium')).toHaveCount(0);

    await onTheBlog('genome2025klebsiella').getByRole('link').click();
    await expect(page).toHaveURL(/\/blogs\/phages-against-biofilms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
    );
    await page.goto('/research');
    await expectAccessible(page);
  },
);
