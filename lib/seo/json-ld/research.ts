/**
 * The research record's structured data, and what citation tools read from a research article's
 * page: Google Scholar's `citation_*` meta tags (also read by Zotero and Mendeley).
 */
import type { Metadata } from 'next';
import type { Author, LongFormPage } from '@/content/research-types';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import { routes } from '@/lib/routes';
import { identifierLinks, isDoi } from '@/lib/research/identifiers';
import { linkedWorks, type ResearchRecord } from '@/lib/research/publications';
import { datasetJsonLd } from './dataset';
import { scholarlyArticleJsonLd, type ScholarlyArticleJsonLd } from './scholarly-article';

/** A work's node id is its card's address, so a genome and its paper can point at each other. */
const workId = (key: string) => ({ '@id': `${absoluteUrl(routes.research)}#${key}` });

/**
 * The research page's works: articles as ScholarlyArticle, genome submissions as Dataset (the
 * accession as identifier, the NCBI record as address), each paper and its genome linked both ways.
 */
export function researchJsonLd(record: ResearchRecord) {
  const links = (key: string) => linkedWorks(record, key).map((w) => workId(w.key));
  return [
    ...record.articles.map((a) => ({
      ...scholarlyArticleJsonLd(a),
      ...workId(a.key),
      ...(links(a.key).length ? { isBasedOn: links(a.key) } : {}),
    })),
    ...record.genomes.map((g) => ({
      ...datasetJsonLd({
        ...g,
        link: g.link ?? identifierLinks({ accession: g.accession })[0]?.url,
      }),
      ...workId(g.key),
      ...(links(g.key).length ? { subjectOf: links(g.key) } : {}),
    })),
  ];
}

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
