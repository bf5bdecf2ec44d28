import type { PersonLeaf, ScholarlyArticleLeaf, WithContext } from 'schema-dts';
import type { Author } from '@/content/research-types';
import { isOrcid, orcidUrl } from '@/lib/identifiers';
import {
  defined,
  headline,
  person,
  SCHEMA_CONTEXT,
  scholarlyIdentifiers,
  toAbsoluteUrl,
  toIsoDate,
  type DateInput,
} from './shared';

export type ScholarlyArticleJsonLd = WithContext<ScholarlyArticleLeaf>;

interface ScholarlyArticleInput {
  title: string;
  /** Structured authors, or names as printed ("Ellery R, Smith J": split on , ; and "and"). */
  authors: string | readonly string[] | readonly Author[];
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

/** "A. Ellery, J. Smith and K. Lee" or "Ellery A; Smith J" → one name each ("et al." dropped). */
export function splitAuthors(authors: string | readonly string[]): string[] {
  const list =
    typeof authors !== 'string'
      ? authors
      : authors.split(authors.includes(';') ? /\s*;\s*/ : /\s*(?:,|\band\b|&)\s*/);
  return list.map((name) => name.trim()).filter((name) => name && !/^et al\.?$/i.test(name));
}

function authorRefs(authors: ScholarlyArticleInput['authors']): PersonLeaf[] {
  if (typeof authors === 'string' || authors.every((a) => typeof a === 'string')) {
    return splitAuthors(authors as string | readonly string[]).map(person);
  }
  return (authors as readonly Author[]).map((a) =>
    defined({
      '@type': 'Person',
      name: `${a.given} ${a.family}`,
      sameAs: a.orcid && isOrcid(a.orcid) ? orcidUrl(a.orcid) : undefined,
    }),
  );
}

export function scholarlyArticleJsonLd(input: ScholarlyArticleInput): ScholarlyArticleJsonLd {
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ScholarlyArticle',
    headline: headline(input.title),
    name: input.title,
    author: authorRefs(input.authors),
    datePublished: input.year ? toIsoDate(input.year) : undefined,
    description: input.description,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    isPartOf: input.publication ? { '@type': 'Periodical', name: input.publication } : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}
