import type { BodyBlock, PostSummary } from '@/lib/content/types';
import { bodyText, EXCERPT_LENGTH, excerptOf, readingMinutes, truncate } from '@/lib/content/text';
import { toPost, toSummary, toTaxonomy, type RawPost } from '@/lib/content/reshape';
import { ownerDate, ownerTime } from '@/lib/dates';
import { site } from '@/content/site';
import { formatLongDate, formatShortDate, postedLine, timeAgo } from '@/lib/blog/dates';
import {
  categoriesOf,
  emptyReason,
  filterFromParams,
  filterPosts,
  filterToSearch,
  matchesSearch,
} from '@/lib/blog/search';
import { isExternalHref, safeHref, sitePath } from '@/lib/blog/href';
import { growth } from '../../cpu-time';
import { toCard } from '@/lib/blog/card';
import { blogText } from '@/content/blog-text';
import { headingsOf, slugifyHeading } from '@/lib/blog/headings';
import { retryDelay, POSTS_STALE_MS, POSTS_SWR_KEY } from '@/lib/blog/swr';
import { isValidSlug } from '@/lib/content/slug';

const block = (text: string, extra: Record<string, unknown> = {}): BodyBlock =>
  ({
    _type: 'block',
    _key: text.slice(0, 8),
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text, marks: [] }],
    ...extra,
  }) as BodyBlock;

function post(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'p1',
    slug: 'p1',
    title: 'Phages vs Antibiotics',
    publishedAt: '2026-10-28T09:00:00Z',
    _updatedAt: null,
    excerpt: 'How lytic phages differ from small-molecule drugs.',
    readingMinutes: 3,
    cover: null,
    author: { id: 'a', name: 'Maya Okafor', role: 'Analyst' },
    category: { id: 'c', title: 'Antimicrobial Resistance', slug: 'antimicrobial-resistance' },
    tags: [{ id: 't', title: 'Biofilm', slug: 'biofilm' }],
    ...overrides,
  };
}

describe('excerpt (160 characters with an ellipsis)', () => {
  it('keeps short text as it is', () => {
    expect(truncate('A short line.')).toBe('A short line.');
  });
  it('cuts long text to at most 160 characters ending in an ellipsis, on a word boundary', () => {
    const long = 'word '.repeat(100);
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(truncate('x'.repeat(400))).toHaveLength(160);
  });
  it('never cuts an emoji or a rare Han character in two, in the excerpt, headline or social image', () => {
    const halves = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const text of ['😀'.repeat(200), `x${'𠀋'.repeat(200)}`])
      for (const max of [EXCERPT_LENGTH, 110]) {
        const cut = truncate(text, max);
        expect(cut).not.toMatch(halves);
        expect(cut.length).toBeLessThanOrEqual(max);
      }
  });
  it('uses paragraphs, not headings, lists or images, and joins them', () => {
    const body = [
      block('Heading text', { style: 'h2' }),
      block('First paragraph.'),
      block('A list item', { listItem: 'bullet', level: 1 }),
      { _type: 'image', _key: 'i' } as BodyBlock,
      block('Second paragraph.'),
    ];
    expect(excerptOf(body)).toBe('First paragraph. Second paragraph.');
  });
  it("ends on a word, without the word's trailing comma or stop before the ellipsis", () => {
    const cut = truncate('Lysates, '.repeat(30));
    expect(cut).toMatch(/ Lysates…$/);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
  });
  it('keeps text of exactly the limit whole, with its white space made single spaces', () => {
    const exact = 'x'.repeat(EXCERPT_LENGTH);
    expect(truncate(exact)).toBe(exact);
    expect(truncate(' Phage \n\t lysis  ')).toBe('Phage lysis');
    expect(excerptOf([block('One  line,\nthen'), block('the  next.')])).toBe(
      'One line, then the next.',
    );
    // The feed's full text too, whatever its length.
    expect(bodyText([block(' One  line,\n'), block('the  next. ')])).toBe('One line, the next.');
  });
  it('ends on a word only when that keeps more than 60 %, and drops a run of stops', () => {
    expect(truncate('abcdef ghijklmnop', 10)).toBe('abcdef gh…'); // a space at 60 %: cut mid-word
    expect(truncate('abcdefg hijklmnop', 10)).toBe('abcdefg…');
    expect(truncate('aaaa bbbb.,; cccc dddd', 14)).toBe('aaaa bbbb…');
  });
  it('takes a block without a style for a paragraph, and no text that is not text', () => {
    const unstyled = { _type: 'block', _key: 'u', children: [{ _type: 'span', text: 'Plain.' }] };
    const odd = { _type: 'block', _key: 'o', children: [{ _type: 'span', text: 42 }, {}] };
    expect(
      excerptOf([block('A heading', { style: 'h2' }), unstyled, odd] as unknown as BodyBlock[]),
    ).toBe('Plain.');
  });
  it('falls back to the whole text of a body with no paragraph', () => {
    const body = [
      block('Only a heading', { style: 'h2' }),
      block('An item', { listItem: 'bullet' }),
    ];
    expect(excerptOf(body)).toBe('Only a heading An item');
  });
  it('is empty for a body that is not a list', () => {
    expect(excerptOf(null)).toBe('');
  });
  it("is the editor's excerpt when the post has one, cut the same way; else the body's", () => {
    const raw = {
      _id: 'post-x',
      slug: { current: 'x' },
      title: 'X',
      body: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', text: 'Body text.' }] }],
    } as unknown as RawPost;
    expect(toPost({ ...raw, excerpt: '  Written by hand.  ' } as RawPost)?.excerpt).toBe(
      'Written by hand.',
    );
    expect(toPost({ ...raw, excerpt: 'word '.repeat(60) } as RawPost)?.excerpt).toBe(
      truncate('word '.repeat(60)),
    );
    for (const excerpt of [undefined, null, '', '   ', 42])
      expect(toPost({ ...raw, excerpt } as unknown as RawPost)?.excerpt).toBe('Body text.');
  });
});

describe('reading time', () => {
  it('counts words across line breaks, and no text from blocks that are not text', () => {
    const lines = block('word\n'.repeat(221));
    expect(readingMinutes([lines])).toBe(2);
    const figure = { _type: 'figure', _key: 'f', children: [{ text: 'word '.repeat(300) }] };
    expect(readingMinutes([figure as unknown as BodyBlock])).toBe(0);
  });
  it('is words / 220 rounded up, zero without text', () => {
    expect(readingMinutes(null)).toBe(0);
    expect(readingMinutes([block('one two three')])).toBe(1);
    expect(readingMinutes([block('w '.repeat(660))])).toBe(3);
    expect(readingMinutes([block('w '.repeat(661))])).toBe(4);
  });
});

describe('dates', () => {
  it('writes the date the ISO text is written in, whatever the machine’s time zone', () => {
    expect(formatShortDate('2026-10-28T23:30:00Z')).toBe('Oct 28, 2026');
    expect(formatLongDate('2026-10-28T23:30:00Z')).toBe('October 28, 2026');
    expect(formatShortDate('2026-10-27T22:30:00-05:00')).toBe('Oct 27, 2026');
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
  it('writes every month as en-US Intl does, without creating a formatter', () => {
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const [short, long] = [intl('short'), intl('long')];
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2025 + (month % 3), month, 1 + month * 2, 23, 59));
      expect(formatShortDate(date.toISOString())).toBe(short.format(date));
      expect(formatLongDate(date.toISOString())).toBe(long.format(date));
    }
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
  it('a post published late in the owner’s evening (Kansas City) shows that day, on cards and articles', () => {
    expect(site.timeZone).toBe('America/Chicago');
    // 22:30 on October 27 in Kansas City (CDT, UTC-5) is 03:30 on October 28 in UTC.
    const late = toPost({
      _id: 'late',
      slug: { current: 'late-post' },
      title: 'Late',
      publishedAt: '2026-10-28T03:30:00Z',
      _updatedAt: '2027-01-15T05:59:59.000Z', // 23:59:59 on January 14 (CST, UTC-6)
    } as RawPost)!;
    expect(late.publishedAt).toBe('2026-10-27T22:30:00-05:00');
    expect(late._updatedAt).toBe('2027-01-14T23:59:59-06:00');
    expect(Date.parse(late.publishedAt!)).toBe(Date.parse('2026-10-28T03:30:00Z'));
    const card = toCard(toSummary(late));
    expect(formatShortDate(card.publishedAt)).toBe('Oct 27, 2026');
    expect(formatLongDate(late.publishedAt)).toBe('October 27, 2026');
    expect(formatShortDate(card._updatedAt)).toBe('Jan 14, 2027');
    // The same moment one hour later is the next day there too.
    expect(ownerTime(new Date('2026-10-28T05:00:00Z'))).toBe('2026-10-28T00:00:00-05:00');
    expect(ownerTime(new Date('2026-10-28T05:00:00Z'), 'UTC')).toBe('2026-10-28T05:00:00+00:00');
  });
  it("reads a date written without a zone (a date field, an import) on the owner's clock", () => {
    const published = (publishedAt: string) =>
      toPost({ _id: 'd', slug: { current: 'dated' }, publishedAt } as RawPost)!.publishedAt;
    // Read as UTC, October 28 would be the evening of October 27 in Kansas City.
    expect(published('2026-10-28')).toBe('2026-10-28T00:00:00-05:00');
    expect(formatLongDate(published(' 2026-10-28 '))).toBe('October 28, 2026');
    expect(published('2027-01-14 23:30')).toBe('2027-01-14T23:30:00-06:00');
    expect(published('2027-01-14T23:30:15.250')).toBe('2027-01-14T23:30:15-06:00');
    expect(published('2027-01-14T23:30:15')).toBe('2027-01-14T23:30:15-06:00');
    // The clocks go forward at 02:00 on March 8, 2026: midnight is still CST, 03:00 is CDT.
    expect(published('2026-03-08')).toBe('2026-03-08T00:00:00-06:00');
    expect(published('2026-03-08T03:00')).toBe('2026-03-08T03:00:00-05:00');
    for (const day of ['2026-02-30', '2026-13-01', '2026-10-28T25:00'])
      expect(published(day)).toBeNull();
    expect(ownerDate('2026-10-28', 'UTC')).toBe(Date.parse('2026-10-28T00:00:00Z'));
    expect(ownerDate('2026-10-28', 'Asia/Kolkata')).toBe(Date.parse('2026-10-27T18:30:00Z'));
    expect(ownerDate('2026-10-28T09:00:00+02:00')).toBe(Date.parse('2026-10-28T07:00:00Z'));
  });
  it('says how long ago, or "recently" without a date', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(timeAgo('2026-11-21T11:59:30Z', now)).toBe('less than a minute');
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5 minutes');
    expect(timeAgo('2026-11-21T11:00:00Z', now)).toBe('1 hour');
    expect(timeAgo('2026-11-18T12:00:00Z', now)).toBe('3 days');
    expect(timeAgo('2026-11-07T12:00:00Z', now)).toBe('2 weeks');
    expect(timeAgo('2026-08-21T12:00:00Z', now)).toBe('3 months');
    expect(timeAgo('2024-11-01T12:00:00Z', now)).toBe('2 years');
    expect(postedLine('2026-11-18T12:00:00Z', now)).toBe('Posted 3 days ago');
    expect(postedLine(null, now)).toBe('Posted recently');
  });
});

describe('a post as the index holds it', () => {
  const image = { url: '/c.webp', alt: 'Cover', width: 900, height: 520 };
  const full = post({
    _updatedAt: '2026-10-29T10:00:00Z',
    cover: { card: image, header: { ...image, width: 1200 }, share: image, caption: 'Caption' },
  });
  it("keeps what a card shows and the search reads, and leaves the article's extras out", () => {
    expect(toCard(full)).toEqual({
      id: 'p1',
      slug: 'p1',
      title: 'Phages vs Antibiotics',
      publishedAt: '2026-10-28T09:00:00Z',
      _updatedAt: '2026-10-29T10:00:00Z',
      excerpt: 'How lytic phages differ from small-molecule drugs.',
      cover: { card: image },
      author: { name: 'Maya Okafor' },
      category: { title: 'Antimicrobial Resistance', slug: 'antimicrobial-resistance' },
      tags: [{ title: 'Biofilm' }],
    });
    expect(toCard(post({ cover: null, author: null, category: null, tags: [] }))).toMatchObject({
      cover: null,
      author: null,
      category: null,
      tags: [],
    });
  });
  it('matches and filters exactly as the full post does', () => {
    for (const q of [
      'okafor',
      'biofilm',
      'antimicrobial',
      'small-molecule',
      'vs',
      'crassphage',
      '',
    ])
      expect(matchesSearch(toCard(full), q)).toBe(matchesSearch(full, q));
    expect(categoriesOf([toCard(full)])).toEqual(categoriesOf([full]));
  });
});

describe('search rule', () => {
  it('matches title, excerpt, author, category title and tag titles, trimmed and case-insensitive; nothing else', () => {
    const p = post();
    for (const q of ['  PHAGES vs ', 'small-molecule', 'okafor', 'antimicrobial res', 'bioFILM'])
      expect(matchesSearch(p, q)).toBe(true);
    expect(matchesSearch(p, '   ')).toBe(true);
    // Not the category slug, the id or any other field.
    for (const q of ['crassphage', 'antimicrobial-resistance', 'p1'])
      expect(matchesSearch(p, q)).toBe(false);
  });
  it('orders title hits first, then the rest, each in the listing order', () => {
    const posts = [
      post({ id: 'new', title: 'Newest note', excerpt: 'About a phage.' }),
      post({ id: 'mid', title: 'A phage story' }),
      post({ id: 'old', title: 'Oldest note', excerpt: 'Phages again.' }),
      post({ id: 'oldest', title: 'Phage history' }),
    ];
    expect(filterPosts(posts, { query: 'PHAGE', category: null }).map((p) => p.id)).toEqual([
      'mid',
      'oldest',
      'new',
      'old',
    ]);
    expect(filterPosts(posts, { query: ' ', category: null }).map((p) => p.id)).toEqual([
      'new',
      'mid',
      'old',
      'oldest',
    ]);
  });
  it('reads a post without author or category, and orders by a padded query as by the bare one', () => {
    const bare = post({ id: 'bare', title: 'Phage notes', author: null, category: null, tags: [] });
    expect(matchesSearch(bare, 'okafor')).toBe(false);
    expect(matchesSearch(bare, 'notes')).toBe(true);
    expect(filterPosts([bare], { query: '', category: 'microbiome' })).toEqual([]);
    const posts = [post({ id: 'other', title: 'Notes', excerpt: 'Phage' }), bare];
    expect(filterPosts(posts, { query: '  phage  ', category: null }).map((p) => p.id)).toEqual([
      'bare',
      'other',
    ]);
  });
  it('searches the body text when the post carries it', () => {
    expect(matchesSearch({ ...post(), bodyText: 'Grown on a ZYMOGRAM.' }, 'zymogram')).toBe(true);
    expect(matchesSearch(post(), 'zymogram')).toBe(false);
  });
  it('filters by category slug and search together', () => {
    const posts = [
      post(),
      post({
        id: 'p2',
        title: 'Meet crAssphage',
        category: { id: 'm', title: 'Microbiome', slug: 'microbiome' },
        tags: [],
      }),
    ];
    expect(filterPosts(posts, { query: '', category: 'microbiome' }).map((p) => p.id)).toEqual([
      'p2',
    ]);
    expect(filterPosts(posts, { query: 'phage', category: null })).toHaveLength(2);
    expect(filterPosts(posts, { query: 'biofilm', category: 'microbiome' })).toHaveLength(0);
    expect(categoriesOf([...posts, post({ id: 'p3' })])).toEqual([
      { slug: 'antimicrobial-resistance', title: 'Antimicrobial Resistance' },
      { slug: 'microbiome', title: 'Microbiome' },
    ]);
  });
  it('picks the empty text: category first, then search, else none', () => {
    expect(emptyReason({ query: 'x', category: 'microbiome' })).toBe('category');
    expect(emptyReason({ query: ' x ', category: null })).toBe('search');
    expect(emptyReason({ query: '  ', category: null })).toBe('none');
    const text = (query: string, category: string | null) =>
      blogText.empty[emptyReason({ query, category })];
    expect(text('x', 'microbiome')).toEqual({
      title: 'No articles yet',
      text: "We haven't published anything in this category yet.",
    });
    expect(text('x', null)).toEqual({
      title: 'No articles yet',
      text: 'No results match your search. Try a different phrase or broaden your filters.',
    });
    expect(text('', null)).toEqual({
      title: 'No articles yet',
      text: 'Published articles will appear here as soon as they go live.',
    });
  });
  it('round-trips the filter through the URL', () => {
    expect(filterToSearch({ query: 'lytic phage', category: 'phage-biology' })).toBe(
      '?q=lytic+phage&category=phage-biology',
    );
    expect(filterToSearch({ query: ' ', category: null })).toBe('');
    expect(filterFromParams(new URLSearchParams('q=lytic+phage&category=phage-biology'))).toEqual({
      query: 'lytic phage',
      category: 'phage-biology',
    });
    expect(filterFromParams(new URLSearchParams(''))).toEqual({ query: '', category: null });
    expect(filterFromParams(new URLSearchParams('category=+microbiome+')).category).toBe(
      'microbiome',
    );
    expect(filterFromParams(new URLSearchParams('category=+')).category).toBeNull();
  });
});

describe('href sanitising', () => {
  it.each([
    ['https://doi.org/10.1/x', 'https://doi.org/10.1/x'],
    ['http://example.org', 'http://example.org'],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['/contact', '/contact'],
    ['#section', '#section'],
    [' https://example.org/a\n', 'https://example.org/a'],
    ['\t/contact ', '/contact'],
    [' #section ', '#section'],
    // A link pasted across a line's end is read as the browser reads it: one address.
    ['https://doi.org/10.1128/\nmsystems.00321-21', 'https://doi.org/10.1128/msystems.00321-21'],
    // A space in a path or query the browser encodes; a pasted no-break space or BOM at an end goes.
    ['https://example.com/My File.pdf', 'https://example.com/My File.pdf'],
    ['/files/My Report.pdf', '/files/My Report.pdf'],
    ['https://example.com/a\u00a0', 'https://example.com/a'],
    ['\ufeffhttps://example.com/a', 'https://example.com/a'],
    [
      'mailto:hello@example.org?subject=Phage therapy',
      'mailto:hello@example.org?subject=Phage therapy',
    ],
  ])('keeps %p', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
  it.each([
    "javascript:alert('x')",
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example/path',
    '/\\evil.example',
    // A space in a scheme or a host: "ht tps:" would be a path on the site.
    'ht tps://example.org/x',
    'https://exa mple.org',
    'ftp://example.org',
    '',
    ' \n\t',
    undefined,
    42,
  ])('refuses %p', (href) => {
    expect(safeHref(href)).toBeNull();
  });
  it('a long run of spaces or controls costs its length, not its square', () => {
    const read = (n: number) => {
      safeHref(`https://a${' '.repeat(n)}b`);
      safeHref(`\u0001${'\u0002'.repeat(n)}javascript:alert(1)${'\u0003'.repeat(n)}x`);
    };
    expect(growth(read, 4_000, 40_000, 40)).toBeLessThan(40);
  });
  it('opens only http(s) addresses as outside links', () => {
    for (const href of ['https://doi.org/10.1/x', 'http://example.org', 'HTTPS://EXAMPLE.ORG'])
      expect(isExternalHref(href)).toBe(true);
    for (const href of ['/go?to=https://example.org', '#https:', 'mailto:a@example.org'])
      expect(isExternalHref(href)).toBe(false);
  });
  it("reads the site's own address as its path, with or without www, by http or https", () => {
    const site = 'https://phages.example';
    expect(sitePath('https://phages.example/research#works', site)).toBe('/research#works');
    expect(sitePath('http://WWW.phages.example/a?b=1', site)).toBe('/a?b=1');
    expect(sitePath('https://phages.example', site)).toBe('/');
    for (const href of [
      'https://phages.example:8443/a',
      'https://blog.phages.example/a',
      'https://phages.example.evil/a',
      '/contact',
      'mailto:a@phages.example',
      // Its path would name another host: it stays the whole address, an outside link.
      'https://phages.example//evil.example/a',
    ])
      expect(sitePath(href, site)).toBe(href);
  });
});

describe('heading ids', () => {
  it('slugifies and de-duplicates', () => {
    expect(slugifyHeading('Lytic or Lysogenic: How a Phage Decides')).toBe(
      'lytic-or-lysogenic-how-a-phage-decides',
    );
    expect(slugifyHeading('Félix d’Hérelle')).toBe('felix-d-herelle');
    expect(slugifyHeading('???')).toBe('section');
    const ids = headingsOf([
      block('Materials', { style: 'h2', _key: 'a' }),
      block('Materials', { style: 'h3', _key: 'b' }),
      block('Body text', { _key: 'c' }),
    ]).map((h) => h.id);
    expect(ids).toEqual(['materials', 'materials-2']);
  });
  it('ranks the levels a body uses from h2 down, so the outline has no gaps', () => {
    const tags = (styles: string[]) =>
      headingsOf(styles.map((style, i) => block(`H ${i}`, { style, _key: `k${i}` }))).map(
        (h) => h.tag,
      );
    expect(tags(['h2', 'h3', 'h2'])).toEqual(['h2', 'h3', 'h2']);
    expect(tags(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])).toEqual([
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'h6',
    ]);
    expect(tags(['h2', 'h4'])).toEqual(['h2', 'h3']);
    // By rank, not by which comes first (an import can open on a smaller heading).
    expect(tags(['h4', 'h2', 'h4'])).toEqual(['h3', 'h2', 'h3']);
  });
  it('counts no heading style on a line without text: no blank entry in the contents', () => {
    const headings = headingsOf([
      block('Methods', { style: 'h2', _key: 'a' }),
      block(' ', { style: 'h2', _key: 'b' }),
      block('', { style: 'h1', _key: 'c' }),
      block('Results', { style: 'h2', _key: 'd' }),
    ]);
    expect(headings.map((h) => [h.id, h.tag])).toEqual([
      ['methods', 'h2'],
      ['results', 'h2'],
    ]);
  });
  it('has no headings without a body', () => {
    expect(headingsOf(null)).toEqual([]);
  });
  it("keeps each heading's key; only a text block of a heading style is one", () => {
    const headings = headingsOf([
      block('A heading', { style: 'h2', _key: 'k1' }),
      block('Large', { style: 'h2-large' }),
      block('Custom', { style: 'sh2' }),
      { _type: 'image', _key: 'i', style: 'h2', children: [] } as unknown as BodyBlock,
    ]);
    expect(headings).toEqual([{ key: 'k1', id: 'a-heading', title: 'A heading', tag: 'h2' }]);
    expect(slugifyHeading('word '.repeat(30))).toHaveLength(80);
  });
});

describe('SWR settings', () => {
  it('uses the sanity-posts key, 60 s staleness and 3 retries backing off to a 30 s cap', () => {
    expect(POSTS_SWR_KEY).toBe('sanity-posts');
    expect(POSTS_STALE_MS).toBe(60_000);
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('slug validation', () => {
  it('accepts CMS slugs and refuses hostile ones before any query', () => {
    expect(isValidSlug('phage-vs-antibiotics')).toBe(true);
    expect(isValidSlug('a')).toBe(true);
    expect(isValidSlug('Phage_2024')).toBe(true);
    // Sanity's default slug is at most 96 characters.
    expect(isValidSlug('a'.repeat(96))).toBe(true);
    expect(isValidSlug('a'.repeat(97))).toBe(false);
    for (const bad of [
      'a-',
      '..',
      '../etc/passwd',
      'a'.repeat(8192),
      'caf\u00e9',
      '%2e%2e',
      'a b',
      '',
      '-a',
      'a/b',
    ])
      expect(isValidSlug(bad)).toBe(false);
  });
});

describe("a post's category and tags", () => {
  const term = (id: string, slug: string) => ({ _id: id, title: id, slug: { current: slug } });
  const raw = (fields: Record<string, unknown>) =>
    ({ _id: 'p1', slug: { current: 'p1' }, title: 'T', ...fields }) as unknown as RawPost;

  it('leaves out a term whose slug the taxonomy refuses: no term page could open it', () => {
    const post = toPost(
      raw({
        category: term('c', 'Phage Therapy'),
        tags: [term('t1', 'caf\u00e9'), term('t2', 'biofilm')],
      }),
    );
    const taxonomy = toTaxonomy({
      categories: [{ title: 'c', slug: 'Phage Therapy' }],
      tags: [
        { title: 't1', slug: 'caf\u00e9' },
        { title: 't2', slug: 'biofilm' },
      ],
      posts: [{ slug: 'p1', category: 'Phage Therapy', tags: ['caf\u00e9', 'biofilm'] }],
    });
    expect(taxonomy.categories).toEqual([]);
    expect(taxonomy.tags.map((t) => t.slug)).toEqual(['biofilm']);
    expect(post?.category).toBeNull();
    expect(post?.tags.map((t) => t.slug)).toEqual(['biofilm']);
  });

  it('shows a tag given twice once, as the taxonomy counts the post once for it', () => {
    const post = toPost(
      raw({ tags: [term('t', 'biofilm'), term('u', 'gut'), term('t', 'biofilm')] }),
    );
    const taxonomy = toTaxonomy({
      categories: [],
      tags: [
        { title: 't', slug: 'biofilm' },
        { title: 'u', slug: 'gut' },
      ],
      posts: [{ slug: 'p1', category: null, tags: ['biofilm', 'gut', 'biofilm'] }],
    });
    expect(taxonomy.tags.map((t) => [t.slug, t.posts])).toEqual([
      ['biofilm', ['p1']],
      ['gut', ['p1']],
    ]);
    expect(post?.tags.map((t) => t.slug)).toEqual(['biofilm', 'gut']);
  });
});
