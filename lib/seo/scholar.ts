/**
 * What citation tools read from a research article's page: Google Scholar's `citation_*` meta
 * tags (also read by Zotero and Mendeley) and the page's ScholarlyArticle structured data.
 */
import type { Metadata } from 'next';
import type { Author, LongFormPage } from '@/content/research-types';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import { isDoi } from '@/lib/research/identifiers';
import { scholarlyArticleJsonLd, type ScholarlyArticleJsonLd } from './json-ld';

/** The page's authors: its own list, or the owner who writes the site. */
function pageAuthors(page: Pick<LongFormPage, 'authors'>): readonly Author[] {
  return page.authors ?? [site.owner];
}

/** The `citation_*` tags, for a page's `metadata.other` (arrays become one tag per value). */
export function scholarCitationTags(
  page: Pick<LongFormPage, 'title' | 'authors' | 'published' | 'doi' | 'pdfUrl'>,
  path: string,
): NonNullable<Metadata['other']> {
  const tags: NonNullable<Metadata['other']> = {
    citation_title: page.title,
    citation_author: pageAuthors(page).map((a) => `${a.family}, ${a.given}`),
    // Scholar wants dates as "YYYY/MM/DD" (or "YYYY").
    citation_publication_date: page.published.trim().replace(/-/g, '/'),
    // Published on this site, not in a journal: the site is the venue and the publisher.
    citation_journal_title: site.name,
    citation_publisher: site.name,
    citation_language: 'en',
    citation_abstract_html_url: absoluteUrl(path),
  };
  if (page.doi && isDoi(page.doi)) tags.citation_doi = page.doi;
  if (page.pdfUrl) tags.citation_pdf_url = new URL(page.pdfUrl, absoluteUrl('/')).href;
  return tags;
}

/** The page as a ScholarlyArticle. */
export function longFormJsonLd(page: LongFormPage, path: string): ScholarlyArticleJsonLd {
  return scholarlyArticleJsonLd({
    title: page.title,
    authors: pageAuthors(page),
    year: page.published,
    publication: site.name,
    description: page.description,
    link: path,
    doi: page.doi,
  });
}
