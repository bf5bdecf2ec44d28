/** Scholarly identifiers and their resolvers. A record carries one only once it exists. */

/**
 * A DOI per the DOI Handbook (old Wiley suffixes hold `<>;()`), or a shortDOI (`10/d9c537`). Braces
 * and backslashes, in no registered DOI, are refused: in a BibTeX file they would end a value.
 */
export const isDoi = (value: string) =>
  /^10\.\d{4,9}(?:\.\d+)*\/[^\s\p{C}{}\\]+$/u.test(value) || /^10\/[a-z0-9]+$/i.test(value);

export const doiUrl = (doi: string) =>
  `https://doi.org/${doi.replace(/[^\w\-.~!$&'()*+,;=:@/]/gu, encodeURIComponent)}`;

/** The bare DOI from a resolver URL (any doi.org host, percent-encoded), `doi:10.…` or bare. */
export function normalizeDoi(value: string): string | undefined {
  const text = value.trim();
  const url = /^(?:https?:\/\/)?(?:dx\.|www\.)?doi(?:\.acm)?\.org\/(.+)$/i.exec(text)?.[1];
  let doi = text.replace(/^doi:\s*/i, '');
  if (url) {
    try {
      doi = decodeURIComponent(url);
    } catch {
      doi = url;
    }
  }
  return isDoi(doi) ? doi : undefined;
}

/** DOIs are case-insensitive. */
export const doiKey = (doi: string) => (normalizeDoi(doi) ?? doi.trim()).toLowerCase();

export const isPubMedId = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** GenBank/INSDC, optionally versioned: "MN908947.3", "AB123456". */
export const isGenBankAccession = (value: string) =>
  /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{4}\d{8,10})(?:\.\d+)?$/.test(value);

/** A database of the INSDC (GenBank, ENA, DDBJ), whose records carry GenBank accessions. */
export const isNucleotideDatabase = (name: string) =>
  /genbank|ncbi|\bena\b|european nucleotide|ddbj|insdc/i.test(name);

/** ISO 7064 MOD 11-2 over the first fifteen digits, as ORCID specifies its check character. */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

export function isOrcid(value: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return false;
  const digits = value.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits.slice(15);
}

/** The iD alone, from itself or its orcid.org address (as ORCID shows it and Crossref sends it). */
export function normalizeOrcid(value: string): string | undefined {
  const id = value.trim().replace(/^https?:\/\/(?:www\.)?orcid\.org\//i, '');
  return isOrcid(id) ? id : undefined;
}

/** New ("2101.00001v2") or old ("hep-th/9901001", "math.GT/0309136"), in the owner's case. */
export const isArxivId = (value: string) =>
  /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i.test(value);

export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;

/** In display order. */
const IDENTIFIERS = {
  doi: [isDoi, doiUrl],
  pmid: [isPubMedId, (id: string) => `https://pubmed.ncbi.nlm.nih.gov/${id}/`],
  accession: [isGenBankAccession, (id: string) => `https://www.ncbi.nlm.nih.gov/nuccore/${id}`],
  arxiv: [isArxivId, (id: string) => `https://arxiv.org/abs/${id}`],
} as const;

export function identifierLinks(ids: { [K in keyof typeof IDENTIFIERS]?: string }) {
  return (Object.keys(IDENTIFIERS) as (keyof typeof IDENTIFIERS)[]).flatMap((kind) => {
    const value = ids[kind];
    const [valid, url] = IDENTIFIERS[kind];
    return value && valid(value) ? [{ kind, value, url: url(value) }] : [];
  });
}
