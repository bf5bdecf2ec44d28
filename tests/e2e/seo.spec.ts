import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { absoluteUrl } from '@/lib/config';
import { indexablePages, routes } from '@/lib/routes';
import { expect, test } from './fixtures';
import { rawRequest } from './hostile.helpers';

/**
 * sitemap.xml, robots.txt and every page's head: unique title and description, absolute
 * canonical, Open Graph and Twitter tags, and valid JSON-LD.
 */
function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

/** URLs compared as parsed ("http://x" and "http://x/" are the same page). */
const normalized = (url: string | undefined) => (url ? new URL(url).href : url);

const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

test.describe('sitemap.xml and robots.txt', () => {
  test('robots.txt allows all and points at the absolute sitemap URL', async () => {
    const response = await rawRequest('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-Agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/$/m);
    expect(response.body).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
    expect(response.body).toContain(`Sitemap: ${absoluteUrl('/blogs/sitemap/0.xml')}`);
  });

  test('the posts sitemap lists every post once, with its date', async () => {
    const response = await rawRequest('/blogs/sitemap/0.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(absoluteUrl('/blogs/phage-vs-antibiotics'));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\/blogs\/[a-z0-9-]+$/);
    // As many as the index lists (the post cards of /blogs hold them all in the test blog).
    const index = await rawRequest('/blogs');
    expect(locs).toHaveLength(index.body.split('data-testid="post-card"').length - 1);
    expect((await rawRequest('/blogs/sitemap/1.xml')).status).toBe(404);
  });

  test('sitemap.xml lists every indexable page once, with absolute URLs', async () => {
    const response = await rawRequest('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // Every page but the articles, which the posts sitemap lists.
    for (const page of indexablePages.filter((path) => !path.startsWith('/blogs/')))
      expect(locs).toContain(absoluteUrl(page));
    expect(locs.filter((loc) => /\/blogs\/(?!page\/|category\/|tag\/)[^/]+$/.test(loc))).toEqual(
      [],
    );
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc).toMatch(/^https?:\/\/[^/]+\//);
      expect(loc).not.toContain('#');
    }
    // Posts carry their date as <lastmod>; pages without a known date carry none.
    for (const lastmod of response.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      expect(Number.isNaN(Date.parse(lastmod[1]!))).toBe(false);
    }
  });
});

test.describe('page metadata', () => {
  test('every page: unique title and description, canonical, Open Graph and Twitter tags', async () => {
    const expectedTitles: Record<string, string> = {
      [routes.about]: 'About Me - Phages & Biomes',
      [routes.research]: 'Research - Phages & Biomes',
      [routes.phageTherapy]: 'Phage Therapy Advances - Phages & Biomes',
      [routes.microbiomeGutHealth]: 'Microbiome & Gut Health - Phages & Biomes',
      [routes.books]: 'Books - Phages & Biomes',
      [routes.phages]: 'Phages - Phages & Biomes',
    };
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of indexablePages) {
      const response = await rawRequest(page);
      expect(response.status, page).toBe(200);
      const html = response.body;
      const title = attr(html, /<title>([^<]*)<\/title>/);
      const description = meta(html, 'description');
      expect(title, `${page} title`).toBeTruthy();
      expect(description, `${page} description`).toBeTruthy();
      if (expectedTitles[page]) {
        expect(title, `${page} title`).toBe(expectedTitles[page]);
        expect(meta(html, 'keywords'), `${page} keywords`).toBeTruthy();
      }
      expect(titles.get(title!), `title "${title}" on ${page} is also on`).toBeUndefined();
      expect(descriptions.get(description!), `description on ${page} is also on`).toBeUndefined();
      titles.set(title!, page);
      descriptions.set(description!, page);

      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(normalized(canonical), `${page} canonical`).toBe(normalized(absoluteUrl(page)));
      expect(normalized(meta(html, 'og:url')), `${page} og:url`).toBe(
        normalized(absoluteUrl(page)),
      );
      expect(meta(html, 'og:title'), `${page} og:title`).toBeTruthy();
      expect(meta(html, 'og:description'), `${page} og:description`).toBeTruthy();
      expect(meta(html, 'og:image'), `${page} og:image`).toMatch(/^https?:\/\//);
      expect(meta(html, 'og:image:width'), `${page} og:image:width`).toBe('1200');
      expect(meta(html, 'og:image:height'), `${page} og:image:height`).toBe('630');
      expect(meta(html, 'twitter:card'), `${page} twitter:card`).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), `${page} twitter:image`).toMatch(/^https?:\/\//);
    }
  });

  test('the default social image is a 1200x630 image', async () => {
    // The file itself first: a missing default image fails here, by name.
    expect(existsSync(path.join(process.cwd(), 'public/og/default.png'))).toBe(true);
    const html = (await rawRequest('/')).body;
    const image = new URL(meta(html, 'og:image')!);
    const response = await rawRequest(image.pathname);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  test("every social image a page names is an image of the size it declares, a missing page's too", async ({
    request,
  }) => {
    const pages = [routes.home, routes.phageVsAntibiotics, '/blogs/no-such-post', '/nope'];
    for (const page of pages) {
      const html = (await rawRequest(page)).body;
      const declared = ['width', 'height'].map((side) => meta(html, `og:image:${side}`)).join('x');
      for (const key of ['og:image', 'twitter:image']) {
        const image = new URL(meta(html, key)!);
        const response = await request.get(image.pathname + image.search);
        const { width, height } = await sharp(await response.body())
          .metadata()
          .catch(() => ({ width: 0, height: 0 }));
        expect(`${page} ${key} ${image.pathname}: ${response.status()} ${width}x${height}`).toBe(
          `${page} ${key} ${image.pathname}: 200 ${declared}`,
        );
        expect(response.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
      }
    }
  });

  test('every JSON-LD block parses and names a schema.org type; each page has its own', async () => {
    const expectedTypes: Record<string, string[]> = {
      [routes.home]: ['WebSite'],
      [routes.about]: ['Person', 'BreadcrumbList'],
      [routes.research]: ['ScholarlyArticle', 'Dataset', 'BreadcrumbList'],
      [routes.books]: ['Book', 'BreadcrumbList'],
      [routes.phageVsAntibiotics]: ['BlogPosting', 'BreadcrumbList'],
    };
    for (const page of indexablePages) {
      const html = (await rawRequest(page)).body;
      const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap((m) => {
          const data = JSON.parse(m[1]!) as unknown;
          return Array.isArray(data) ? data : [data];
        })
        .map((item) => {
          expect(item, page).toMatchObject({ '@context': 'https://schema.org' });
          expect(typeof (item as { '@type'?: unknown })['@type'], page).toBe('string');
          return (item as { '@type': string })['@type'];
        });
      for (const type of expectedTypes[page] ?? []) expect(found, page).toContain(type);
    }
  });
});
