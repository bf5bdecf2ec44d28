import type { Locator, Page } from '@playwright/test';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { field, parseMailto } from '../unit/contact/mailto-helpers';
import { expect, holdRequests, test } from './fixtures';

/**
 * A visitor on a slow phone fills in a form before its script has arrived. The page's scripts are
 * held back until the test lets them go, so "before hydration" is a state the test makes, not a
 * race it hopes to win.
 */
async function openWithoutScripts(page: Page, path: string) {
  const letGo = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  return letGo;
}

/** React has taken the form over: it marks each element it hydrates (slow on a busy machine). */
async function hydrated(form: Locator) {
  await expect
    .poll(
      () => form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('what is typed before the script runs is kept', () => {
  test('the contact form sends the fields filled in before hydration', async ({ page }) => {
    const letGo = await openWithoutScripts(page, routes.contact);
    const form = page.getByRole('form', { name: 'Send a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@analytical.example');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('media');
    letGo();
    await hydrated(form);

    await form.getByRole('textbox', { name: 'Message' }).fill('About your phage work.');
    // Rendered again for the message, the form still shows what came before it.
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const parsed = parseMailto((await mailto).url());
    expect(field(parsed, 'subject')).toEqual([`Media Inquiry for ${site.owner.name}`]);
    expect(field(parsed, 'cc')).toEqual(['ada@analytical.example']);
    expect(field(parsed, 'body')[0]).toContain('My name is Ada Lovelace');
    await expect(form.getByRole('status')).toHaveText(/^Thank you!/);
  });

  test('sent before hydration, the letter goes to the mail app, never into an address', async ({
    page,
  }) => {
    await openWithoutScripts(page, routes.contact);
    const form = page.getByRole('form', { name: 'Send a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Message' }).fill('Private words');
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await form.getByRole('button', { name: 'Send Message' }).click();
    const request = await sent;
    expect(request.url().startsWith(`mailto:${site.email}?body=`), request.url()).toBe(true);
    expect(decodeURIComponent(request.url())).toContain('message=Private words');
  });

  test('the publication finder keeps a search and a year chosen before hydration', async ({
    page,
  }) => {
    const letGo = await openWithoutScripts(page, routes.allPublications);
    const form = page.getByRole('search', { name: 'Find a work' });
    await form.getByRole('searchbox', { name: 'Search' }).fill('phage');
    await form.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    letGo();
    await hydrated(form);
    await expect(page).toHaveURL(`${routes.allPublications}?q=phage&year=2024`);
    await expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('phage');
    await expect(page.locator('#every-work').getByRole('heading', { level: 2 })).toHaveText([
      '2024',
    ]);
  });

  test('the blog search keeps what was typed before hydration, and the category', async ({
    page,
  }) => {
    const letGo = await openWithoutScripts(page, `${routes.blogs}?category=phage-therapy`);
    const form = page.getByRole('search');
    await form.getByRole('searchbox', { name: 'Search articles' }).fill('Eliava');
    letGo();
    await hydrated(form);
    await expect(page).toHaveURL(/\/blogs\?q=Eliava&category=phage-therapy$/);
    await expect(form.getByRole('searchbox')).toHaveValue('Eliava');
    await expect(page.getByTestId('post-card').getByRole('heading', { level: 2 })).toHaveText([
      "A Century of Phage Therapy: From d'Hérelle to Personalised Cocktails",
    ]);
  });

  test('a colour theme chosen before hydration is applied and kept once the script runs', async ({
    page,
  }) => {
    const letGo = await openWithoutScripts(page, routes.home);
    const group = page.getByRole('banner').getByRole('group', { name: 'Colour theme' });
    await group.locator('[data-theme-option="dark"]').click();
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    letGo();
    await hydrated(group);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => Object.values(localStorage))).toEqual(['dark']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
