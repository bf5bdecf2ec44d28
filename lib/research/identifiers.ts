/**
 * Scholarly identifiers: their formats and the resolver each one links to. A record carries an
 * identifier only once it exists; nothing here invents one.
 */

/** A DOI: "10." + registrant code + "/" + suffix (Crossref's recommended pattern). */
export const isDoi = (value: string) => /^10\.\d{4,9}\/[-._;()/:a-z0-9]+$/i.test(value);

/** A PubMed ID: a positive integer, up to eight digits today. */
export const isPubMedId = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** A GenBank/INSDC nucleotide accession, optionally versioned: "MN908947.3", "AB123456". */
export const isGenBankAccession = (value: string) =>
  /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{4}\d{8,10})(?:\.\d+)?$/.test(value);

/** ISO 7064 MOD 11-2 over the first fifteen digits, as ORCID specifies its check character. */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** An ORCID iD: four blocks of four digits, the last character a checksum (0–9 or X). */
export function isOrcid(value: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return false;
  const digits = value.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits.slice(15);
}

/** An arXiv identifier: "2101.00001" (with an optional version) or an old one, "hep-th/9901001". */
export const isArxivId = (value: string) =>
  /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/.test(value);

export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;

/** The identifiers a publication may carry, in the order they are shown, each with its resolver. */
const IDENTIFIERS = {
  doi: [isDoi, (id: string) => `https://doi.org/${id}`],
  pmid: [isPubMedId, (id: string) => `https://pubmed.ncbi.nlm.nih.gov/${id}/`],
  accession: [isGenBankAccession, (id: string) => `https://www.ncbi.nlm.nih.gov/nuccore/${id}`],
  arxiv: [isArxivId, (id: string) => `https://arxiv.org/abs/${id}`],
} as const;

/** Each valid identifier present with its link, in a stable order; malformed ones are dropped. */
export function identifierLinks(ids: { [K in keyof typeof IDENTIFIERS]?: string }) {
  return (Object.keys(IDENTIFIERS) as (keyof typeof IDENTIFIERS)[]).flatMap((kind) => {
    const value = ids[kind];
    const [valid, url] = IDENTIFIERS[kind];
    return value && valid(value) ? [{ kind, value, url: url(value) }] : [];
  });
}
