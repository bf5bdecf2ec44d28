/*
 * Labels of the research components, kept apart from the records (content/research.ts) so the
 * client-side Cite button loads only these few words.
 */

/** Labels of the publication, project and methodology cards and of the long-form pages. */
export const researchText = {
  readArticle: 'Read the article',
  linkOncePublished: 'Link available once published',
  linkComingSoon: 'Full-text link coming soon',
  genomeBadge: 'Genome submission',
  accession: 'Accession',
  /** Also in the citations (APA, BibTeX, RIS) of a genome without an accession yet. */
  accessionPending: 'Accession pending',
  /** Before the genome a paper describes. */
  genomeData: 'Genome sequence data',
  /** A work's citation count from OpenAlex, and the day it was counted (YYYY-MM-DD). */
  citedBy: (n: number) => `Cited by ${n}`,
  countedOn: (date: string) =>
    `(OpenAlex, ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })})`,
  /** The whole list's downloads under the articles. */
  downloadList: 'Download the whole list:',
  /** Before the paper a genome is described in. */
  describedIn: 'Described in',
  viewRecord: 'View the record',
  recordAfterRelease: 'Record link available after release',
  collaboration: 'Collaboration: ',
  laboratoryMethods: 'Laboratory Methods',
  computationalMethods: 'Computational Methods',
  resources: 'Resources and standards',
  keyPoints: 'Key points',
  furtherReading: 'Further reading',
  furtherReadingLead: 'The studies named above, by author, title, journal and year.',
  backToResearch: '← Back to Research',
  readingLine: (minutes: number, reviewed: string) => `${minutes} min read · Reviewed ${reviewed}`,
  /** The names of a publication's identifiers, each shown before its linked value. */
  identifiers: { doi: 'DOI', pmid: 'PubMed', accession: 'GenBank' },
  identifiersLabel: 'Identifiers',
  /** Accessible name of an author's ORCID link. */
  orcidOf: (name: string) => `ORCID iD of ${name}`,
  orcid: 'ORCID',
} as const;

/** The "Cite" button and its panel on the research page. {format} is BibTeX, RIS or CSL-JSON. */
export const citeText = {
  button: 'Cite',
  buttonLabel: (title: string) => `Cite: ${title}`,
  panelLabel: 'Citation',
  styleLabel: 'Style',
  styles: { apa: 'APA', vancouver: 'Vancouver', bib: 'BibTeX', ris: 'RIS', json: 'CSL-JSON' },
  copy: 'Copy citation',
  download: 'Download',
  copied: 'Citation copied to clipboard',
  copyFailed: 'Could not copy the citation',
  copyFailedHelp: 'Select the citation text and copy it manually.',
  downloaded: (format: string) => `${format} citation downloaded`,
} as const;
