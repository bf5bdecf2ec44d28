/**
 * What every structured-data builder shares: absolute URLs, dates, names, identifiers, and the
 * serialisation into a <script> element. URLs may be given as site paths; they come out absolute.
 */
import type {
  OrganizationLeaf,
  PersonLeaf,
  PropertyValueLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import { identifierLinks } from '@/lib/research/identifiers';

export const SCHEMA_CONTEXT = 'https://schema.org';

export type DateInput = string | number | Date;

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

/** Google allows at most 110 characters in an article headline. */
export function headline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= 110 ? clean : `${clean.slice(0, 109).trimEnd()}…`;
}

export const person = (name: string): PersonLeaf => ({ '@type': 'Person', name });

export const organization = (name: string): OrganizationLeaf => ({ '@type': 'Organization', name });

/** The site owner as the author of everything on the site. */
export function ownerRef(): PersonLeaf {
  return { '@type': 'Person', name: site.owner.name, url: toAbsoluteUrl('/about') };
}

/** Drops undefined values so the JSON carries only what is known. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const PROPERTY_IDS = { doi: 'DOI', pmid: 'PMID', accession: 'GenBank' } as const;

/** The identifiers a record carries, as schema.org `identifier` values and resolver `sameAs` URLs. */
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
