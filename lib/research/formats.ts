/** The citation formats a work downloads in, as the Cite control and the list downloads name them. */
export const CITATION_FORMATS = {
  bib: { label: 'BibTeX', mime: 'application/x-bibtex; charset=utf-8' },
  ris: { label: 'RIS', mime: 'application/x-research-info-systems; charset=utf-8' },
  json: { label: 'CSL-JSON', mime: 'application/vnd.citationstyles.csl+json; charset=utf-8' },
};

export type CitationFormat = keyof typeof CITATION_FORMATS;
