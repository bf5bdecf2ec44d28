import { render } from '@testing-library/react';
import { PostBody } from '@/components/blog/portable-text';
import { toPost, toSummary } from '@/lib/content/reshape';
import type { RawPost } from '@/lib/content/reshape';
import { OBJECT_WORDS } from '../../object-words';

/** A post as the CMS would send it, with one link per href in its body. */
function rawPostWithLinks(hrefs: string[]): RawPost {
  return {
    _id: 'p1',
    slug: { current: 'hostile' },
    title: 'Hostile links',
    body: [
      {
        _type: 'block',
        _key: 'b1',
        style: 'normal',
        markDefs: hrefs.map((href, i) => ({ _type: 'link', _key: `l${i}`, href })),
        children: hrefs.map((_, i) => ({
          _type: 'span',
          _key: `s${i}`,
          text: `link ${i} `,
          marks: [`l${i}`],
        })),
      },
    ],
  } as unknown as RawPost;
}

// Portable Text warns about what it cannot render; these tests feed it such input on purpose.
beforeEach(() => void jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('hostile link hrefs from the CMS, through the rendered article body', () => {
  it.each([
    ['javascript', "javascript:alert('x')"],
    ['base64 data', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a leading control character', '\u0001javascript:alert(1)'],
    ['mixed case with spaces', '  JaVaScRiPt:alert(1)'],
    ['a protocol-relative path hidden by a tab', '/\t/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
  ])('%s (%j) renders as plain text, not a link', (_, href) => {
    const post = toPost(rawPostWithLinks([href]));
    const { container } = render(<PostBody body={post!.body!} />);
    expect(container).toHaveTextContent('link 0');
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/script:|data:text|evil\.example/i);
  });

  it('keeps the safe ones as links', () => {
    const post = toPost(
      rawPostWithLinks(['https://doi.org/10.1/x', '/contact', 'mailto:a@b.example']),
    );
    const { container } = render(<PostBody body={post!.body!} />);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://doi.org/10.1/x',
      '/contact',
      'mailto:a@b.example',
    ]);
  });
});

/** A small deterministic generator, so a failure replays exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const strings = ['', ' ', 'ok', '\uD800', '\uDC00x', 'a\uD83D', '\u0000', 'x'.repeat(300)];
  const value = (depth: number): unknown => {
    const kind = pick(['null', 'undefined', 'number', 'bool', 'string', 'array', 'object']);
    if (depth > 3 && (kind === 'array' || kind === 'object')) return pick(strings);
    switch (kind) {
      case 'null':
        return null;
      case 'undefined':
        return undefined;
      case 'number':
        return pick([0, -1, NaN, Infinity, 1e21, 7]);
      case 'bool':
        return next() < 0.5;
      case 'string':
        return pick(strings);
      case 'array':
        return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      default:
        return Object.fromEntries(
          pick([
            ['_type', 'block'],
            ['_type', 'image'],
            ['_type', 'span'],
            ['_key', 'k'],
            ['current', 'x'],
            ['children', 'c'],
            ['markDefs', 'm'],
            ['asset', 'a'],
            ['name', 'n'],
          ]).map((key, i) => [key, i === 0 && next() < 0.5 ? key : value(depth + 1)]),
        );
    }
  };
  const field = (depth: number) => (next() < 0.2 ? pick(strings) : value(depth));
  return {
    post: () =>
      ({
        _id: next() < 0.9 ? 'id' : field(1),
        slug: next() < 0.8 ? { current: pick(['ok', '\uD800', 'a b']) } : field(1),
        title: field(1),
        publishedAt: pick([null, 'not a date', '2026-01-01T00:00:00Z', 5, {}]),
        _updatedAt: field(1),
        image: field(1),
        author: field(1),
        category: field(1),
        tags: field(1),
        body:
          next() < 0.7
            ? Array.from({ length: Math.floor(next() * 6) }, () =>
                next() < 0.5
                  ? {
                      _type: 'block',
                      _key: field(2),
                      style: field(2),
                      markDefs: field(2),
                      children: field(2),
                    }
                  : value(1),
              )
            : field(1),
      }) as unknown as RawPost,
  };
}

describe('toPost with wrong types, nulls and lone surrogates', () => {
  it('never throws, and what it returns has the shape the pages expect', () => {
    const random = generator(16);
    let rendered = 0;
    for (let i = 0; i < 400; i += 1) {
      const raw = random.post();
      let post: ReturnType<typeof toPost> = null;
      expect(() => {
        post = toPost(raw);
      }).not.toThrow();
      if (!post) continue;
      const p = post as NonNullable<ReturnType<typeof toPost>>;
      expect(typeof p.id).toBe('string');
      expect(typeof p.slug).toBe('string');
      expect(typeof p.title).toBe('string');
      expect(Array.isArray(p.tags)).toBe(true);
      expect(() => toSummary(p)).not.toThrow();
      if (p.body && rendered < 60) {
        rendered += 1;
        const { unmount } = render(<PostBody body={p.body} />);
        unmount();
      }
    }
    expect(rendered).toBeGreaterThan(10);
  });

  it('keeps a date only where a date line can write it', () => {
    const dated = (publishedAt: string) =>
      toPost({ ...rawPostWithLinks([]), publishedAt, _updatedAt: '2026-11-01T12:00:00Z' })!;
    // The last day JavaScript can hold, and a year before 1000: no date, so no date line.
    for (const date of ['+275760-09-13T00:00:00Z', '0999-01-01T00:00:00Z'])
      expect(dated(date).publishedAt).toBeNull();
    expect(dated('2026-10-28T14:00:00Z').publishedAt).toBe('2026-10-28T09:00:00-05:00');
    expect(dated('2026-10-28T14:00:00Z')._updatedAt).toBe('2026-11-01T06:00:00-06:00');
  });

  it('an image whose size, crop or hotspot are not numbers keeps a size a page can lay out', () => {
    const asset = 'image-1568c509854de0dfcd701a5b5ae372e48d8ab1a7-1800x1000-webp';
    const project = { projectId: 'p', dataset: 'production' };
    const image = (fields: object) => ({
      assetId: asset,
      imageUrl: `https://cdn.sanity.io/images/p/production/${asset}.webp`,
      ...fields,
    });
    for (const odd of [
      { dimensions: { width: 0, height: -5 }, crop: 'full', hotspot: 7 },
      { dimensions: { width: '1800', height: Infinity }, crop: [], hotspot: null },
      { dimensions: null, crop: null, hotspot: 'centre' },
      // Written through the API: a crop of one side, a hotspot with text for numbers.
      { crop: { top: 0.1 }, hotspot: { x: '0.5', y: 0.5, width: 1, height: 1 } },
    ]) {
      const post = toPost(
        {
          ...rawPostWithLinks([]),
          image: image(odd),
          body: [{ _type: 'image', _key: 'i', ...image(odd) }],
        } as unknown as RawPost,
        project,
      )!;
      const inline = (post.body![0] as { image: { width: number; height: number; url: string } })
        .image;
      // The site's size for a picture it cannot measure: 1200 by 630.
      expect([inline.width, inline.height]).toEqual([1200, 630]);
      for (const url of [inline.url, post.cover!.card.url, post.cover!.header.url])
        expect(url).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('people, terms and text half-written through the API: kept where whole, else left out', () => {
    const category = { _id: 'c', title: 'Phage Therapy', slug: { current: 'phage-therapy' } };
    const post = (fields: object) => toPost({ ...rawPostWithLinks([]), ...fields } as RawPost)!;
    // An author whose role was deleted (the reference reads null) is still the author.
    expect(post({ author: { _id: 'a', name: 'Rowan', role: null } }).author).toEqual({
      id: 'a',
      name: 'Rowan',
      role: null,
    });
    expect(post({ author: { _id: 'a', name: ' ' } }).author).toBeNull();
    expect(post({ category }).category).toEqual({
      id: 'c',
      title: 'Phage Therapy',
      slug: 'phage-therapy',
    });
    expect(post({ category: { ...category, title: null } }).category).toBeNull();
    expect(post({ category: { ...category, _id: null } }).category).toBeNull();
    // A block without a style is a paragraph; a span without a type is text.
    const { container } = render(
      <PostBody
        body={
          post({
            body: [{ _type: 'block', _key: 'b', children: [{ text: 'Plain words', marks: [] }] }],
          }).body!
        }
      />,
    );
    expect(container.querySelector('p')?.textContent).toBe('Plain words');
    // A list item keeps its kind and depth; a depth that is no number is the first.
    const item = (level: unknown) => ({
      _type: 'block',
      _key: `l${String(level)}`,
      listItem: 'bullet',
      level,
      children: [{ _type: 'span', text: 'Item', marks: [] }],
    });
    expect(
      post({ body: [item(2), item('2')] }).body!.map((b) => [
        (b as { listItem?: string }).listItem,
        (b as { level?: number }).level,
      ]),
    ).toEqual([
      ['bullet', 2],
      ['bullet', 1],
    ]);
  });

  it('answers null for anything that is not a post', () => {
    for (const raw of [null, undefined, 7, 'post', [], {}, { _id: 1 }, { _id: 'x', slug: 'y' }])
      expect(toPost(raw as unknown as RawPost)).toBeNull();
  });
});

describe('names every JavaScript object has, where the CMS names a style, list, mark or type', () => {
  // The renderer looks each name up in its tables: such a name would find the object's own
  // function there (a 500 on the server), or print "[object Undefined]".
  const block = (fields: object, child: object = {}) =>
    ({
      _id: 'p1',
      slug: { current: 'words' },
      title: 'Words',
      body: [
        {
          _type: 'block',
          _key: 'b',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'kept text', marks: [], ...child }],
          ...fields,
        },
        { _type: 'block', _key: 'c', style: 'normal', children: [{ text: 'after' }] },
      ],
    }) as unknown as RawPost;
  const words = [...OBJECT_WORDS, '__proto__'];
  const places: [string, (word: string) => RawPost][] = [
    ['style', (word) => block({ style: word })],
    ['list', (word) => block({ listItem: word })],
    ['mark', (word) => block({}, { marks: [word] })],
    [
      'annotation type',
      (word) => block({ markDefs: [{ _type: word, _key: 'm' }] }, { marks: ['m'] }),
    ],
    ['span type', (word) => block({}, { _type: word })],
  ];
  it.each(places.flatMap(([place, raw]) => words.map((word) => [place, word, raw] as const)))(
    '%s %j: the words stay, as text',
    (_, word, raw) => {
      const { container } = render(<PostBody body={toPost(raw(word))!.body!} />);
      expect(container).toHaveTextContent(/^kept text\s*after$/);
    },
  );

  it.each(words)('a block of type %j is left out, as any unknown block', (word) => {
    const raw = block({});
    (raw.body as object[])[0] = { _type: word, _key: 'x' };
    const { container } = render(<PostBody body={toPost(raw)!.body!} />);
    expect(container).toHaveTextContent(/^after$/);
  });
});
