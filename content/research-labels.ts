/*
 * Labels of the research components, kept apart from the records (content/research.ts) so the
 * client-side Cite button loads only these few words.
 */

/** The record's citations at a glance (research page) and in one line (About page). */
export const metricsText = {
  title: 'Citations at a glance',
  total: 'Citations',
  hIndex: 'h-index',
  i10Index: 'i10-index',
  perYear: 'Citations per year',
  year: 'Year',
  thisYear: (year: number) => `${year} (so far)`,
  soFar: 'so far',
  all: 'All',
  since: (year: number) => `Since ${year}`,
  source: (day: string, works: number, first: number) =>
    `Citations of the ${works} ${works === 1 ? 'work' : 'works'} in this record that OpenAlex knows by DOI, as it counted them on ${day}. “All” counts every year; the bars and “Since ${first}” count the citations made in each year since ${first}.`,
  oneLine: (total: number, h: number, i10: number, day: string) =>
    `Cited ${total} ${total === 1 ? 'time' : 'times'} · h-index ${h} · i10-index ${i10} (OpenAlex, ${day})`,
} as const;

/** The full list's name, and the link to it. */
const EVERY_WORK = 'Every work, by year';

/** Labels of the publication, project and methodology cards and of the long-form pages. */
export const researchText = {
  readArticle: 'Read the article',
  /** Links to material beside a work (al-folio's fields), by kind. */
  material: {
    pdf: 'PDF',
    supp: 'Supplement',
    code: 'Code',
    slides: 'Slides',
    poster: 'Poster',
    video: 'Video',
    website: 'Website',
    blog: 'Blog post',
  },
  materialLabel: 'Material',
  /** Before an award's words, where the file names the award itself (al-folio's `award_name`). */
  award: 'Award',
  selected: 'Selected',
  linkOncePublished: 'Link available once published',
  accession: 'Accession',
  /** Also in the citations (APA, BibTeX, RIS) of a genome without an accession yet. */
  accessionPending: 'Accession pending',
  /** Before the genome a paper describes. */
  genomeData: 'Genome sequence data',
  /** A work's citation count from OpenAlex, and the day it was counted (YYYY-MM-DD). */
  citedBy: (n: number) => `Cited by ${n}`,
  /** A work's free legal copy (OpenAlex's best open-access location) and where it is. */
  freeFullText: 'Free full text',
  freeCopyKind: (pdf: boolean, kind: 'publisher' | 'repository' | 'other') =>
    [pdf ? 'PDF' : '', { publisher: 'publisher', repository: 'repository', other: '' }[kind]]
      .filter(Boolean)
      .join(', '),
  /** The whole list's downloads under the publications. */
  downloadList: 'Download the whole list:',
  /** Below a section showing only its newest works. */
  allWorks: (count: number, section: string) => `All ${count} ${section.toLowerCase()} →`,
  byYear: EVERY_WORK,
  /** Before the paper a genome is described in. */
  describedIn: 'Described in',
  /** Before the blog posts that cite a work. */
  onTheBlog: 'On the blog',
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
  identifiers: { doi: 'DOI', pmid: 'PubMed', accession: 'GenBank', arxiv: 'arXiv' },
  /** After an author list the record ends in "and others". */
  etAl: 'et al.',
  andMore: (count: number) => `and ${count.toLocaleString('en')} more`,
  identifiersLabel: 'Identifiers',
  /** Accessible name of an author's ORCID link. */
  orcidOf: (name: string) => `ORCID iD of ${name}`,
  orcid: 'ORCID',
} as const;

/** The full list of works, a page a year: `/research/publications`. */
export const researchListText = {
  eyebrow: 'Publications',
  title: (year?: number) =>
    year === undefined ? EVERY_WORK : year ? `Works of ${year}` : 'Undated works',
  /** `sortable`: some work has a citation count to sort by. */
  lead: (count: number, sortable: boolean) =>
    `All ${count} works of the research record, by year. ${sortable ? 'Search them, sort them by citations, or keep' : 'Search them, or keep'} one type or year.`,
  yearLead: (count: number, year: number) =>
    `${count === 1 ? 'One work' : `${count} works`} of the research record ${year ? `from ${year}` : 'without a year'}, ${count === 1 ? 'with its citation' : 'each with its citation'}.`,
  description:
    'The full research record by year: every work with its citation, to search, filter and download.',
  keywords: ['publications', 'bacteriophage research', 'genome submissions', 'citations'],
  yearsLabel: 'Years',
  works: (count: number) => `${count} ${count === 1 ? 'work' : 'works'}`,
  undated: 'Undated',
  back: '← Back to the research page',
  toEveryWork: `← ${EVERY_WORK}`,
  finderLabel: 'Find a work',
  search: 'Search',
  searchPlaceholder: 'Title, author, journal, DOI…',
  sort: 'Sort',
  sorts: { year: 'Newest first', cited: 'Most cited first' },
  kind: 'Type',
  everyKind: 'Every type',
  year: 'Year',
  everyYear: 'Every year',
  showing: (shown: number, total: number) =>
    shown === total ? `All ${total} works shown.` : `${shown} of ${total} works shown.`,
  noMatch: 'No work matches. Try fewer words, or every type and year.',
} as const;

/** A work's kind on its badge, by its section, its CSL type or its genre. */
export const workKinds = {
  bySection: {
    articles: 'Journal Article',
    genomes: 'Genome Submission',
    preprints: 'Preprint',
    chapters: 'Book Chapter',
    conference: 'Conference Paper',
    theses: 'Thesis',
    reports: 'Report',
    datasets: 'Dataset',
    software: 'Software',
    other: 'Other',
    books: 'Book',
  },
  byType: {
    patent: 'Patent',
    webpage: 'Web Page',
    'post-weblog': 'Blog Post',
    post: 'Post',
    standard: 'Standard',
    graphic: 'Figure',
    figure: 'Figure',
    map: 'Map',
    motion_picture: 'Video',
    broadcast: 'Broadcast',
    song: 'Audio',
    interview: 'Interview',
    personal_communication: 'Letter',
    periodical: 'Journal Issue',
    manuscript: 'Manuscript',
    document: 'Document',
  } as Record<string, string>,
  review: 'Review Article',
  phdThesis: 'PhD Thesis',
  mastersThesis: 'Master’s Thesis',
  thesis: 'Thesis',
  other: 'Other',
} as const;

/** The "Cite" button and its panel on the research page. {format} is BibTeX, RIS or CSL-JSON. */
export const citeText = {
  button: 'Cite',
  buttonLabel: (title: string) => `Cite: ${title}`,
  panelLabel: 'Citation',
  styleLabel: 'Style',
  /** The citation's text box, when it scrolls (BibTeX, RIS, CSL-JSON). */
  textLabel: (style: string) => `${style} citation`,
  styles: { apa: 'APA', vancouver: 'Vancouver', bib: 'BibTeX', ris: 'RIS', json: 'CSL-JSON' },
  copy: 'Copy citation',
  download: 'Download',
  copied: 'Citation copied to clipboard',
  copyFailed: 'Could not copy the citation',
  copyFailedHelp: 'Select the citation text and copy it manually.',
  downloaded: (format: string) => `${format} citation downloaded`,
  loading: 'Loading the citation…',
  loadFailed: 'The citation could not be loaded.',
  retry: 'Try again',
} as const;
