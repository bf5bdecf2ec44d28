import type { DatasetLeaf, WithContext } from 'schema-dts';
import {
  defined,
  organization,
  ownerRef,
  SCHEMA_CONTEXT,
  scholarlyIdentifiers,
  toAbsoluteUrl,
  toIsoDate,
  type DateInput,
} from './shared';

interface DatasetInput {
  title: string;
  description: string;
  organization?: string;
  /** Unknown for an undated work: no datePublished. */
  year?: DateInput;
  accession?: string;
  doi?: string;
  link?: string;
  status?: string;
}

export function datasetJsonLd(input: DatasetInput): WithContext<DatasetLeaf> {
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Dataset',
    name: input.title,
    // Google requires a description of 50–5000 characters; keep what we have, never invent.
    description: input.description,
    creator: ownerRef(),
    publisher: input.organization ? organization(input.organization) : undefined,
    datePublished: input.year ? toIsoDate(input.year) : undefined,
    // A well-formed accession or DOI as a named identifier; anything else as the text it is.
    identifier: input.accession,
    url: input.link ? toAbsoluteUrl(input.link) : undefined,
    creativeWorkStatus: input.status,
    ...scholarlyIdentifiers(input),
  });
}
