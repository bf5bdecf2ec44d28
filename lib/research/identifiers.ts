/**
 * Scholarly identifiers: their formats and the resolver each one links to. A record carries an
 * identifier only once it exists; nothing here invents one.
 */

/** A DOI: "10." + registrant code + "/" + suffix (Crossref's recommended pattern). */
const DOI = /^10\.\d{4,9}\/[-._;()/:a-z0-9]+$/i;
/** A PubMed ID: a positive integer, up to eight digits today. */
const PMID = /^[1-9]\d{0,8}$/;
/** A GenBank/INSDC nucleotide accession, optionally versioned: "MN908947.3", "AB123456". */
const GENBANK = /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{4}\d{8,10})(?:\.\d+)?$/;
/** An ORCID iD: four blocks of four digits, the last character a checksum (0–9 or X). */
const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export function isDoi(value: string): boolean {
  return DOI.test(value);
}

export function isPubMedId(value: string): boolean {
  return PMID.test(value);
}

export function isGenBankAccession(value: string): boolean {
  return GENBANK.test(value);
}

/** ISO 7064 MOD 11-2 over the first fifteen digits, as ORCID specifies its check character. */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

export function isOrcid(value: string): boolean {
  if (!ORCID.test(value)) return false;
  const digits = value.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits.slice(15);
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
export const pubMedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
export const genBankUrl = (accession: string) =>
  `https://www.ncbi.nlm.nih.gov/nuccore/${accession}`;
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;

/** The identifiers a publication may carry, as the records in content/ spell them. */
export interface PublicationIdentifiers {
  doi?: string;
  pmid?: string;
  accession?: string;
}

export type IdentifierKind = 'doi' | 'pmid' | 'accession';

/** Each valid identifier present with its link, in a stable order; malformed ones are dropped. */
export function identifierLinks(
  ids: PublicationIdentifiers,
): { kind: IdentifierKind; value: string; url: string }[] {
  const links: { kind: IdentifierKind; value: string; url: string }[] = [];
  if (ids.doi && isDoi(ids.doi)) links.push({ kind: 'doi', value: ids.doi, url: doiUrl(ids.doi) });
  if (ids.pmid && isPubMedId(ids.pmid))
    links.push({ kind: 'pmid', value: ids.pmid, url: pubMedUrl(ids.pmid) });
  if (ids.accession && isGenBankAccession(ids.accession))
    links.push({ kind: 'accession', value: ids.accession, url: genBankUrl(ids.accession) });
  return links;
}
