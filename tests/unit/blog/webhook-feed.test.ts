/** @jest-environment node */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { handleWebhook, MAX_WEBHOOK_BYTES } from '@/lib/blog/webhook';
import { buildRssFeed } from '@/lib/blog/feed';
import type { PostSummary } from '@/lib/content/types';

const SECRET = 'unit-secret';
const NOW = Date.parse('2026-11-21T12:00:00Z');

async function signed(body: string, timestamp = NOW, secret = SECRET, extra: HeadersInit = {}) {
  const signature = await encodeSignatureHeader(body, timestamp, secret);
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json', ...extra },
  });
}

describe('POST /api/revalidate rules', () => {
  it('answers 404 when no secret is configured', async () => {
    const outcome = await handleWebhook(await signed('{}'), undefined, NOW);
    expect(outcome.status).toBe(404);
    expect(outcome.paths).toEqual([]);
  });

  it('revalidates the index, the feed and the changed article for a valid signature', async () => {
    const outcome = await handleWebhook(
      await signed(JSON.stringify({ _type: 'post', slug: { current: 'phage-vs-antibiotics' } })),
      SECRET,
      NOW,
    );
    expect(outcome.status).toBe(200);
    expect(outcome.paths).toEqual(['/blogs', '/blogs/feed.xml', '/blogs/phage-vs-antibiotics']);
  });

  it('accepts a plain string slug and a body without slug (index only)', async () => {
    expect((await handleWebhook(await signed('{"slug":"a-post"}'), SECRET, NOW)).paths).toContain(
      '/blogs/a-post',
    );
    expect((await handleWebhook(await signed('{"_type":"post"}'), SECRET, NOW)).paths).toEqual([
      '/blogs',
      '/blogs/feed.xml',
    ]);
  });

  it('answers 401 for a missing, malformed or wrong signature and revalidates nothing', async () => {
    const none = new Request('http://localhost/api/revalidate', { method: 'POST', body: '{}' });
    expect(await handleWebhook(none, SECRET, NOW)).toMatchObject({ status: 401, paths: [] });
    const garbage = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body: '{}',
      headers: { [SIGNATURE_HEADER_NAME]: 'nonsense' },
    });
    expect(await handleWebhook(garbage, SECRET, NOW)).toMatchObject({ status: 401, paths: [] });
    const wrong = await signed('{"slug":"x"}', NOW, 'another-secret');
    expect(await handleWebhook(wrong, SECRET, NOW)).toMatchObject({ status: 401, paths: [] });
  });

  it('answers 401 when the signed body was altered (verification is on the raw body)', async () => {
    const signature = await encodeSignatureHeader('{"slug":"a"}', NOW, SECRET);
    const tampered = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body: '{"slug": "a"}',
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    });
    expect((await handleWebhook(tampered, SECRET, NOW)).status).toBe(401);
  });

  it('refuses signatures older than 5 minutes', async () => {
    const fresh = await signed('{}', NOW - 4 * 60_000);
    expect((await handleWebhook(fresh, SECRET, NOW)).status).toBe(200);
    const stale = await signed('{}', NOW - 5 * 60_000 - 1);
    expect(await handleWebhook(stale, SECRET, NOW)).toMatchObject({ status: 401, paths: [] });
  });

  it('revalidates only the listings for a slug the site refuses (the post leaves them)', async () => {
    const outcome = await handleWebhook(await signed('{"slug":"../etc"}'), SECRET, NOW);
    expect(outcome.status).toBe(200);
    expect(outcome.paths).toEqual(['/blogs', '/blogs/feed.xml']);
  });

  it('answers 400 for a malformed body, after the signature checks', async () => {
    expect((await handleWebhook(await signed('not json'), SECRET, NOW)).status).toBe(400);
    expect((await handleWebhook(await signed('[1,2]'), SECRET, NOW)).status).toBe(400);
    expect((await handleWebhook(await signed('{"slug":{"current":7}}'), SECRET, NOW)).status).toBe(
      400,
    );
  });

  it('answers 413 for a body over 64 kB', async () => {
    const big = JSON.stringify({ slug: 'a', pad: 'x'.repeat(MAX_WEBHOOK_BYTES) });
    expect(await handleWebhook(await signed(big), SECRET, NOW)).toMatchObject({
      status: 413,
      paths: [],
    });
    const exact = JSON.stringify({ pad: 'x'.repeat(MAX_WEBHOOK_BYTES - 10) });
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_WEBHOOK_BYTES);
    expect((await handleWebhook(await signed(exact), SECRET, NOW)).status).toBe(200);
  });
});

describe('RSS feed', () => {
  const post: PostSummary = {
    id: 'p',
    slug: 'phage-vs-antibiotics',
    title: 'Phages & <Antibiotics>',
    publishedAt: '2026-10-28T09:00:00Z',
    _updatedAt: null,
    excerpt: 'Fire hose vs locksmith…',
    readingMinutes: 3,
    cover: null,
    author: { id: 'a', name: 'Dr. Rowan Ellery', role: null },
    category: { id: 'c', title: 'Antimicrobial Resistance', slug: 'amr' },
    tags: [{ id: 't', title: 'Biofilm', slug: 'biofilm' }],
  };
  it('is RSS 2.0 with escaped, absolute items', () => {
    const xml = buildRssFeed(
      [post, { ...post, id: 'q', slug: 'draft', publishedAt: null }],
      'https://site.example',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Phages &amp; &lt;Antibiotics&gt;</title>');
    expect(xml).toContain('<link>https://site.example/blogs/phage-vs-antibiotics</link>');
    expect(xml).toContain('<pubDate>Wed, 28 Oct 2026 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Dr. Rowan Ellery</dc:creator>');
    expect(xml).toContain('<category>Biofilm</category>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.match(/<pubDate>/g)).toHaveLength(1);
  });
});
