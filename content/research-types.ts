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
