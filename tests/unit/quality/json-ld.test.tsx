import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/config';
import { site } from '@/content/site';
import { book } from '@/content/book';
import { blogText } from '@/content/blog-text';
import type { Csl } from '@/lib/research/csl';
import { bookWork } from '@/lib/research/publications';
import { routes } from '@/lib/routes';
import type { PostSummary } from '@/lib/content/types';
import {
  blogPostingJsonLd,
  bookJsonLd,
  bookFormat,
  headline,
  ownerPersonJsonLd,
  pageBreadcrumbs,
  personJsonLd,
  researchJsonLd,
  scholarlyArticleJsonLd,
  serializeJsonLd,
  toIsoDate,
  webSiteJsonLd,
  type JsonLdData,
} from '@/lib/seo/json-ld';

/** Renders the component to HTML and parses the JSON back out, the way a crawler does. */
function parseRendered(data: JsonLdData | JsonLdData[]): unknown {
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

function expectRequired(value: unknown, type: string, required: string[]) {
  const object = value as Record<string, unknown>;
  expect(object['@context']).toBe('https://schema.org');
  expect(object['@type']).toBe(type);
  for (const key of required) {
    expect(object[key]).toBeDefined();
    expect(object[key]).not.toBe('');
  }
}

/** A post as lib/content gives it, with only what a test sets. */
const post = (fields: Partial<PostSummary>): PostSummary => ({
  ...{ id: 'p', slug: 's', title: 't', publishedAt: null, _updatedAt: null, excerpt: '' },
  ...{ readingMinutes: 1, cover: null, author: null, category: null, tags: [] },
  ...fields,
});

const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]/.test(url);

describe('JSON-LD builders (parsed from the rendered script)', () => {
  test('WebSite: name, absolute url, language', () => {
    const data = parseRendered(webSiteJsonLd()) as Record<string, unknown>;
    expectRequired(data, 'WebSite', ['name', 'url', 'inLanguage']);
    expect(data.name).toBe('Phages & Biomes');
    expect(data.url).toBe(absoluteUrl('/'));
    expect(data.description).toBe(site.description);
  });

  test('Person: name, url, sameAs with absolute links only, address split', () => {
    const data = parseRendered(
      personJsonLd({
        name: 'Dr. Test',
        path: '/about',
        sameAs: [
          'https://www.linkedin.com/in/x',
          'https://orcid.org/0000-0000',
          'not-a-url',
          'http://lab.example.org/people/test',
          'javascript:alert("https://x")',
          'mailto:https://x',
        ],
        city: 'Kansas City, MO',
        email: 'a@b.example',
        alumniOf: ['University of Missouri'],
      }),
    ) as Record<string, unknown>;
    expectRequired(data, 'Person', ['name', 'url', 'sameAs']);
    expect(data.url).toBe(absoluteUrl('/about'));
    expect(data.sameAs).toEqual([
      'https://www.linkedin.com/in/x',
      'https://orcid.org/0000-0000',
      'http://lab.example.org/people/test',
    ]);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Kansas City',
      addressRegion: 'MO',
    });
    expect(data.email).toBe('mailto:a@b.example');
    expect(data.alumniOf).toEqual([{ '@type': 'Organization', name: 'University of Missouri' }]);
  });

  test('the owner Person comes from content/site.ts with the LinkedIn profile in sameAs', () => {
    const data = ownerPersonJsonLd();
    expect(data.name).toBe(site.owner.name);
    expect(data.jobTitle).toBe(site.owner.role);
    expect(data.sameAs).toContain(site.socials.linkedin);
    expect(data.telephone).toBe(site.phone);
  });

  test("the owner is one node: every mention (site, post, dataset, book) names About's", () => {
    const id = absoluteUrl('/about#owner');
    expect(ownerPersonJsonLd()['@id']).toBe(id);
    const [posting] = blogPostingJsonLd(post({ publishedAt: '2024-01-01' }));
    // Her own post names its author document, with her name: the same node.
    const [hers] = blogPostingJsonLd(
      post({ publishedAt: '2024-01-01', author: { id: 'a', name: site.owner.name, role: null } }),
    );
    const [guest] = blogPostingJsonLd(
      post({ publishedAt: '2024-01-01', author: { id: 'm', name: 'Maya Okafor', role: null } }),
    );
    expect(guest!.author).toEqual({ '@type': 'Person', name: 'Maya Okafor' });
    const [dataset] = researchJsonLd([{ id: 'g', type: 'dataset', title: 'G' }], () => []);
    for (const mention of [
      webSiteJsonLd().author,
      posting!.author,
      posting!.publisher,
      hers!.author,
      (dataset as Record<string, unknown>).creator,
      bookJsonLd().author,
    ]) {
      expect(mention).toMatchObject({ '@id': id, name: site.owner.name });
    }
  });

  test('ScholarlyArticle: headline, authors as Persons, year, periodical', () => {
    const data = parseRendered(
      scholarlyArticleJsonLd({
        title: 'Isolation of lytic phages against Rhizobium radiobacter',
        authors: [
          { given: 'Rosa', family: 'Ellery', orcid: '0000-0002-1825-0097' },
          { given: '', family: 'Phage Genome Consortium' },
        ],
        year: 2021,
        publication: 'Journal of Phage Biology',
        link: 'https://doi.org/10.0000/example',
        status: 'Under Review',
      }),
    ) as Record<string, unknown>;
    expectRequired(data, 'ScholarlyArticle', ['headline', 'author', 'datePublished']);
    expect(data.datePublished).toBe('2021');
    expect(data.author).toEqual([
      { '@type': 'Person', name: 'Rosa Ellery', sameAs: 'https://orcid.org/0000-0002-1825-0097' },
      { '@type': 'Person', name: 'Phage Genome Consortium' },
    ]);
    expect(data.isPartOf).toEqual({ '@type': 'Periodical', name: 'Journal of Phage Biology' });
    expect(data.url).toBe('https://doi.org/10.0000/example');
    expect(data.creativeWorkStatus).toBe('Under Review');
  });

  test("a consortium's paper names its first 100 authors, and an ORCID iD only when well-formed", () => {
    const paper = {
      id: 'consortium2024',
      type: 'article-journal',
      title: 'A census of gut phages',
      author: Array.from({ length: 150 }, (_, i) => ({ family: `Author${i}`, given: 'A.' })),
      issued: { 'date-parts': [[2024]] },
    } satisfies Csl;
    const [data] = parseRendered(researchJsonLd([paper], () => [])) as { author: unknown[] }[];
    expect(data!.author).toHaveLength(100);
    expect(data!.author.at(-1)).toEqual({ '@type': 'Person', name: 'A. Author99' });
    const named = scholarlyArticleJsonLd({
      title: 't',
      authors: [{ given: 'Rosa', family: 'Ellery', orcid: '0000-0002-1825-0098' }],
    });
    // The check digit is wrong: no profile link.
    expect(named.author).toEqual([{ '@type': 'Person', name: 'Rosa Ellery' }]);
  });

  test('Dataset: name, description, creator, identifier (accession)', () => {
    const genome = {
      id: 'alpha',
      type: 'dataset',
      title: 'Complete genome of phage Alpha',
      abstract: 'Whole-genome sequence of a Rhizobium radiobacter phage.',
      publisher: 'NCBI GenBank',
      issued: { 'date-parts': [[2022]] },
      number: 'OQ123456',
    } satisfies Csl;
    const [data] = parseRendered(researchJsonLd([genome], () => [])) as Record<string, unknown>[];
    if (!data) throw new Error('no Dataset');
    expectRequired(data, 'Dataset', ['name', 'description', 'creator', 'datePublished']);
    // A well-formed GenBank accession is a named identifier, and its NCBI record is sameAs.
    expect(data.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'GenBank', value: 'OQ123456' },
    ]);
    expect(data.sameAs).toEqual(['https://www.ncbi.nlm.nih.gov/nuccore/OQ123456']);
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'NCBI GenBank' });
    expect((data.creator as Record<string, unknown>).name).toBe(site.owner.name);
    expect(data.url).toBe('https://www.ncbi.nlm.nih.gov/nuccore/OQ123456'); // no link: NCBI's
    expect(data).not.toHaveProperty('subjectOf'); // no paper given: no key at all
  });

  test('Book: name, author, format as a schema.org enum, absolute url and image', () => {
    const data = parseRendered(bookJsonLd()) as Record<string, unknown>;
    expectRequired(data, 'Book', ['name', 'author', 'datePublished', 'url']);
    expect(data.bookFormat).toBe('https://schema.org/EBook');
    expect(data.datePublished).toBe('2020-02');
    expect(isAbsolute(data.image)).toBe(true);
    // The owner's one node (About's), as every page names her.
    expect(data.author).toEqual({
      '@type': 'Person',
      '@id': absoluteUrl('/about#owner'),
      name: book.author,
      url: absoluteUrl('/about'),
    });
    expect(data.editor).toEqual(book.editors.map((name) => ({ '@type': 'Person', name })));
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: book.purchaseUrl,
      availability: 'https://schema.org/InStock',
    });
  });

  test('the book in the record’s lists is the node of its own page, described alike; a work without an abstract has no description', () => {
    const [listed, paper] = parseRendered(
      researchJsonLd([bookWork(), { id: 'p', type: 'article-journal', title: 'T' }], () => []),
    ) as Record<string, unknown>[];
    const page = parseRendered(bookJsonLd()) as Record<string, unknown>;
    expect(listed).toEqual(page);
    expect(page['@id']).toBe(`${absoluteUrl(routes.books)}#book`);
    expect(paper!['@id']).toBe(`${absoluteUrl(routes.research)}#p`);
    expect(paper).not.toHaveProperty('description');
  });

  test('BlogPosting: headline, dates, author, publisher, mainEntityOfPage', () => {
    const [data] = parseRendered(
      blogPostingJsonLd(
        post({
          title: 'Phages vs Antibiotics',
          slug: 'phage-vs-antibiotics',
          publishedAt: '2024-03-05T10:00:00Z',
          author: { id: 'a', name: 'Dr. Rowan Ellery', role: null },
          cover: {
            share: { url: 'https://cdn.sanity.io/images/p/production/abc-1200x630.jpg' },
          } as PostSummary['cover'],
          tags: ['amr', 'therapy'].map((title) => ({ id: title, slug: title, title })),
        }),
      ),
    ) as Record<string, unknown>[];
    if (!data) throw new Error('no BlogPosting');
    expectRequired(data, 'BlogPosting', [
      'headline',
      'datePublished',
      'dateModified',
      'author',
      'publisher',
      'mainEntityOfPage',
    ]);
    expect(data.url).toBe(absoluteUrl('/blogs/phage-vs-antibiotics'));
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': data.url });
    expect(data.datePublished).toBe('2024-03-05T10:00:00.000Z');
    expect(data.dateModified).toBe(data.datePublished);
    expect(data.image).toEqual(['https://cdn.sanity.io/images/p/production/abc-1200x630.jpg']);
    expect(data.keywords).toEqual(['amr', 'therapy']);
  });

  test('BlogPosting: a cover the CMS did not crop for sharing (a bundled file) is named as it is', () => {
    const header = { url: '/images/blog/plate.webp', alt: '', width: 1200, height: 640 };
    const [data] = blogPostingJsonLd(
      post({ publishedAt: '2024-01-01', cover: { header, share: null } as PostSummary['cover'] }),
    );
    expect(data!.image).toEqual([absoluteUrl('/images/blog/plate.webp')]);
  });

  test("BlogPosting: a post with no text is described as the page's meta description describes it", () => {
    const [data] = blogPostingJsonLd(post({ title: 'A video', publishedAt: '2024-01-01' }));
    expect(data!.description).toBe(blogText.articleDescription('A video'));
    const [written] = blogPostingJsonLd(post({ publishedAt: '2024-01-01', excerpt: 'Words.' }));
    expect(written!.description).toBe('Words.');
  });

  test('BlogPosting: dateModified from updatedAt; slug is URL-encoded', () => {
    const [data] = blogPostingJsonLd(
      post({ title: 'x', slug: 'a b/c', publishedAt: '2024-01-01', _updatedAt: '2024-02-01' }),
    );
    expect(data!.dateModified).toBe('2024-02-01');
    expect(data!.url).toBe(absoluteUrl('/blogs/a%20b%2Fc'));
    expect(blogPostingJsonLd(post({ title: 'undated' }))).toEqual([]);
  });

  test('BreadcrumbList: Home first, positions from 1, absolute items', () => {
    const data = parseRendered(
      pageBreadcrumbs('/blogs/phage-vs-antibiotics', 'Phages vs Antibiotics'),
    ) as { itemListElement: { position: number; name: string; item: string }[] };
    expectRequired(data, 'BreadcrumbList', ['itemListElement']);
    expect(data.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Blogs'],
      [3, 'Phages vs Antibiotics'],
    ]);
    expect(data.itemListElement.every((i) => isAbsolute(i.item))).toBe(true);
    expect(pageBreadcrumbs('/').itemListElement).toHaveLength(1);
    // Deeper: a step that is no page (/blogs/category) is left out; the last steps take the names
    // given, the others the registry's.
    const steps = (path: string, ...names: string[]) =>
      (
        parseRendered(pageBreadcrumbs(path, ...names)) as {
          itemListElement: { name: string; item: string }[];
        }
      ).itemListElement.map((i) => [i.name, i.item]);
    expect(steps('/blogs/category/phage-therapy', 'Phage Therapy')).toEqual([
      ['Home', absoluteUrl('/')],
      ['Blogs', absoluteUrl('/blogs')],
      ['Phage Therapy', absoluteUrl('/blogs/category/phage-therapy')],
    ]);
    expect(steps('/research/publications/2024', 'All works', 'Works of 2024')).toEqual([
      ['Home', absoluteUrl('/')],
      ['Research', absoluteUrl('/research')],
      ['All works', absoluteUrl('/research/publications')],
      ['Works of 2024', absoluteUrl('/research/publications/2024')],
    ]);
  });

  test('several entities render as one JSON array', () => {
    const data = parseRendered([webSiteJsonLd(), ownerPersonJsonLd()]) as unknown[];
    expect(data).toHaveLength(2);
  });
});

describe('safe serialisation', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028';

  test('a CMS title cannot close the script element', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={blogPostingJsonLd(post({ title: hostile, publishedAt: '2024-01-01' }))} />,
    );
    // Exactly one closing tag: the component's own.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<script>alert');
    // …and the value survives the round trip unchanged.
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect((JSON.parse(json) as { headline: string }[])[0]!.headline).toBe(headline(hostile));
  });

  test('in the DOM, the hostile title stays text inside one script element', () => {
    const { container } = render(<JsonLd data={webSiteJsonLd({ name: hostile })} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toMatchObject({ name: hostile });
  });

  test('serializeJsonLd escapes <, >, & and line separators', () => {
    const out = serializeJsonLd(webSiteJsonLd({ name: '<a>&\u2028\u2029' }));
    expect(out).toContain('\\u003ca\\u003e\\u0026\\u2028\\u2029');
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('helpers', () => {
  test('toIsoDate keeps years and partial dates, normalises timestamps, rejects garbage', () => {
    expect(toIsoDate(2020)).toBe('2020');
    expect(toIsoDate('2020-02')).toBe('2020-02');
    expect(toIsoDate(' 2020-02-29 ')).toBe('2020-02-29');
    expect(toIsoDate('2024-03-05T10:00:00+02:00')).toBe('2024-03-05T08:00:00.000Z');
    expect(() => toIsoDate('soon')).toThrow(RangeError);
  });

  test('headline is cut at 110 characters, at a word as excerpts are', () => {
    expect(headline('a'.repeat(200))).toHaveLength(110);
    expect(headline('phage '.repeat(30))).toBe(`${'phage '.repeat(18).trim()}…`);
    expect(headline('  short   title ')).toBe('short title');
  });

  test('bookFormat maps known formats only', () => {
    expect(bookFormat('Paperback')).toBe('https://schema.org/Paperback');
    expect(bookFormat('Hardcover, 2nd printing')).toBe('https://schema.org/Hardcover');
    expect(bookFormat('Audiobook (unabridged)')).toBe('https://schema.org/AudiobookFormat');
    expect(bookFormat('')).toBeUndefined();
    expect(bookFormat('Scroll')).toBeUndefined();
    expect(bookFormat(undefined)).toBeUndefined();
  });
});
