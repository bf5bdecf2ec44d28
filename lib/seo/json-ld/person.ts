import type { PersonLeaf, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { isOrcid, orcidUrl } from '@/lib/identifiers';
import { ownerOrcid } from '@/lib/research/work';
import { defined, organization, SCHEMA_CONTEXT, toAbsoluteUrl } from './shared';

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
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person',
    name: input.name,
    url: toAbsoluteUrl(input.path),
    jobTitle: input.jobTitle,
    image: input.image ? toAbsoluteUrl(input.image) : undefined,
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
  return personJsonLd({
    name: site.owner.name,
    path: '/about',
    jobTitle: site.owner.role,
    email: site.email,
    telephone: site.phone,
    city: site.city,
    sameAs: Object.values(site.socials),
    orcid: ownerOrcid,
    ...extra,
  });
}
