import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visibleHtml } from './fixtures';

const TERMS_SECTIONS = [
  'Introduction',
  'Intellectual Property Rights',
  'Restrictions',
  'Research Content',
  'Limitations of Liability',
  'Governing Law',
  'Changes to Terms',
];

const PRIVACY_SECTIONS = [
  'Introduction',
  'The Data We Collect',
  'How We Use Your Data',
  'Cookies',
  'Data Security',
  'Your Legal Rights',
  'AI Voice Agent',
  'Changes',
];

/** A visitor far from the owner: on most hours of the day, their date is not Kansas City's. */
const VISITOR_TIME_ZONE = 'Pacific/Kiritimati';
test.use({ timezoneId: VISITOR_TIME_ZONE });

/** A day as the pages write it, in a time zone: long US format. */
function dateIn(timeZone: string, date = new Date()): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}

/**
 * The server's HTML counts the day it was rendered in the owner's time zone (Kansas City). The
 * page is rendered by the build and again once a day, so that day is today or, until the next
 * regeneration (a build just before the owner's midnight), yesterday.
 */
const ownerDays = () =>
  [0, 1].map((days) => dateIn('America/Chicago', new Date(Date.now() - days * 86_400_000)));

function section(page: Page, heading: string) {
  return page.getByRole('region', { name: heading, exact: true });
}

/** In the browser, the visitor's own today replaces it (a page kept since yesterday). */
async function expectLastUpdatedToday(page: Page) {
  await expect(page.getByTestId('last-updated')).toHaveText(
    `Last updated: ${dateIn(VISITOR_TIME_ZONE)}`,
  );
}

const LEGAL_PAGES = [
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: TERMS_SECTIONS,
    description: /terms/i,
    keywords: /terms of service/,
    serverTexts: [
      'You are specifically restricted from all of the following:',
      'the laws of the State of Missouri, USA',
    ],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: PRIVACY_SECTIONS,
    description: /data/i,
    keywords: /privacy policy/,
    serverTexts: ['Withdraw consent', 'is not permanently stored by this website'],
  },
];

for (const { path, title, sections, description, keywords, serverTexts } of LEGAL_PAGES) {
  test.describe(title, () => {
    test(`has its metadata and the ${sections.length} sections in order`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} - Phages & Biomes`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', keywords);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main article h2')).toHaveText(sections);
      await expectLastUpdatedToday(page);
      await expectAccessible(page);
    });

    test('Go Back at the top and at the bottom go back in history', async ({ page }) => {
      await page.goto('/books');
      await page.goto(path);
      const back = page.getByRole('button', { name: 'Go Back' });
      await expect(back).toHaveCount(2);
      await back.first().click();
      await expect(page).toHaveURL(/\/books$/);

      await page.goto('/about');
      await page.goto(path);
      await back.last().scrollIntoViewIfNeeded();
      await back.last().click();
      await expect(page).toHaveURL(/\/about$/);
    });

    test('the server HTML holds the headings, text and date', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = visibleHtml(await response.text());
      for (const heading of [title, ...sections]) {
        expect(html).toMatch(new RegExp(`<h[12][^>]*>${heading}</h[12]>`));
      }
      for (const text of serverTexts) expect(html).toContain(text);
      expect(html).toContain(`Last updated: <time`);
      const served = html.match(/Last updated: <time[^>]*>([^<]+)<\/time>/)?.[1];
      expect(ownerDays()).toContain(served);
    });
  });
}

test.describe('Terms of Service', () => {
  test('lists six prohibited uses and states the research, liability and law terms', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(section(page, 'Restrictions').getByRole('listitem')).toHaveCount(6);
    const research = section(page, 'Research Content');
    await expect(research).toContainText('informational and educational purposes only');
    await expect(research).toContainText('without warranties of any kind');
    await expect(research).toContainText('not medical advice');
    await expect(section(page, 'Limitations of Liability')).toContainText('shall not be liable');
    await expect(section(page, 'Governing Law')).toContainText('State of Missouri, USA');
    await expect(section(page, 'Changes to Terms')).toContainText('revise these terms');
  });

  test('the contents list jumps to each section', async ({ page }) => {
    await page.goto('/terms');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(TERMS_SECTIONS);
    await toc.getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByRole('heading', { name: 'Governing Law' })).toBeInViewport();
  });
});

test.describe('Privacy Policy', () => {
  test('names the four kinds of data and the seven rights', async ({ page }) => {
    await page.goto('/privacy');
    const data = section(page, 'The Data We Collect').getByRole('listitem');
    await expect(data).toHaveCount(4);
    await expect(data.locator('strong')).toHaveText([
      'Identity data:',
      'Contact data:',
      'Technical data:',
      'Usage data:',
    ]);
    const rights = section(page, 'Your Legal Rights').getByRole('listitem');
    await expect(rights.locator('strong')).toHaveText([
      'Access:',
      'Correction:',
      'Erasure:',
      'Objection:',
      'Restriction:',
      'Transfer:',
      'Withdraw consent:',
    ]);
  });

  test('explains the AI voice agent', async ({ page }) => {
    await page.goto('/privacy');
    const agent = section(page, 'AI Voice Agent');
    await expect(agent).toContainText('AI voice agent that answers questions about my research');
    await expect(agent).toContainText('processed by a third-party AI provider');
    await expect(agent).toContainText('not permanently stored');
  });
});
