/** The citation formats a work downloads in, as the Cite control and the list downloads name them. */
export type CitationFormat = 'bib' | 'ris' | 'json';

export const CITATION_FORMATS: Record<CitationFormat, { label: string; mime: string }> = {
  bib: { label: 'BibTeX', mime: 'application/x-bibtex; charset=utf-8' },
  ris: { label: 'RIS', mime: 'application/x-research-info-systems; charset=utf-8' },
  json: { label: 'CSL-JSON', mime: 'application/vnd.citationstyles.csl+json; charset=utf-8' },
};

/** Every text the Cite control offers for one work: plain strings, so the island stays small. */
export interface Citations {
  key: string;
  apa: string;
  vancouver: string;
  bib: string;
  ris: string;
  json: string;
}
