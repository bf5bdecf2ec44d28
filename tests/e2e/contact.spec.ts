import { site } from '@/content/site';
import { newsletter } from '@/lib/newsletter';
import { addresses, field, parseMailto } from '../unit/contact/mailto-helpers';
import { expect, expectAccessible, expectImageLoaded, test, visibleHtml } from './fixtures';

const VALIDATION = 'Please fill in all required fields before sending your message.';
const START = new Date('2026-06-01T10:00:00');

/** A controlled clock: the page loads, then time stands still until the test moves it. */
async function freezeClock(page: import('@playwright/test').Page) {
  await page.clock.install({ time: START });
  await page.goto('/contact');
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test.describe('contact page', () => {
  test('has its title, description, keywords, heading, tag and banner', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Phages & Biomes');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /collaboration.*research inquiries/i,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /research collaboration.*research inquiries/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.getByText('CONTACT', { exact: true })).toBeVisible();

    const banner = page.getByRole('img', { name: /phage plaques/ });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('width', '1600');
    await expect(banner).toHaveAttribute('height', '560');
    await expectImageLoaded(banner);
    await expectAccessible(page);
  });

  test(
    'form on the left, contact details on the right (stacked on mobile)',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send a Message' });
      const info = page.getByRole('region', { name: 'Contact Information' });
      await expect(form).toBeVisible();
      await expect(info).toBeVisible();
      const formBox = (await form.boundingBox())!;
      const infoBox = (await info.boundingBox())!;
      if (testInfo.project.name === 'mobile') {
        expect(infoBox.y).toBeGreaterThan(formBox.y + formBox.height);
      } else {
        expect(infoBox.x).toBeGreaterThan(formBox.x + formBox.width);
        expect(Math.abs(infoBox.y - formBox.y)).toBeLessThan(60);
      }
    },
  );

  test('contact information, specific inquiries and the newsletter card', async ({ page }) => {
    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const linkedin = info.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', site.socials.linkedin);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', /noopener/);

    const inquiries = page.getByRole('region', { name: 'Specific Inquiries' });
    await expect(inquiries.locator('dt')).toHaveText([
      'Research collaborations',
      'Speaking engagements',
      'Media requests',
    ]);
    for (const text of await inquiries.locator('dd').allTextContents()) {
      expect(text.length).toBeGreaterThan(60);
    }

    const card = page.getByRole('region', { name: 'Subscribe to Newsletter' });
    const subscribe = card.getByRole('link');
    await expect(subscribe).toHaveAttribute('href', newsletter.href);
    if (newsletter.configured) {
      await expect(subscribe).toHaveAttribute('target', '_blank');
      await expect(subscribe).toHaveAttribute('rel', /noopener/);
    } else {
      // Without a newsletter platform the card offers e-mail instead, in the same tab.
      await expect(subscribe).not.toHaveAttribute('target', /.*/);
    }
    // The card comes below both columns.
    const cardBox = (await card.boundingBox())!;
    const inquiriesBox = (await inquiries.boundingBox())!;
    expect(cardBox.y).toBeGreaterThan(inquiriesBox.y + inquiriesBox.height);
  });

  test('the form: labelled, required fields, email type and the topic select', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send a Message' });
    await expect(form.getByText('Required fields')).toBeVisible();
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const subject = form.getByRole('combobox', { name: 'Subject' });
    const message = form.getByRole('textbox', { name: 'Message' });
    for (const input of [name, email, subject, message]) {
      await expect(input).toHaveAttribute('required', '');
      await expect(input).toHaveValue('');
    }
    // Each label shows an asterisk.
    await expect(form.locator('label')).toHaveText(['Name*', 'Email*', 'Subject*', 'Message*']);
    await expect(email).toHaveAttribute('type', 'email');
    const options = await subject
      .locator('option')
      .evaluateAll((els: HTMLOptionElement[]) => els.map((o) => [o.value, o.text, o.disabled]));
    expect(options).toEqual([
      ['', 'Select a topic', true],
      ['research', 'Research Collaboration', false],
      ['speaking', 'Speaking Engagement', false],
      ['media', 'Media Inquiry', false],
      ['other', 'Other', false],
    ]);
  });

  test('an empty field shows the validation message, which clears after 5 s', async ({ page }) => {
    await freezeClock(page);
    const form = page.getByRole('form', { name: 'Send a Message' });
    const status = form.getByRole('status');
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    let mailtoRequested = false;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailtoRequested = true;
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(status).toHaveText(VALIDATION);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.clock.runFor(4900);
    await expect(status).toHaveText(VALIDATION);
    await page.clock.runFor(200);
    await expect(status).toHaveText('');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(mailtoRequested).toBe(false);
  });

  test('sends the browser to the mailto URL, then confirms and resets after 5 s', async ({
    page,
  }) => {
    await freezeClock(page);
    const form = page.getByRole('form', { name: 'Send a Message' });
    const hostileName = 'Zoë "Q" O\'Neil & Co?cc=evil@attacker.example#x';
    const hostileMessage =
      'Line one & two = 100% #1 + more?\nBcc: evil@attacker.example\n\n🦠 Ångström 日本';

    // By keyboard alone: type, tab, pick the topic with the arrow keys, send with Enter.
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(hostileName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('reporter@phage-news.example');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Subject' })).toBeFocused();
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('media');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(hostileMessage);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();

    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.keyboard.press('Enter');
    const url = (await mailto).url();

    const parsed = parseMailto(url);
    expect(parsed.to).toEqual([site.email]);
    expect(parsed.fields.map(([key]) => key)).toEqual(['subject', 'body', 'cc']);
    expect(field(parsed, 'subject')).toEqual([`Media Inquiry for ${site.owner.name}`]);
    const cc = field(parsed, 'cc');
    expect(cc).toEqual(['reporter@phage-news.example']);
    expect(addresses(cc[0]!)).toHaveLength(1);
    const body = field(parsed, 'body')[0]!;
    expect(body.startsWith(`Dear ${site.owner.name},\r\n\r\n`)).toBe(true);
    expect(body).toContain(`My name is ${hostileName}, and I am contacting you on behalf of`);
    expect(body).toContain('on behalf of phage-news.example with a media inquiry');
    expect(body).toContain(`\r\n\r\n${hostileMessage.replace(/\n/g, '\r\n')}\r\n\r\n`);
    expect(body).toContain(`Best regards,\r\n${hostileName}\r\nreporter@phage-news.example`);
    expect(body).toMatch(/\r\n\r\nSent via Phages & Biomes website on June 1, 2026$/);

    const status = form.getByRole('status');
    await expect(status).toHaveText(/^Thank you!/);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(hostileName);
    await page.clock.runFor(4900);
    await expect(status).toHaveText(/^Thank you!/);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'reporter@phage-news.example',
    );
    await page.clock.runFor(200);
    await expect(status).toHaveText('');
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  });

  test('the error and success states are accessible', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(VALIDATION);
    await expectAccessible(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@x.example');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('other');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Thank you!/);
    await expectAccessible(page);
  });

  test('the topic can be chosen with the arrow keys', async ({ page }) => {
    await page.goto('/contact');
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await subject.focus();
    await page.keyboard.press('ArrowDown');
    await expect(subject).toHaveValue('research');
  });

  test('the server HTML holds the whole page without JavaScript', async ({ request }) => {
    const response = await request.get('/contact');
    expect(response.status()).toBe(200);
    const html = visibleHtml(await response.text());
    expect(html).toContain('<title>Contact Phages & Biomes</title>');
    for (const text of [
      'CONTACT',
      'Get in Touch',
      'Send a Message',
      'Required fields',
      'Select a topic',
      'Research Collaboration',
      'Speaking Engagement',
      'Media Inquiry',
      'Contact Information',
      site.email,
      site.socials.linkedin,
      'Specific Inquiries',
      'Research collaborations',
      'Speaking engagements',
      'Media requests',
      'Subscribe to Newsletter',
      'Send Message',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);
  });
});
