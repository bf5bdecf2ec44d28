/**
 * The schema.org structured data the site publishes (rendered by components/seo/json-ld.tsx), one
 * builder per entity. URLs may be given as site paths; they come out absolute.
 */
import type { Metadata } from 'next';
import type {
  BlogPostingLeaf,
  BookFormatType,
  BookLeaf,
  BreadcrumbListLeaf,
  DatasetLeaf,
  OrganizationLeaf,
  PersonLeaf,
  PropertyValueLeaf,
  ScholarlyArticleLeaf,
  Thing,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import type { Author, LongFormPage } from '@/content/research-types';
import { site } from '@/content/site';
import { articlePath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';
import { routes } from '@/lib/routes';
import { linkedWorks, type ResearchRecord } from '@/lib/research/publications';
import {
  doiUrl,
  genBankUrl,
  isDoi,
  isGenBankAccession,
  isOrcid,
  isPubMedId,
  orcidUrl,
  pubMedUrl,
} from '@/lib/research/identifiers';

const SCHEMA_CONTEXT = 'https://schema.org';

type DateInput = string | number | Date;

/** Absolute URL for a site path; full http(s) URLs pass through unchanged. */
function toAbsoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);
}

/** ISO 8601: a bare year stays a year ("2021"), a date becomes its full timestamp. */
export function toIsoDate(value: DateInput): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value.trim())) {
    return value.trim();
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date.toISOString();
}

/** Google allows at most 110 characters in an article headline. */
export function headline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= 110 ? clean : `${clean.slice(0, 109).trimEnd()}…`;
}

const person = (name: string): PersonLeaf => ({ '@type': 'Person', name });

const organization = (name: string): OrganizationLeaf => ({ '@type': 'Organization', name });

/** The site owner as the author of everything on the site. */
function ownerRef(): PersonLeaf {
  return { '@type': 'Person', name: site.owner.name, url: toAbsoluteUrl('/about') };
}

/** Drops undefined values so the JSON carries only what is known. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The identifiers a record carries, as schema.org `identifier` values and resolver `sameAs` URLs. */
function scholarlyIdentifiers(ids: { doi?: string; pmid?: string; accession?: string }): {
  identifier?: PropertyValueLeaf[];
  sameAs?: string[];
} {
  const found: [string, string, string][] = [];
  if (ids.doi && isDoi(ids.doi)) found.push(['DOI', ids.doi, doiUrl(ids.doi)]);
  if (ids.pmid && isPubMedId(ids.pmid)) found.push(['PMID', ids.pmid, pubMedUrl(ids.pmid)]);
  if (ids.accession && isGenBankAccession(ids.accession))
    found.push(['GenBank', ids.accession, genBankUrl(ids.accession)]);
  if (found.length === 0) return {};
  return {
    identifier: found.map(([propertyID, value]) => ({
      '@type': 'PropertyValue',
      propertyID,
      value,
    })),
    sameAs: found.map(([, , url]) => url),
  };
}

/** The home page's WebSite entity. */
export function webSiteJsonLd({
  name = site.name,
}: { name?: string } = {}): WithContext<WebSiteLeaf> {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name,
    url: toAbsoluteUrl('/'),
    description: site.description,
    inLanguage: 'en',
    author: ownerRef(),
  });
}

interface PersonInput {
  name: string;
  path: string;
  /** Profiles elsewhere (LinkedIn, ORCID, Google Scholar…); must be absolute http(s) URLs. */
  sameAs: readonly string[];
  /** The person's ORCID iD; listed in sameAs as its orcid.org URL when well-formed. */
  orcid?: string;
  jobTitle?: string;
  image?: string;
  email?: string;
  telephone?: string;
  /** "Kansas City, MO" → locality and region. */
  city?: string;
  alumniOf?: readonly string[];
  worksFor?: readonly string[];
}

export function personJsonLd(input: PersonInput): WithContext<PersonLeaf> {
  const sameAs = [
    ...(input.orcid && isOrcid(input.orcid) ? [orcidUrl(input.orcid)] : []),
    ...input.sameAs.filter((url) => /^https?:\/\//i.test(url)),
  ];
  const [locality, region] = (input.city ?? '').split(',').map((part) => part.trim());
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person',
    name: input.name,
    url: toAbsoluteUrl(input.path),
    jobTitle: input.jobTitle,
    image: input.image ? toAbsoluteUrl(input.image) : undefined,
    email: input.email ? `mailto:${input.email}` : undefined,
    telephone: input.telephone,
    address: locality
      ? compact({
          '@type': 'PostalAddress' as const,
          addressLocality: locality,
          addressRegion: region || undefined,
        })
      : undefined,
    sameAs,
    alumniOf: input.alumniOf?.map(organization),
    worksFor: input.worksFor?.map(organization),
  });
}

/** The owner's Person entity, from content/site.ts. */
export function ownerPersonJsonLd(extra: Partial<PersonInput> = {}): WithContext<PersonLeaf> {
  return personJsonLd({
    name: site.owner.name,
    path: '/about',
    jobTitle: site.owner.role,
    email: site.email,
    telephone: site.phone,
    city: site.city,
    sameAs: Object.values(site.socials),
    orcid: site.owner.orcid,
    ...extra,
  });
}

export type ScholarlyArticleJsonLd = WithContext<ScholarlyArticleLeaf>;

interface ScholarlyArticleInput {
  title: string;
  /** Structured authors, or names as printed ("Ellery R, Smith J": split on , ; and "and"). */
  authors: string | readonly string[] | readonly Author[];
  year: DateInput;
  publication?: string;
  description?: string;
  link?: string;
  status?: string;
  doi?: string;
  pmid?: string;
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
    compact({
      '@type': 'Person',
      name: `${a.given} ${a.family}`,
      sameAs: a.orcid && isOrcid(a.orcid) ? orcidUrl(a.orcid) : undefined,
    }),
  );
}

export function scholarlyArticleJsonLd(input: ScholarlyArticleInput): ScholarlyArticleJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ScholarlyArticle',
    headline: headline(input.title),
    name: input.title,
    author: authorRefs(input.authors),
    datePublished: toIsoDate(input.year),
    description: input.description,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    isPartOf: input.publication ? { '@type': 'Periodical', name: input.publication } : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}

interface DatasetInput {
  title: string;
  description: string;
  organization?: string;
  year: DateInput;
  accession?: string;
  doi?: string;
  link?: string;
  status?: string;
}

/** A genome submission. */
export function datasetJsonLd(input: DatasetInput): WithContext<DatasetLeaf> {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Dataset',
    name: input.title,
    // Google requires a description of 50–5000 characters; keep what we have, never invent.
    description: input.description,
    creator: ownerRef(),
    publisher: input.organization ? organization(input.organization) : undefined,
    datePublished: toIsoDate(input.year),
    // A well-formed accession or DOI as a named identifier; anything else as the text it is.
    identifier: input.accession,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}

interface BookInput {
  title: string;
  author?: string;
  editors?: readonly string[];
  datePublished: DateInput;
  /** "Kindle Edition" → https://schema.org/EBook. */
  format?: string;
  description?: string;
  image?: string;
  path: string;
  purchaseUrl?: string;
}

export function bookFormat(format: string | undefined): BookFormatType | undefined {
  if (!format) return undefined;
  if (/kindle|ebook|e-book|epub/i.test(format)) return 'https://schema.org/EBook';
  if (/hardcover/i.test(format)) return 'https://schema.org/Hardcover';
  if (/paperback/i.test(format)) return 'https://schema.org/Paperback';
  if (/audio/i.test(format)) return 'https://schema.org/AudiobookFormat';
  return undefined;
}

export function bookJsonLd(input: BookInput): WithContext<BookLeaf> {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Book',
    name: input.title,
    author: input.author ? person(input.author) : ownerRef(),
    editor: input.editors?.map(person),
    datePublished: toIsoDate(input.datePublished),
    bookFormat: bookFormat(input.format),
    description: input.description,
    image: input.image ? toAbsoluteUrl(input.image) : undefined,
    url: toAbsoluteUrl(input.path),
    inLanguage: 'en',
    offers: input.purchaseUrl
      ? { '@type': 'Offer', url: input.purchaseUrl, availability: 'https://schema.org/InStock' }
      : undefined,
  });
}

interface BlogPostingInput {
  title: string;
  slug: string;
  publishedAt: DateInput;
  updatedAt?: DateInput;
  description?: string;
  authorName?: string;
  image?: string;
  category?: string;
  tags?: readonly string[];
}

export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPostingLeaf> {
  const url = toAbsoluteUrl(articlePath(input.slug));
  const published = toIsoDate(input.publishedAt);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: headline(input.title),
    description: input.description,
    datePublished: published,
    dateModified: input.updatedAt ? toIsoDate(input.updatedAt) : published,
    author: input.authorName ? person(input.authorName) : ownerRef(),
    publisher: ownerRef(),
    image: input.image ? [toAbsoluteUrl(input.image)] : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: input.category,
    keywords: input.tags?.length ? [...input.tags] : undefined,
    inLanguage: 'en',
  });
}

export type BreadcrumbListJsonLd = WithContext<BreadcrumbListLeaf>;

/** Home is prepended automatically: breadcrumbJsonLd([{ name: 'About Me', path: '/about' }]). */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): BreadcrumbListJsonLd {
  const items = trail[0]?.path === '/' ? trail : [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: entry.name,
      item: toAbsoluteUrl(entry.path),
    })),
  };
}

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
        link:
          g.link ??
          (g.accession && isGenBankAccession(g.accession) ? genBankUrl(g.accession) : undefined),
      }),
      ...workId(g.key),
      ...(links(g.key).length ? { subjectOf: links(g.key) } : {}),
    })),
  ];
}

/**
 * What citation tools read from a research article's page: Google Scholar's `citation_*` meta
 * tags (also read by Zotero and Mendeley) and the page's ScholarlyArticle structured data.
 */
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

export type JsonLdData = WithContext<Exclude<Thing, string>>;

/**
 * JSON for inside a <script> element. `<` is escaped so a CMS title containing `</script>` or
 * `<!--` cannot end the element; `>` and `&` for good measure; U+2028/U+2029 because older
 * parsers treat them as line breaks. The result is still valid JSON with the same value.
 */
export function serializeJsonLd(data: JsonLdData | readonly JsonLdData[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
