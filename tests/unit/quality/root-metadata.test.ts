/** @jest-environment node */
// app/layout now imports next/cache (the footer's `'use cache'` year), which needs TextEncoder.
/** The site's default title and description, word for word, in the root layout. */
import { metadata } from '@/app/layout';
import { metadata as notFoundMetadata } from '@/app/not-found';
import { articleMissingMetadata } from '@/lib/seo/metadata';

const SPEC_TITLE = 'Phages & Biomes - Bacteriophage Research';
const SPEC_DESCRIPTION = 'Explore cutting-edge research on bacteriophages and microbiome science';

describe('root layout metadata', () => {
  test('the default title and description are the product’s', () => {
    expect(metadata.title).toEqual({ default: SPEC_TITLE, template: '%s - Phages & Biomes' });
    expect(metadata.description).toBe(SPEC_DESCRIPTION);
  });

  test('social previews repeat them', () => {
    expect(metadata.openGraph).toMatchObject({ title: SPEC_TITLE, description: SPEC_DESCRIPTION });
    expect(metadata.twitter).toMatchObject({ title: SPEC_TITLE, description: SPEC_DESCRIPTION });
  });

  test('name no canonical or og:url: a page without its own (a 404) never points at the home page', () => {
    for (const page of [metadata, notFoundMetadata, articleMissingMetadata]) {
      expect(page.alternates?.canonical).toBeUndefined();
      expect(page.openGraph?.url).toBeUndefined();
    }
  });

  test("the 404 page's social tags are its own, not the home page's", () => {
    const title = 'Page Not Found - Phages & Biomes';
    const description = 'The page you were looking for could not be found.';
    expect(notFoundMetadata.openGraph).toMatchObject({ title, description });
    expect(notFoundMetadata.twitter).toMatchObject({ title, description });
    expect(notFoundMetadata.robots).toEqual({ index: false });
  });
});
