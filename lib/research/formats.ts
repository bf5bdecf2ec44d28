/** The citation formats a work downloads in, as the Cite control and the list downloads name them. */
export const CITATION_FORMATS = {
  bib: { label: 'BibTeX', mime: 'application/x-bibtex; charset=utf-8' },
  ris: { label: 'RIS', mime: 'application/x-research-info-systems; charset=utf-8' },
  json: { label: 'CSL-JSON', mime: 'application/vnd.citationstyles.csl+json; charset=utf-8' },
};

export type CitationFormat = keyof typeof CITATION_FORMATS;

/** Every text the Cite control offers for one work, as its address answers them. */
export type Citations = { fileName: string; apa: string; vancouver: string } & Record<
  CitationFormat,
  string
>;

/** Where one work's citations are served (a key may hold `/`: each part is its own segment). */
export const citationPath = (key: string) =>
  `/research/cite/${key.split('/').map(encodeURIComponent).join('/')}`;
