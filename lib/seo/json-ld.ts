/**
 * The site's schema.org structured data, one builder per entity (rendered by
 * components/seo/json-ld.tsx), and Google Scholar's `citation_*` tags (read by Zotero, Mendeley).
 */
import type { Metadata } from 'next';
import type {
  BlogPostingLeaf,
  BookFormatType,
  BookLeaf,
  BreadcrumbListLeaf,
  OrganizationLeaf,
  PersonLeaf,
  PropertyValueLeaf,
  ScholarlyArticleLeaf,
  Thing,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import type { LongFormPage } from '@/content/research-types';
import { book } from '@/content/book';
import { site } from '@/content/site';
import { articlePath } from '@/lib/blog/paths';
import { truncate } from '@/lib/content/text';
import type { PostSummary } from '@/lib/content/types';
import { absoluteUrl } from '@/lib/config';
import { identifierLinks, isDoi, isOrcid, orcidUrl } from '@/lib/identifiers';
import { routes, sitemapGroups } from '@/lib/routes';
import { defined, type Csl, type CslName } from '@/lib/research/csl';
import { metricsOf } from '@/lib/research/metrics';
import { plainText } from '@/lib/research/rich-text';
import { postDescription } from '@/lib/seo/metadata';
import type { WorkMetrics } from '@/lib/research/sources';
import {
  creatorsOf,
  nameOf,
  ownerOrcid,
  sectionOf,
  venueOf,
  yearOf,
  type Section,
} from '@/lib/research/work';

/** A page's top-level node: schema.org's context, then the properties that are known. */
const jsonLd = <T extends Exclude<Thing, string>>(node: T): WithContext<T> =>
  defined({ '@context': 'https://schema.org', ...node });

export type DateInput = string | number | Date;

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
export const headline = (title: string) => truncate(title, 110);

/** A person by name; the owner's name is her one node. */
export const person = (name: string): PersonLeaf =>
  name === site.owner.name ? ownerRef() : { '@type': 'Person', name };

export const organization = (name: string): OrganizationLeaf => ({ '@type': 'Organization', name });

/** The owner's one node, described on About: every page's mention of her names it. */
const ownerId = () => `${absoluteUrl(routes.about)}#owner`;

/** The owner as author of everything on the site. */
export function ownerRef(): PersonLeaf {
  return {
    '@type': 'Person',
    '@id': ownerId(),
    name: site.owner.name,
    url: absoluteUrl(routes.about),
  };
}

const PROPERTY_IDS = { doi: 'DOI', pmid: 'PMID', accession: 'GenBank', arxiv: 'arXiv' } as const;

type Identifiers = Parameters<typeof identifierLinks>[0];

/** As schema.org `identifier` values and resolver `sameAs` URLs. */
export function scholarlyIdentifiers(ids: Identifiers) {
  const found = identifierLinks(ids);
  if (found.length === 0) return {};
  return {
    identifier: found.map(({ kind, value }): PropertyValueLeaf => ({
      '@type': 'PropertyValue',
      propertyID: PROPERTY_IDS[kind],
      value,
    })),
    sameAs: found.map(({ url }) => url),
  };
}

export type JsonLdData = WithContext<Exclude<Thing, string>>;

/**
 * `<` escaped so a CMS title holding `</script>` or `<!--` cannot end the element, `>` and `&` too;
 * U+2028/U+2029 because older parsers read them as line breaks.
 */
export function serializeJsonLd(data: JsonLdData | readonly JsonLdData[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const crumbLabels = new Map(sitemapGroups.flatMap((g) => g.links.map((l) => [l.path, l.label])));
const home = { path: routes.home, name: crumbLabels.get(routes.home)! };

/**
 * Home, then each step, named as the route registry names them; `names` name the last steps when
 * the registry does not (an article; the full list of works and its years). A step neither names
 * is left out: most are no page (/blogs/category, /blogs/page).
 */
export function pageBreadcrumbs(path: string, ...names: string[]): WithContext<BreadcrumbListLeaf> {
  const segments = path.split('/').filter(Boolean);
  const steps = segments.flatMap((_, index) => {
    const stepPath = `/${segments.slice(0, index + 1).join('/')}`;
    const name = names[index - segments.length + names.length] || crumbLabels.get(stepPath);
    return name ? [{ path: stepPath, name }] : [];
  });
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  });
}

export function webSiteJsonLd({
  name = site.name,
}: { name?: string } = {}): WithContext<WebSiteLeaf> {
  return jsonLd({
    '@type': 'WebSite',
    name,
    url: absoluteUrl(routes.home),
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
  /** Listed in sameAs as its orcid.org URL when well-formed. */
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
  return jsonLd({
    '@type': 'Person',
    name: input.name,
    url: absoluteUrl(input.path),
    jobTitle: input.jobTitle,
    image: input.image ? absoluteUrl(input.image) : undefined,
    email: input.email ? `mailto:${input.email}` : undefined,
    telephone: input.telephone,
    address: locality
      ? defined({
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

export function ownerPersonJsonLd(extra: Partial<PersonInput> = {}): WithContext<PersonLeaf> {
  const data = personJsonLd({
    name: site.owner.name,
    path: routes.about,
    jobTitle: site.owner.role,
    email: site.email,
    telephone: site.phone,
    city: site.city,
    sameAs: Object.values(site.socials),
    orcid: ownerOrcid,
    ...extra,
  });
  return { ...data, '@id': ownerId() };
}

/** None for a post the CMS left undated: structured data needs a date. */
export function blogPostingJsonLd(post: PostSummary): WithContext<BlogPostingLeaf>[] {
  const date = post.publishedAt ?? post._updatedAt;
  if (!date) return [];
  const url = absoluteUrl(articlePath(post.slug));
  const published = toIsoDate(date);
  return [
    jsonLd({
      '@type': 'BlogPosting',
      headline: headline(post.title),
      description: postDescription(post),
      datePublished: published,
      dateModified: post._updatedAt ? toIsoDate(post._updatedAt) : published,
      author: post.author ? person(post.author.name) : ownerRef(),
      publisher: ownerRef(),
      image: post.cover ? [absoluteUrl((post.cover.share ?? post.cover.header).url)] : undefined,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: post.category?.title,
      keywords: post.tags.length ? post.tags.map((tag) => tag.title) : undefined,
      inLanguage: 'en',
    }),
  ];
}

export function bookFormat(format: string | undefined): BookFormatType | undefined {
  if (!format) return undefined;
  if (/kindle|ebook|e-book|epub/i.test(format)) return 'https://schema.org/EBook';
  if (/hardcover/i.test(format)) return 'https://schema.org/Hardcover';
  if (/paperback/i.test(format)) return 'https://schema.org/Paperback';
  if (/audio/i.test(format)) return 'https://schema.org/AudiobookFormat';
  return undefined;
}

/** The owner's book (content/book.ts), on its page. */
export function bookJsonLd(): WithContext<BookLeaf> {
  return jsonLd({
    '@type': 'Book',
    '@id': bookId(),
    name: book.title,
    author: person(book.author),
    editor: book.editors.map((name) => person(name)),
    datePublished: toIsoDate(book.publicationDate),
    bookFormat: bookFormat(book.format),
    description: book.overview[0],
    image: absoluteUrl(book.cover.src),
    url: absoluteUrl(routes.books),
    inLanguage: 'en',
    offers: { '@type': 'Offer', url: book.purchaseUrl, availability: 'https://schema.org/InStock' },
  });
}

export type ScholarlyArticleJsonLd = WithContext<ScholarlyArticleLeaf>;

interface ScholarlyArticleInput extends Identifiers {
  title: string;
  /** A work's names, or a page's authors with their ORCID iD as `orcid`. */
  authors: readonly (CslName & { orcid?: string })[];
  /** Unknown for an undated work: no datePublished. */
  year?: DateInput;
  publication?: string;
  description?: string;
  link?: string;
  status?: string;
}

export function scholarlyArticleJsonLd(input: ScholarlyArticleInput): ScholarlyArticleJsonLd {
  return jsonLd({
    '@type': 'ScholarlyArticle',
    headline: headline(input.title),
    name: input.title,
    // One Person per author, named as the cards name them (a consortium by its one name).
    author: input.authors.map((a) => {
      const orcid = a.orcid ?? a._orcid;
      return defined({
        '@type': 'Person' as const,
        name: nameOf(a),
        sameAs: orcid && isOrcid(orcid) ? orcidUrl(orcid) : undefined,
      });
    }),
    datePublished: input.year ? toIsoDate(input.year) : undefined,
    description: input.description,
    url: input.link ? absoluteUrl(input.link) : undefined,
    isPartOf: input.publication ? { '@type': 'Periodical', name: input.publication } : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}

/** Enough for any search engine; a consortium's 5,000 would weigh a page. Downloads name all. */
const MAX_JSON_LD_AUTHORS = 100;

/** The owner's book is one node, on its page and in the record's lists. */
const bookId = () => `${absoluteUrl(routes.books)}#book`;

/** A work's node id is its card's address, so a genome and its paper can point at each other. */
const workId = (key: string) => ({
  '@id': key === book.key ? bookId() : `${absoluteUrl(routes.research)}#${key}`,
});

/** schema.org's type for a work that is not an article, by its section. */
const SCHEMA_TYPES: Partial<Record<Section, JsonLdData['@type']>> = {
  chapters: 'Chapter',
  theses: 'Thesis',
  reports: 'Report',
  software: 'SoftwareSourceCode',
  books: 'Book',
};

/** Genomes and datasets as Dataset, the rest as ScholarlyArticle or its kind; papers ↔ genomes. */
export function researchJsonLd(
  works: readonly Csl[],
  linked: (key: string) => readonly Csl[],
  metrics: Record<string, WorkMetrics> = {},
): JsonLdData[] {
  return works.map((work): JsonLdData => {
    // One node, one description: the Books page's.
    if (work.id === book.key) return bookJsonLd();
    const section = sectionOf(work);
    const links = linked(work.id).map((w) => workId(w.id));
    const free = metricsOf(work, metrics)?.openAccess;
    const common = {
      title: plainText(work.title ?? ''),
      description: plainText(work.abstract ?? '') || undefined,
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
      const link = work.URL ?? identifierLinks({ accession })[0]?.url;
      return jsonLd({
        '@type': 'Dataset',
        name: common.title,
        // Google requires a description of 50–5000 characters; keep what we have, never invent.
        description: common.description,
        creator: ownerRef(),
        publisher: work.publisher ? organization(work.publisher) : undefined,
        datePublished: common.year ? toIsoDate(common.year) : undefined,
        // A well-formed accession or DOI as a named identifier; anything else as the text it is.
        identifier: accession,
        url: link ? absoluteUrl(link) : undefined,
        creativeWorkStatus: work.status,
        ...scholarlyIdentifiers({ doi: work.DOI, accession }),
        ...workId(work.id),
        ...copy,
        subjectOf: links.length ? links : undefined,
      });
    }
    const article = scholarlyArticleJsonLd({
      ...common,
      authors: creatorsOf(work).slice(0, MAX_JSON_LD_AUTHORS),
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
  const date = (work.issued?.['date-parts']?.[0] ?? [])
    .slice(0, 3)
    .filter(Boolean)
    .map((n, i) => (i ? String(n).padStart(2, '0') : n));
  const fields: [string, string | undefined][] = [
    ['citation_title', work.title],
    ...creatorsOf(work).map((n): [string, string] => [
      'citation_author',
      n.family ? [n.family, n.given, n.suffix].filter(Boolean).join(', ') : (n.literal ?? ''),
    ]),
    ['citation_publication_date', date.join('/')],
    ['citation_journal_title', work['container-title']],
    ['citation_publisher', work['container-title'] ? undefined : work.publisher],
    ['citation_doi', work.DOI && isDoi(work.DOI) ? work.DOI : undefined],
  ];
  return fields
    .flatMap(([name, text]) => (text && value(text) ? [`${name}=${value(text)}`] : []))
    .join('; ');
}
