import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

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

/** Today as the pages write it, in a time zone: long US format. */
function today(timeZone: string): string {
  return new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}

/** The server's HTML counts today in the owner's time zone (Kansas City). */
const ownerToday = () => today('America/Chicago');

function visibleHtml(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

function section(page: Page, heading: string) {
  return page.getByRole('region', { name: heading, exact: true });
}

/** In the browser, the visitor's own today replaces it (a page kept since yesterday). */
async function expectLastUpdatedToday(page: Page) {
  await expect(page.getByTestId('last-updated')).toHaveText(
    `Last updated: ${today(VISITOR_TIME_ZONE)}`,
  );
}

test.describe('Terms of Service', () => {
  test('has its metadata and the seven sections in order', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Service - Phages & Biomes');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /terms/i);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /terms of service/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.locator('main article h2')).toHaveText(TERMS_SECTIONS);
    await expectLastUpdatedToday(page);
    await expectAccessible(page);
  });

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

  test('Go Back at the top and at the bottom go back in history', async ({ page }) => {
    await page.goto('/books');
    await page.goto('/terms');
    const back = page.getByRole('button', { name: 'Go Back' });
    await expect(back).toHaveCount(2);
    await back.first().click();
    await expect(page).toHaveURL(/\/books$/);

    await page.goto('/about');
    await page.goto('/terms');
    await back.last().scrollIntoViewIfNeeded();
    await back.last().click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the contents list jumps to each section', async ({ page }) => {
    await page.goto('/terms');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(TERMS_SECTIONS);
    await toc.getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByRole('heading', { name: 'Governing Law' })).toBeInViewport();
  });

  test('the server HTML holds the headings, text and date', async ({ request }) => {
    const response = await request.get('/terms');
    expect(response.status()).toBe(200);
    const html = visibleHtml(await response.text());
    for (const heading of ['Terms of Service', ...TERMS_SECTIONS]) {
      expect(html).toMatch(new RegExp(`<h[12][^>]*>${heading}</h[12]>`));
    }
    expect(html).toContain('You are specifically restricted from all of the following:');
    expect(html).toContain('the laws of the State of Missouri, USA');
    expect(html).toContain(`Last updated: <time`);
    expect(html).toContain(`>${ownerToday()}</time>`);
  });
});

test.describe('Privacy Policy', () => {
  test('has its metadata and the eight sections in order', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy - Phages & Biomes');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /data/i);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /privacy policy/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('main article h2')).toHaveText(PRIVACY_SECTIONS);
    await expectLastUpdatedToday(page);
    await expectAccessible(page);
  });

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

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/books');
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Go Back' }).first().click();
    await expect(page).toHaveURL(/\/books$/);
  });

  test('the server HTML holds the headings, text and date', async ({ request }) => {
    const response = await request.get('/privacy');
    expect(response.status()).toBe(200);
    const html = visibleHtml(await response.text());
    for (const heading of ['Privacy Policy', ...PRIVACY_SECTIONS]) {
      expect(html).toMatch(new RegExp(`<h[12][^>]*>${heading}</h[12]>`));
    }
    expect(html).toContain('Withdraw consent');
    expect(html).toContain('is not permanently stored by this website');
    expect(html).toContain(`>${ownerToday()}</time>`);
  });
});
