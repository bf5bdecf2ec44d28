/** @jest-environment node */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import crypto from 'node:crypto';
import { handleWebhook, MAX_CLOCK_SKEW_MS, MAX_WEBHOOK_BYTES } from '@/lib/blog/webhook';
import { buildRssFeed, withFeed } from '@/lib/blog/feed';
import { blogText } from '@/content/blog-text';
import type { Post, PostSummary } from '@/lib/content/types';

const SECRET = 'unit-secret';
const NOW = Date.parse('2026-11-21T12:00:00Z');

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

async function signed(body: string, timestamp = NOW, secret = SECRET, extra: HeadersInit = {}) {
  const signature = await encodeSignatureHeader(body, timestamp, secret);
  return request(body, {
    [SIGNATURE_HEADER_NAME]: signature,
    'content-type': 'application/json',
    ...(extra as Record<string, string>),
  });
}

/** A refusal: its status and words, and nothing revalidated. */
const refused = (status: number, message: string) => ({ status, body: { message }, tags: [] });

describe('POST /api/revalidate rules', () => {
  it('answers 404 when no secret is configured', async () => {
    const outcome = await handleWebhook(await signed('{}'), undefined, NOW);
    expect(outcome).toEqual(refused(404, 'Not found'));
  });

  const tagsFor = async (body: object) =>
    (await handleWebhook(await signed(JSON.stringify(body)), SECRET, NOW)).tags;

  it('revalidates the tags of the changed kind of document, for a valid signature', async () => {
    const outcome = await handleWebhook(
      await signed(JSON.stringify({ _type: 'post', slug: { current: 'phage-vs-antibiotics' } })),
      SECRET,
      NOW,
    );
    expect(outcome.status).toBe(200);
    // A post reaches every listing and article (posts) and its terms' post counts (taxonomy).
    expect(outcome.tags).toEqual(['posts', 'taxonomy']);
    expect(outcome.body).toEqual({ message: 'Revalidated', revalidated: ['posts', 'taxonomy'] });
    expect(await tagsFor({ _type: 'author', _id: 'a1' })).toEqual(['people']);
    expect(await tagsFor({ _type: 'role' })).toEqual(['people']);
    expect(await tagsFor({ _type: 'publication' })).toEqual(['research']);
    // The owner publishes a refresh in the Studio; the webhook's projection sends its type.
    expect(await tagsFor({ _type: 'publicationRefresh', slug: null })).toEqual(['research']);
    expect(await tagsFor({ _type: 'category', slug: 'amr' })).toEqual(['taxonomy']);
    expect(await tagsFor({ _type: 'tag', slug: { current: 'crispr' } })).toEqual(['taxonomy']);
  });

  it('refreshes nothing for a draft or a release’s version: no page shows them yet', async () => {
    for (const _id of ['drafts.post-1', 'versions.rSpring.post-1'])
      expect(
        await handleWebhook(await signed(JSON.stringify({ _id, _type: 'post' })), SECRET, NOW),
      ).toEqual(refused(200, 'Draft ignored'));
    expect(await tagsFor({ _id: 'post-1', _type: 'post' })).toEqual(['posts', 'taxonomy']);
  });

  it('revalidates every tag for a document of no known type, or of none', async () => {
    expect(await tagsFor({ slug: 'a-post' })).toEqual(['posts', 'taxonomy', 'people']);
    expect(await tagsFor({ _type: 'sanity.imageAsset' })).toEqual(['posts', 'taxonomy', 'people']);
    expect(await tagsFor({ _type: 'constructor' })).toEqual(['posts', 'taxonomy', 'people']);
  });

  it('answers 401 for a missing, malformed or wrong signature and revalidates nothing', async () => {
    const none = request('{}');
    expect(await handleWebhook(none, SECRET, NOW)).toEqual(refused(401, 'Missing signature'));
    const garbage = request('{}', { [SIGNATURE_HEADER_NAME]: 'nonsense' });
    expect(await handleWebhook(garbage, SECRET, NOW)).toEqual(refused(401, 'Invalid signature'));
    // A header that does not decode is refused before the body is read.
    expect(garbage.bodyUsed).toBe(false);
    const wrong = await signed('{"slug":"x"}', NOW, 'another-secret');
    expect(await handleWebhook(wrong, SECRET, NOW)).toEqual(refused(401, 'Invalid signature'));
    // Nothing was sent (a signature cannot even be made for nothing): no delivery of the CMS.
    const signature = await encodeSignatureHeader('{}', NOW, SECRET);
    const empty = request('', { [SIGNATURE_HEADER_NAME]: signature });
    expect(await handleWebhook(empty, SECRET, NOW)).toEqual(refused(401, 'Invalid signature'));
  });

  it('answers 401 when the signed body was altered (verification is on the raw body)', async () => {
    const signature = await encodeSignatureHeader('{"slug":"a"}', NOW, SECRET);
    const tampered = request('{"slug": "a"}', { [SIGNATURE_HEADER_NAME]: signature });
    expect((await handleWebhook(tampered, SECRET, NOW)).status).toBe(401);
  });

  it('refuses signatures older than 5 minutes', async () => {
    const fresh = await signed('{}', NOW - 4 * 60_000);
    expect((await handleWebhook(fresh, SECRET, NOW)).status).toBe(200);
    const atTheLimit = await signed('{"at":"limit"}', NOW - 5 * 60_000);
    expect((await handleWebhook(atTheLimit, SECRET, NOW)).status).toBe(200);
    const stale = await signed('{}', NOW - 5 * 60_000 - 1);
    expect(await handleWebhook(stale, SECRET, NOW)).toEqual(refused(401, 'Stale signature'));
  });

  it('answers 400 for a malformed body, after the signature checks', async () => {
    // Not JSON; JSON that is no document (a list, null, a number, a text, a boolean); a type that
    // is not a name.
    for (const body of ['not json', '[1,2]', 'null', '7', '"post"', 'true', '{"_type":7}'])
      expect(await handleWebhook(await signed(body), SECRET, NOW)).toEqual(
        refused(400, 'Malformed body'),
      );
  });

  it('refuses signatures from the future beyond 30 s of clock skew', async () => {
    const skewed = await signed('{}', NOW + MAX_CLOCK_SKEW_MS);
    expect((await handleWebhook(skewed, SECRET, NOW)).status).toBe(200);
    const future = await signed('{}', NOW + MAX_CLOCK_SKEW_MS + 1);
    expect(await handleWebhook(future, SECRET, NOW)).toMatchObject({ status: 401, tags: [] });
    const farFuture = await signed('{}', NOW + 4 * 60_000);
    expect((await handleWebhook(farFuture, SECRET, NOW)).status).toBe(401);
  });

  it('checks the signature header before reading a byte of the body', async () => {
    const unsigned = request('x'.repeat(MAX_WEBHOOK_BYTES * 4));
    expect((await handleWebhook(unsigned, SECRET, NOW)).status).toBe(401);
    expect(unsigned.bodyUsed).toBe(false);
    const stale = await signed('{}', NOW - 6 * 60_000);
    expect((await handleWebhook(stale, SECRET, NOW)).status).toBe(401);
    expect(stale.bodyUsed).toBe(false);
  });

  it('answers 413 for a declared Content-Length over 64 KiB without reading the body', async () => {
    const small = '{"slug":"a"}';
    const declared = await signed(small, NOW, SECRET, {
      'content-length': String(MAX_WEBHOOK_BYTES + 1),
    });
    expect(declared.headers.get('content-length')).toBe(String(MAX_WEBHOOK_BYTES + 1));
    expect(await handleWebhook(declared, SECRET, NOW)).toEqual(refused(413, 'Payload too large'));
    expect(declared.bodyUsed).toBe(false);
  });

  it('answers 413 for a streamed body over 64 KiB with no Content-Length, reading no further', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk); // endless: only the cap stops the reader
      },
    });
    const signature = await encodeSignatureHeader('{}', NOW, SECRET);
    const streamed = request(body, { [SIGNATURE_HEADER_NAME]: signature });
    expect(streamed.headers.get('content-length')).toBeNull();
    expect(await handleWebhook(streamed, SECRET, NOW)).toMatchObject({ status: 413, tags: [] });
    // 64 KiB in 16 KiB chunks: the fifth chunk crosses the cap (plus at most the stream's lookahead).
    expect(pulled).toBeLessThanOrEqual(7);
  });

  it('accepts a body of exactly 64 KiB, declared or streamed', async () => {
    const exact = JSON.stringify({ pad: 'x'.repeat(MAX_WEBHOOK_BYTES - 10) });
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_WEBHOOK_BYTES);
    const declared = await signed(exact, NOW, SECRET, {
      'content-length': String(MAX_WEBHOOK_BYTES),
    });
    expect((await handleWebhook(declared, SECRET, NOW)).status).toBe(200);
    const signature = await encodeSignatureHeader(exact, NOW, SECRET);
    const bytes = new TextEncoder().encode(exact);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1000));
        controller.enqueue(bytes.subarray(1000));
        controller.close();
      },
    });
    const streamed = request(stream, { [SIGNATURE_HEADER_NAME]: signature });
    expect((await handleWebhook(streamed, SECRET, NOW)).status).toBe(200);
    const over = JSON.stringify({ pad: 'x'.repeat(MAX_WEBHOOK_BYTES - 9) });
    expect((await handleWebhook(await signed(over), SECRET, NOW)).status).toBe(413);
  });

  it('compares the signature in constant time (a same-length forgery is refused)', async () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    const good = await encodeSignatureHeader('{"slug":"a"}', NOW, SECRET);
    const forged = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const forgery = request('{"slug":"a"}', { [SIGNATURE_HEADER_NAME]: forged });
    expect((await handleWebhook(forgery, SECRET, NOW)).status).toBe(401);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
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

  it('writes each item whole: the full text when the body is known, no empty elements', () => {
    const body = [
      { _type: 'block', _key: 'b', children: [{ _type: 'span', text: 'Full  text.' }] },
    ];
    const bare = { ...post, slug: 'bare', excerpt: '', author: null, category: null, tags: [] };
    const xml = buildRssFeed(
      [{ ...post, body } as unknown as Post, bare],
      'https://site.example',
      new Date('2026-12-01T08:00:00Z'),
    );
    const link = 'https://site.example/blogs/phage-vs-antibiotics';
    expect(xml).toContain(
      [
        '    <item>',
        '      <title>Phages &amp; &lt;Antibiotics&gt;</title>',
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        '      <description>&lt;p&gt;Full text.&lt;/p&gt;</description>',
        '      <pubDate>Wed, 28 Oct 2026 09:00:00 GMT</pubDate>',
        '      <dc:creator>Dr. Rowan Ellery</dc:creator>',
        '      <category>Antimicrobial Resistance</category>',
        '      <category>Biofilm</category>',
        '    </item>',
        '    <item>',
        '      <title>Phages &amp; &lt;Antibiotics&gt;</title>',
        '      <link>https://site.example/blogs/bare</link>',
        '      <guid isPermaLink="true">https://site.example/blogs/bare</guid>',
        '      <pubDate>Wed, 28 Oct 2026 09:00:00 GMT</pubDate>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
    expect(xml).toContain('<link>https://site.example/blogs</link>');
    expect(xml).toContain('<lastBuildDate>Tue, 01 Dec 2026 08:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link href="https://site.example/blogs/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it("keeps the body's paragraphs, headings, quotes and lists, as HTML a feed reader shows, its text escaped", () => {
    const block = (text: string, style?: string, listItem?: string) => ({
      _type: 'block',
      _key: text,
      style,
      listItem,
      children: [{ _type: 'span', text }],
    });
    const body = [
      block('Phages & <antibiotics>'),
      block('How each one works', 'h2'),
      block('   '),
      { _type: 'image', _key: 'i' },
      block('An antibiotic\n is a molecule.', 'blockquote'),
      block('Dilute', 'normal', 'number'),
      block('Plate', 'normal', 'number'),
      block('Lysis', 'normal', 'bullet'),
      block('Done.', 'h2"><script>'),
      block('Last', 'normal', 'bullet'),
    ];
    const xml = buildRssFeed([{ ...post, body } as unknown as Post], 'https://site.example');
    const description = /<description>(.*?)<\/description>/s.exec(xml.split('<item>')[1]!)![1]!;
    // What a reader gets after XML's own unescaping.
    const html = description.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(html).toBe(
      [
        '<p>Phages &amp; &lt;antibiotics&gt;</p><h2>How each one works</h2>',
        '<blockquote>An antibiotic is a molecule.</blockquote>',
        '<ol><li>Dilute</li><li>Plate</li></ol><ul><li>Lysis</li></ul><p>Done.</p>',
        '<ul><li>Last</li></ul>',
      ].join(''),
    );
  });

  it('is announced on the pages that carry it, beside their other alternates', () => {
    expect(withFeed({ title: 'Blog', alternates: { canonical: '/blogs' } })).toEqual({
      title: 'Blog',
      alternates: {
        canonical: '/blogs',
        types: { 'application/rss+xml': [{ url: '/blogs/feed.xml', title: blogText.feedTitle }] },
      },
    });
  });

  it('strips characters XML forbids, keeping tabs, newlines and astral characters', () => {
    const xml = buildRssFeed(
      [
        {
          ...post,
          title: 'Phage\u0001 \u0008lysis\u000B\uFFFF \uD800end \uDC00🦠',
          excerpt: 'Line one\nline\ttwo\u001F',
        },
      ],
      'https://site.example',
    );
    expect(xml).toContain('<title>Phage lysis end 🦠</title>');
    expect(xml).toContain('<description>&lt;p&gt;Line one\nline\ttwo&lt;/p&gt;</description>');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
    expect(xml.isWellFormed()).toBe(true);
  });
});
