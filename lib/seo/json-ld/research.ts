/** Research structured data, and Google Scholar's `citation_*` tags (read by Zotero, Mendeley). */
import type { Metadata } from 'next';
import type { Author, LongFormPage } from '@/content/research-types';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import { routes } from '@/lib/routes';
import { defined, type Csl, type CslName } from '@/lib/research/csl';
import { metricsOf } from '@/lib/research/metrics';
import type { WorkMetrics } from '@/lib/research/sources';
import { identifierLinks, isDoi } from '@/lib/identifiers';
import { plainText } from '@/lib/research/rich-text';
import { creatorsOf, sectionOf, venueOf, yearOf, type Section } from '@/lib/research/work';
import { datasetJsonLd } from './dataset';
import type { JsonLdData } from './shared';
import { scholarlyArticleJsonLd, type ScholarlyArticleJsonLd } from './scholarly-article';

/** Enough for any search engine; a consortium's 5,000 would weigh a page. Downloads name all. */
const MAX_JSON_LD_AUTHORS = 100;

/** A work's node id is its card's address, so a genome and its paper can point at each other. */
const workId = (key: string) => ({ '@id': `${absoluteUrl(routes.research)}#${key}` });

/** schema.org's type for a work that is not an article, by its section. */
const SCHEMA_TYPES: Partial<
  Record<Section, 'Chapter' | 'Thesis' | 'Report' | 'SoftwareSourceCode' | 'Book'>
> = {
  chapters: 'Chapter',
  theses: 'Thesis',
  reports: 'Report',
  software: 'SoftwareSourceCode',
  books: 'Book',
};

const asAuthor = (n: CslName): Author => ({
  family: n.family ?? n.literal ?? '',
  given: n.given ?? '',
  ...(n._orcid ? { orcid: n._orcid } : {}),
});

/** Genomes and datasets as Dataset, the rest as ScholarlyArticle or its kind; papers ↔ genomes. */
export function researchJsonLd(
  works: readonly Csl[],
  linked: (key: string) => readonly Csl[],
  metrics: Record<string, WorkMetrics> = {},
): JsonLdData[] {
  return works.map((work): JsonLdData => {
    const section = sectionOf(work);
    const links = linked(work.id).map((w) => workId(w.id));
    const free = metricsOf(work, metrics)?.openAccess;
    const common = {
      title: plainText(work.title ?? ''),
      description: plainText(work.abstract ?? ''),
      year: yearOf(work) || undefined,
      doi: work.DOI,
      status: work.status,
    };
    // A free legal copy: the work is free to read there, and the copy is its encoding.
    const copy = free && {
      isAccessibleForFree: true,
      encoding: defined({
        '@type': 'MediaObject' as const,
        contentUrl: free.url,
        encodingFormat: free.pdf ? 'application/pdf' : undefined,
      }),
    };
    if (section === 'genomes' || section === 'datasets') {
      const accession = section === 'genomes' ? work.number : undefined;
      return {
        ...datasetJsonLd({
          ...common,
          organization: work.publisher,
          accession,
          link: work.URL ?? identifierLinks({ accession })[0]?.url,
        }),
        ...workId(work.id),
        ...copy,
        ...(links.length ? { subjectOf: links } : {}),
      };
    }
    const article = scholarlyArticleJsonLd({
      ...common,
      authors: creatorsOf(work).slice(0, MAX_JSON_LD_AUTHORS).map(asAuthor),
      publication: plainText(venueOf(work)) || undefined,
      link: work.URL,
      pmid: work.PMID,
      arxiv: work.custom?.arxiv,
    });
    // A chapter, thesis, report or software is a CreativeWork with the same properties.
    return {
      ...article,
      '@type': SCHEMA_TYPES[section] ?? article['@type'],
      ...workId(work.id),
      ...copy,
      ...(links.length ? { isBasedOn: links } : {}),
    } as JsonLdData;
  });
}

/** The `citation_*` tags, for a page's `metadata.other` (arrays become one tag per value). */
export function scholarCitationTags(
  page: Pick<LongFormPage, 'title' | 'authors' | 'published' | 'doi' | 'pdfUrl'>,
  path: string,
): NonNullable<Metadata['other']> {
  const tags: NonNullable<Metadata['other']> = {
    citation_title: page.title,
    citation_author: (page.authors ?? [site.owner]).map((a) => `${a.family}, ${a.given}`),
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

export function longFormJsonLd(page: LongFormPage, path: string): ScholarlyArticleJsonLd {
  return scholarlyArticleJsonLd({
    title: page.title,
    authors: page.authors ?? [site.owner],
    year: page.published,
    publication: site.name,
    description: page.description,
    link: path,
    doi: page.doi,
  });
}

/** A cited work as one Google Scholar `citation_reference` tag; a ";" would end a value early. */
export function citationReference(work: Csl): string {
  const value = (text: string) => plainText(text).replace(/;/g, ',').trim();
  const [year, month, day] = work.issued?.['date-parts']?.[0] ?? [];
  const date = [year, month, day]
    .filter(Boolean)
    .map((n, i) => (i ? String(n).padStart(2, '0') : n));
  const fields: [string, string | undefined][] = [
    ['citation_title', work.title],
    ...creatorsOf(work).map((n): [string, string] => [
      'citation_author',
      n.family ? [n.family, n.given].filter(Boolean).join(', ') : (n.literal ?? ''),
    ]),
    ['citation_publication_date', date.join('/') || (yearOf(work) ? String(yearOf(work)) : '')],
    ['citation_journal_title', work['container-title']],
    ['citation_publisher', work['container-title'] ? undefined : work.publisher],
    ['citation_doi', work.DOI && isDoi(work.DOI) ? work.DOI : undefined],
  ];
  return fields
    .flatMap(([name, text]) => (text && value(text) ? [`${name}=${value(text)}`] : []))
    .join('; ');
}
