/**
 * The content types (docs/product.md) for the research, about, books and phages pages. Content modules are
 * typed with these; components receive them as plain props.
 */

/** One author of a publication, split so citations can be formatted in any style. */
export interface Author {
  family: string;
  given: string;
  /** The author's ORCID iD ("0000-0002-1825-0097" form); absent until known. */
  orcid?: string;
}

export type ResearchArticleType =
  'Journal Article' | 'Review Article' | 'Conference Paper' | 'Preprint';

export interface ResearchArticle {
  title: string;
  type: ResearchArticleType;
  year: number;
  authors: readonly Author[];
  /** The journal, proceedings or server it appeared in (or was submitted to). */
  publication: string;
  description: string;
  /** A real, resolvable address; empty until one exists. */
  link?: string;
  /** Its DOI ("10.1234/abcd"), once assigned. Never invented. */
  doi?: string;
  /** Its PubMed ID, once indexed. */
  pmid?: string;
  /** e.g. "Under Review"; absent once published. */
  status?: string;
}

export interface GenomeSubmission {
  title: string;
  organization: string;
  year: number;
  description: string;
  /** A GenBank (INSDC) accession, e.g. "MN908947.3"; empty until the database assigns one. */
  accession?: string;
  /** The dataset's DOI, if one was minted. */
  doi?: string;
  link?: string;
  status?: string;
}

export type ResearchProjectStatus = 'Ongoing' | 'Active' | 'Planning Phase';

export interface ResearchProject {
  title: string;
  description: string;
  status: ResearchProjectStatus;
  collaboration: string;
}

export interface PhageCategory {
  /** Anchor-friendly identifier for the card. */
  id: string;
  title: string;
  description: string;
  examples?: readonly string[];
  /** A short note printed under the examples (e.g. that designations are provisional). */
  examplesNote?: string;
}

/** A long-form page: a lead and titled sections of paragraphs, lists and named sources. */
export interface LongFormSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Key points shown as a highlighted aside after the paragraphs. */
  keyPoints?: readonly string[];
}

export interface LongFormPage {
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  keywords: readonly string[];
  updated: string;
  readingMinutes: number;
  sections: readonly LongFormSection[];
  /** Sources named in prose, listed at the end (no identifiers are invented). */
  furtherReading: readonly string[];
  /** Written by; the owner when absent. */
  authors?: readonly Author[];
  /** When it was first published (ISO date or year), for citation tools. */
  published: string;
  /** A DOI and a PDF of the page, once they exist. */
  doi?: string;
  pdfUrl?: string;
}
