import { site } from '@/content/site';
import { expect, test } from './fixtures';

/**
 * What Google Scholar and reference managers read from the served pages. The records carry no
 * identifiers yet, so none may appear (the unit tests cover records that have them).
 */

const metas = (html: string, name: string) =>
  Array.from(html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g')), (m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

const jsonLd = (html: string) =>
  Array.from(html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)).flatMap(
    (m) => [JSON.parse(m[1]!)].flat() as Record<string, unknown>[],
  );

for (const { path, title } of [
  { path: '/research/phage-therapy-advances', title: 'Phage Therapy Advances' },
  { path: '/research/microbiome-gut-health', title: 'Microbiome & Gut Health' },
]) {
  test(`${path}: citation_* tags and a ScholarlyArticle`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(metas(html, 'citation_title')).toEqual([title]);
    expect(metas(html, 'citation_author')).toEqual(['Ellery, Rowan']);
    expect(metas(html, 'citation_publication_date')).toEqual(['2025']);
    expect(metas(html, 'citation_journal_title')).toEqual(['Phages & Biomes']);
    expect(metas(html, 'citation_abstract_html_url')[0]).toMatch(new RegExp(`${path}$`));
    // No DOI or PDF exists for these pages yet: no tag claims one.
    expect(metas(html, 'citation_doi')).toEqual([]);
    expect(metas(html, 'citation_pdf_url')).toEqual([]);
    const article = jsonLd(html).find((entity) => entity['@type'] === 'ScholarlyArticle');
    expect(article).toMatchObject({ name: title, datePublished: '2025' });
    expect(article).not.toHaveProperty('identifier');
  });
}

test('the placeholder owner has no ORCID iD: none on the About page or in its Person', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  expect(html).not.toContain('orcid.org');
  const person = jsonLd(html).find((entity) => entity['@type'] === 'Person');
  expect(person?.sameAs).toEqual(Object.values(site.socials));
});
