/**
 * Typed builders for the schema.org structured data the site publishes (rendered by
 * components/seo/json-ld.tsx). URLs may be given as site paths; they come out absolute.
 */
import type { Dataset, Person, ScholarlyArticle, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/config';
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
import { articlePath } from '@/lib/blog/paths';
import { site } from '@/content/site';

export const SCHEMA_CONTEXT = 'https://schema.org';

type DateInput = string | number | Date;

interface Thing {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
}

export interface PersonRef {
  '@type': 'Person';
  name: string;
  url?: string;
  /** The person's ORCID iD as a URL. */
  sameAs?: string;
}

/** schema.org's way to name an identifier scheme: DOI, PMID, GenBank accession. */
export interface PropertyValueRef {
  '@type': 'PropertyValue';
  propertyID: string;
  value: string;
}

/** The identifiers a record carries, as schema.org `identifier` values and resolver `sameAs` URLs. */
export function scholarlyIdentifiers(ids: { doi?: string; pmid?: string; accession?: string }): {
  identifier?: PropertyValueRef[];
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
      '@type': 'PropertyValue' as const,
      propertyID,
      value,
    })),
    sameAs: found.map(([, , url]) => url),
  };
}

export interface OrganizationRef {
  '@type': 'Organization';
  name: string;
  url?: string;
}

export interface ImageObject {
  '@type': 'ImageObject';
  url: string;
  width?: number;
  height?: number;
}

/** Absolute URL for a site path; full http(s) URLs pass through unchanged. */
export function toAbsoluteUrl(pathOrUrl: string): string {
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

function person(name: string, url?: string): PersonRef {
  return url ? { '@type': 'Person', name, url: toAbsoluteUrl(url) } : { '@type': 'Person', name };
}

function organization(name: string, url?: string): OrganizationRef {
  return url
    ? { '@type': 'Organization', name, url: toAbsoluteUrl(url) }
    : { '@type': 'Organization', name };
}

/** The site owner as the author of everything on the site. */
export function ownerRef(): PersonRef {
  return person(site.owner.name, '/about');
}

/** Drops undefined values so the JSON carries only what is known. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// --- WebSite (home) ---------------------------------------------------------------------------

export interface WebSiteJsonLd extends Thing {
  '@type': 'WebSite';
  name: string;
  url: string;
  description?: string;
  inLanguage: string;
  author?: PersonRef;
}

export function webSiteJsonLd(
  input: { name?: string; description?: string; path?: string } = {},
): WebSiteJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite' as const,
    name: input.name ?? site.name,
    url: toAbsoluteUrl(input.path ?? '/'),
    description: input.description ?? site.description,
    inLanguage: 'en',
    author: ownerRef(),
  });
}

// --- Person (about) ---------------------------------------------------------------------------

export interface PersonJsonLd extends Thing {
  '@type': 'Person';
  name: string;
  url: string;
  jobTitle?: string;
  description?: string;
  image?: string;
  email?: string;
  telephone?: string;
  address?: { '@type': 'PostalAddress'; addressLocality: string; addressRegion?: string };
  sameAs: string[];
  alumniOf?: OrganizationRef[];
  worksFor?: OrganizationRef[];
  knowsAbout?: string[];
}

export interface PersonInput {
  name: string;
  path: string;
  /** Profiles elsewhere (LinkedIn, ORCID, Google Scholar…); must be absolute http(s) URLs. */
  sameAs: readonly string[];
  /** The person's ORCID iD; listed in sameAs as its orcid.org URL when well-formed. */
  orcid?: string;
  jobTitle?: string;
  description?: string;
  image?: string;
  email?: string;
  telephone?: string;
  /** "Kansas City, MO" → locality and region. */
  city?: string;
  alumniOf?: readonly string[];
  worksFor?: readonly string[];
  knowsAbout?: readonly string[];
}

export function personJsonLd(input: PersonInput): PersonJsonLd {
  const sameAs = [
    ...(input.orcid && isOrcid(input.orcid) ? [orcidUrl(input.orcid)] : []),
    ...input.sameAs.filter((url) => /^https?:\/\//i.test(url)),
  ];
  const [locality, region] = (input.city ?? '').split(',').map((part) => part.trim());
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person' as const,
    name: input.name,
    url: toAbsoluteUrl(input.path),
    jobTitle: input.jobTitle,
    description: input.description,
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
    alumniOf: input.alumniOf?.map((name) => organization(name)),
    worksFor: input.worksFor?.map((name) => organization(name)),
    knowsAbout: input.knowsAbout ? [...input.knowsAbout] : undefined,
  }) satisfies WithContext<Person>;
}

/** The owner's Person entity, from content/site.ts. */
export function ownerPersonJsonLd(extra: Partial<PersonInput> = {}): PersonJsonLd {
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

// --- ScholarlyArticle (research publications) ------------------------------------------------

export interface ScholarlyArticleJsonLd extends Thing {
  '@type': 'ScholarlyArticle';
  headline: string;
  name: string;
  author: PersonRef[];
  datePublished: string;
  description?: string;
  url?: string;
  isPartOf?: { '@type': 'Periodical'; name: string };
  creativeWorkStatus?: string;
  identifier?: PropertyValueRef[];
  sameAs?: string[];
}

/** An author with an optional ORCID iD (content/research-types.ts `Author`). */
export interface AuthorInput {
  given: string;
  family: string;
  orcid?: string;
}

export interface ScholarlyArticleInput {
  title: string;
  /**
   * Structured authors, or names as printed ("Ellery R, Smith J": split on commas, semicolons
   * and "and").
   */
  authors: string | readonly string[] | readonly AuthorInput[];
  year: DateInput;
  publication?: string;
  description?: string;
  link?: string;
  status?: string;
  doi?: string;
  pmid?: string;
}

function authorRefs(authors: ScholarlyArticleInput['authors']): PersonRef[] {
  if (typeof authors === 'string' || authors.every((a) => typeof a === 'string')) {
    return splitAuthors(authors as string | readonly string[]).map((name) => person(name));
  }
  return (authors as readonly AuthorInput[]).map((a) =>
    compact({
      '@type': 'Person' as const,
      name: `${a.given} ${a.family}`,
      sameAs: a.orcid && isOrcid(a.orcid) ? orcidUrl(a.orcid) : undefined,
    }),
  );
}

/** "A. Ellery, J. Smith and K. Lee" or "Ellery A; Smith J" → one name each ("et al." dropped). */
export function splitAuthors(authors: string | readonly string[]): string[] {
  const list =
    typeof authors !== 'string'
      ? authors
      : authors.split(authors.includes(';') ? /\s*;\s*/ : /\s*(?:,|\band\b|&)\s*/);
  return list.map((name) => name.trim()).filter((name) => name && !/^et al\.?$/i.test(name));
}

/** Google allows at most 110 characters in an article headline. */
export function headline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= 110 ? clean : `${clean.slice(0, 109).trimEnd()}…`;
}

export function scholarlyArticleJsonLd(input: ScholarlyArticleInput): ScholarlyArticleJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ScholarlyArticle' as const,
    headline: headline(input.title),
    name: input.title,
    author: authorRefs(input.authors),
    datePublished: toIsoDate(input.year),
    description: input.description,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    isPartOf: input.publication
      ? { '@type': 'Periodical' as const, name: input.publication }
      : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  }) satisfies WithContext<ScholarlyArticle>;
}

// --- Dataset (genome submissions) -------------------------------------------------------------

export interface DatasetJsonLd extends Thing {
  '@type': 'Dataset';
  name: string;
  description: string;
  creator: PersonRef;
  publisher?: OrganizationRef;
  datePublished: string;
  identifier?: string | PropertyValueRef[];
  url?: string;
  creativeWorkStatus?: string;
  sameAs?: string[];
}

export interface DatasetInput {
  title: string;
  description: string;
  organization?: string;
  year: DateInput;
  accession?: string;
  doi?: string;
  link?: string;
  status?: string;
}

export function datasetJsonLd(input: DatasetInput): DatasetJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Dataset' as const,
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
  }) satisfies WithContext<Dataset>;
}

// --- Book -------------------------------------------------------------------------------------

export interface BookJsonLd extends Thing {
  '@type': 'Book';
  name: string;
  author: PersonRef;
  editor?: PersonRef[];
  datePublished: string;
  bookFormat?: string;
  description?: string;
  image?: string;
  url: string;
  inLanguage: string;
  offers?: { '@type': 'Offer'; url: string; availability: string };
}

export interface BookInput {
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

export function bookFormat(format: string | undefined): string | undefined {
  if (!format) return undefined;
  if (/kindle|ebook|e-book|epub/i.test(format)) return 'https://schema.org/EBook';
  if (/hardcover/i.test(format)) return 'https://schema.org/Hardcover';
  if (/paperback/i.test(format)) return 'https://schema.org/Paperback';
  if (/audio/i.test(format)) return 'https://schema.org/AudiobookFormat';
  return undefined;
}

export function bookJsonLd(input: BookInput): BookJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Book' as const,
    name: input.title,
    author: input.author ? person(input.author) : ownerRef(),
    editor: input.editors?.map((name) => person(name)),
    datePublished: toIsoDate(input.datePublished),
    bookFormat: bookFormat(input.format),
    description: input.description,
    image: input.image ? toAbsoluteUrl(input.image) : undefined,
    url: toAbsoluteUrl(input.path),
    inLanguage: 'en',
    offers: input.purchaseUrl
      ? {
          '@type': 'Offer' as const,
          url: input.purchaseUrl,
          availability: 'https://schema.org/InStock',
        }
      : undefined,
  });
}

// --- BlogPosting (articles) -------------------------------------------------------------------

export interface BlogPostingJsonLd extends Thing {
  '@type': 'BlogPosting';
  headline: string;
  description?: string;
  datePublished: string;
  dateModified: string;
  author: PersonRef;
  publisher: PersonRef;
  image?: string[];
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  articleSection?: string;
  keywords?: string[];
  inLanguage: string;
}

export interface BlogPostingInput {
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

export function blogPostingJsonLd(input: BlogPostingInput): BlogPostingJsonLd {
  const url = toAbsoluteUrl(articlePath(input.slug));
  const published = toIsoDate(input.publishedAt);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting' as const,
    headline: headline(input.title),
    description: input.description,
    datePublished: published,
    dateModified: input.updatedAt ? toIsoDate(input.updatedAt) : published,
    author: input.authorName ? person(input.authorName) : ownerRef(),
    publisher: ownerRef(),
    image: input.image ? [toAbsoluteUrl(input.image)] : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage' as const, '@id': url },
    articleSection: input.category,
    keywords: input.tags?.length ? [...input.tags] : undefined,
    inLanguage: 'en',
  });
}

// --- BreadcrumbList (inner pages) -------------------------------------------------------------

export interface BreadcrumbListJsonLd extends Thing {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** Home is prepended automatically: breadcrumbJsonLd([{ name: 'About Me', path: '/about' }]). */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): BreadcrumbListJsonLd {
  const items = trail[0]?.path === '/' ? trail : [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: toAbsoluteUrl(entry.path),
    })),
  };
}

// --- Serialisation ----------------------------------------------------------------------------

export type JsonLdData =
  | WebSiteJsonLd
  | PersonJsonLd
  | ScholarlyArticleJsonLd
  | DatasetJsonLd
  | BookJsonLd
  | BlogPostingJsonLd
  | BreadcrumbListJsonLd;

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
