import { galleryImages } from '@/content/gallery';
import { aboutIntro } from '@/content/about';
import { book } from '@/content/book';
import { socialImage } from '@/lib/seo/metadata';
import {
  indexablePages,
  languageRedirectTarget,
  LOCALISED_PAGES,
  navigation,
  routes,
  sitemapGroups,
} from '@/lib/routes';

describe('route registry', () => {
  it('has the product’s navigation entries, in order, with their sub-items and accessible names holding their labels', () => {
    expect(navigation.map((item) => [item.label, item.path])).toEqual([
      ['Home', '/'],
      ['Research', '/research'],
      ['Phages', '/phages'],
      ['Books', '/books'],
      ['Blogs', '/blogs'],
      ['About Me', '/about'],
      ['Contact', '/contact'],
    ]);
    const sub = Object.fromEntries(
      navigation.map((item) => [item.label, item.subItems?.map((s) => [s.label, s.path])]),
    );
    expect(sub['Research']).toEqual([
      ['Phage Therapy', '/research/phage-therapy-advances'],
      ['Microbiome Research', '/research/microbiome-gut-health'],
      ['Publications', '/research#publications'],
    ]);
    expect(sub['Phages']).toEqual([
      ['What Are Bacteriophages?', '/phages#what-are-bacteriophages'],
      ['Phage Categories', '/phages#phage-categories'],
    ]);
    expect(sub['Blogs']).toEqual([['Phages vs Antibiotics', '/blogs/phage-vs-antibiotics']]);
    for (const item of navigation) {
      // The accessible name contains the visible label (WCAG 2.5.3 label in name).
      expect(item.ariaLabel.toLowerCase()).toContain(item.label.toLowerCase());
      expect(['high', 'medium', 'low']).toContain(item.priority);
    }
  });

  it('lists the product’s sitemap groups, each link with a description', () => {
    expect(sitemapGroups.map((g) => [g.title, g.links.map((l) => l.path)])).toEqual([
      ['Main Pages', ['/', '/research', '/phages', '/books', '/blogs', '/about', '/contact']],
      [
        'Research Pages',
        [
          '/research/phage-therapy-advances',
          '/research/microbiome-gut-health',
          '/research#publications',
        ],
      ],
      ['Phages Information', ['/phages#what-are-bacteriophages', '/phages#phage-categories']],
      ['Blog Articles', ['/blogs/phage-vs-antibiotics']],
      ['Development & Demo', ['/ui-demo']],
      ['Legal', ['/terms', '/privacy', '/sitemap']],
    ]);
    for (const link of sitemapGroups.flatMap((g) => g.links))
      expect(link.description.length).toBeGreaterThan(10);
  });

  it('derives the indexable pages without anchors or duplicates', () => {
    expect(indexablePages).toContain(routes.phageTherapy);
    expect(indexablePages.some((p) => p.includes('#'))).toBe(false);
    expect(new Set(indexablePages).size).toBe(indexablePages.length);
  });

  it('localises exactly the ten documented pages', () => {
    expect([...LOCALISED_PAGES].sort()).toEqual(
      [
        'about',
        'blogs',
        'books',
        'contact',
        'phages',
        'privacy',
        'research',
        'sitemap',
        'terms',
        'ui-demo',
      ].sort(),
    );
  });
});

describe('languageRedirectTarget', () => {
  it('sends /en, /es, /fr, /de (with or without a trailing slash) to /', () => {
    for (const lang of ['en', 'es', 'fr', 'de']) {
      expect(languageRedirectTarget(`/${lang}`)).toBe('/');
      expect(languageRedirectTarget(`/${lang}/`)).toBe('/');
    }
  });

  it('sends /{lang}/{page} to /{page} for the ten pages', () => {
    for (const page of LOCALISED_PAGES)
      expect(languageRedirectTarget(`/fr/${page}`)).toBe(`/${page}`);
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/about',
      '/it',
      '/en/unknown',
      '/en/about/more',
      '/english',
      '/blogs/en',
      '/EN',
    ])
      expect(languageRedirectTarget(path)).toBeUndefined();
  });
});

describe('socialImage', () => {
  it('points every page image used as a social preview at an existing 1200x630 crop', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { existsSync } = require('node:fs') as typeof import('node:fs');
    for (const src of [
      galleryImages.cultureFlasks.src,
      galleryImages.fluorescence.src,
      galleryImages.plaqueAssay.src,
      galleryImages.temPhages.src,
      aboutIntro.portrait.src,
      book.cover.src,
    ]) {
      const image = socialImage({ src, alt: 'x' });
      expect(image).toMatchObject({ width: 1200, height: 630 });
      expect(existsSync(`public${image.url}`)).toBe(true);
    }
  });
});
