import type {
  OrganizationLeaf,
  PersonLeaf,
  PropertyValueLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import { identifierLinks } from '@/lib/identifiers';

export { defined } from '@/lib/research/csl';

export const SCHEMA_CONTEXT = 'https://schema.org';

export type DateInput = string | number | Date;

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

/** Google allows at most 110 characters in an article headline. */
export function headline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= 110 ? clean : `${clean.slice(0, 109).trimEnd()}…`;
}

export const person = (name: string): PersonLeaf => ({ '@type': 'Person', name });

export const organization = (name: string): OrganizationLeaf => ({ '@type': 'Organization', name });

/** The owner as author of everything on the site. */
export function ownerRef(): PersonLeaf {
  return { '@type': 'Person', name: site.owner.name, url: toAbsoluteUrl('/about') };
}

const PROPERTY_IDS = { doi: 'DOI', pmid: 'PMID', accession: 'GenBank', arxiv: 'arXiv' } as const;

/** As schema.org `identifier` values and resolver `sameAs` URLs. */
export function scholarlyIdentifiers(ids: Parameters<typeof identifierLinks>[0]): {
  identifier?: PropertyValueLeaf[];
  sameAs?: string[];
} {
  const found = identifierLinks(ids);
  if (found.length === 0) return {};
  return {
    identifier: found.map(({ kind, value }) => ({
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
