import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { DATASET_OVERRIDE } from '../../playwright.config';
import { FIXTURE_DATASET } from '../integration/cms-server';
import { expect, expectAccessible, test } from './fixtures';
import { rawRequest } from './hostile.helpers';

/** Same value as playwright.config.ts gives the server. */
const SECRET = 'e2e-webhook-secret';

/** Replaces the dataset the server reads in one step, so it never reads half a file. */
function writeDataset(text: string) {
  writeFileSync(`${DATASET_OVERRIDE}.tmp`, text);
  renameSync(`${DATASET_OVERRIDE}.tmp`, DATASET_OVERRIDE);
}

async function post(
  request: import('@playwright/test').APIRequestContext,
  body: string,
  options: { timestamp?: number; secret?: string; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? await encodeSignatureHeader(body, options.timestamp ?? Date.now(), options.secret ?? SECRET)
      : options.signature;
  return request.post('/api/revalidate', {
    // A Buffer is sent byte for byte (a string that is not JSON would be re-encoded).
    data: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
    },
  });
}

test.describe('POST /api/revalidate', () => {
  const body = JSON.stringify({ _type: 'post', slug: { current: 'phage-vs-antibiotics' } });

  test('401 without or with a wrong, stale or future signature', async ({ request }) => {
    expect((await post(request, body, { signature: null })).status()).toBe(401);
    expect((await post(request, body, { secret: 'not-the-secret' })).status()).toBe(401);
    expect((await post(request, body, { signature: 't=1700000000000,v1=abc' })).status()).toBe(401);
    for (const timestamp of [Date.now() - 6 * 60 * 1000, Date.now() + 2 * 60 * 1000])
      expect((await post(request, body, { timestamp })).status()).toBe(401);
  });

  test('400 for a malformed body, 413 for a body over 64 kB', async ({ request }) => {
    expect((await post(request, '{"slug": ')).status()).toBe(400);
    const big = JSON.stringify({ slug: 'x', pad: 'x'.repeat(70 * 1024) });
    expect((await post(request, big)).status()).toBe(413);
  });

  test('413 for a chunked body over 64 KiB sent without Content-Length', async () => {
    const body = JSON.stringify({ slug: 'x', pad: 'x'.repeat(80 * 1024) });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const response = await rawRequest('/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: signature, 'transfer-encoding': 'chunked' },
      body,
    });
    expect(response.status).toBe(413);
  });

  test('200 and the revalidated cache tags for a valid signature', async ({ request }) => {
    const response = await post(request, body);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Revalidated',
      revalidated: ['posts', 'taxonomy'],
    });
    const author = await post(request, JSON.stringify({ _type: 'author', _id: 'author-1' }));
    expect(await author.json()).toEqual({ message: 'Revalidated', revalidated: ['people'] });
  });

  test('an edited post shows after a signed webhook, not before', async ({ page, request }) => {
    test.setTimeout(150_000);
    const slug = 'lytic-and-lysogenic-cycles';
    const original = 'Lytic or Lysogenic: How a Phage Decides';
    const edited = `${original} (Revised ${Date.now()})`;
    const signed = JSON.stringify({ _type: 'post', slug: { current: slug } });
    const titleOf = async (path: string) => {
      const response = await request.get(path);
      const html = await response.text();
      return { cache: response.headers()['x-nextjs-cache'], html };
    };

    // 1. A fresh cache entry of the unedited page: revalidate it now, then read it until it is
    //    served from the cache.
    const fixture = readFileSync(FIXTURE_DATASET, 'utf8');
    writeDataset(fixture);
    expect((await post(request, signed)).status()).toBe(200);
    await expect(async () => {
      const { cache, html } = await titleOf(`/blogs/${slug}`);
      expect(html).toContain(original);
      expect(cache).toBe('HIT');
    }).toPass({ timeout: 15_000 });

    // 2. The CMS changes: an edited export, written atomically where the server reads it. The
    //    cached page still shows the old title.
    const lines = fixture.replace(`"title":"${original}"`, `"title":"${edited}"`);
    expect(lines).toContain(edited);
    writeDataset(lines);
    try {
      const cached = await titleOf(`/blogs/${slug}`);
      expect(cached.cache).toBe('HIT');
      expect(cached.html).toContain(original);
      expect(cached.html).not.toContain(edited);
      await page.goto(`/blogs/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

      // 3. The signed webhook marks the page stale at once: a moment ago a HIT, the next answer is
      //    the kept page served while it renders afresh (STALE; kept so that a CMS outage never
      //    empties it), and the edited title follows on the next requests.
      expect((await post(request, signed)).status()).toBe(200);
      expect(['STALE', 'MISS']).toContain((await titleOf(`/blogs/${slug}`)).cache);
      await expect(async () => {
        expect((await titleOf(`/blogs/${slug}`)).html).toContain(edited);
      }).toPass({ timeout: 20_000 });
      await expect(async () => {
        await page.goto(`/blogs/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(page).toHaveTitle(`${edited} - Phages & Biomes`);
      await expect(async () => {
        await page.goto('/blogs');
        await expect(page.getByRole('heading', { name: edited })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expectAccessible(page);
    } finally {
      writeDataset(fixture);
      await post(request, signed);
    }
    await expect(async () => {
      await page.goto(`/blogs/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(original, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
});
