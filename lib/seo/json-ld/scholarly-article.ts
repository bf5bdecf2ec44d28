import type { ScholarlyArticleLeaf, WithContext } from 'schema-dts';
import type { Author } from '@/content/research-types';
import { isOrcid, orcidUrl } from '@/lib/identifiers';
import {
  defined,
  headline,
  SCHEMA_CONTEXT,
  scholarlyIdentifiers,
  toAbsoluteUrl,
  toIsoDate,
  type DateInput,
} from './shared';

export type ScholarlyArticleJsonLd = WithContext<ScholarlyArticleLeaf>;

interface ScholarlyArticleInput {
  title: string;
  authors: readonly Author[];
  /** Unknown for an undated work: no datePublished. */
  year?: DateInput;
  publication?: string;
  description?: string;
  link?: string;
  status?: string;
  doi?: string;
  pmid?: string;
  arxiv?: string;
}

export function scholarlyArticleJsonLd(input: ScholarlyArticleInput): ScholarlyArticleJsonLd {
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ScholarlyArticle',
    headline: headline(input.title),
    name: input.title,
    // One Person per author, named as printed ("Given Family"; a consortium by its one name).
    author: input.authors.map((a) =>
      defined({
        '@type': 'Person' as const,
        name: [a.given, a.family].filter(Boolean).join(' '),
        sameAs: a.orcid && isOrcid(a.orcid) ? orcidUrl(a.orcid) : undefined,
      }),
    ),
    datePublished: input.year ? toIsoDate(input.year) : undefined,
    description: input.description,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    isPartOf: input.publication ? { '@type': 'Periodical', name: input.publication } : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}
