import { site } from './site';

/** Words of the blog's cards and listings that the spec leaves to us. */
export const blogText = {
  /** A card's date line when the post has no publish date but was edited: "Updated Oct 28, 2026". */
  updated: 'Updated',
  /** …and when it has neither date. */
  undated: 'Undated',
  /** Listing pages. */
  pagination: 'Blog pages',
  page: 'Page',
  newer: '← Newer posts',
  older: 'Older posts →',
  archiveTitle: (page: number) => `Blogs, page ${page}`,
  archiveLead: (page: number, pageCount: number) =>
    `Older articles, page ${page} of ${pageCount}, newest first.`,
  /** An article's footer line; {ago} is e.g. "3 days" (lib/blog/dates.ts). */
  postedAgo: (ago: string) => `Posted ${ago} ago`,
  postedRecently: 'Posted recently',
  lessThanAMinute: 'less than a minute',
  /** The RSS feed's channel. */
  feedTitle: `${site.name} Blog`,
  feedDescription: 'Articles on bacteriophages, the microbiome and antimicrobial resistance.',
  /** Category and tag pages: eyebrow, heading (and title), lead (and description). */
  termEyebrow: { category: 'Blog category', tag: 'Blog tag' },
  termTitle: {
    category: (title: string, page: number) => onPage(`${title} articles`, page),
    tag: (title: string, page: number) => onPage(`Articles tagged ${title}`, page),
  },
  termLead: {
    category: (title: string, count: number, page: number, pageCount: number) =>
      `${articles(count)} in ${title}, newest first.${pageOf(page, pageCount)}`,
    tag: (title: string, count: number, page: number, pageCount: number) =>
      `${articles(count)} tagged ${title}, newest first.${pageOf(page, pageCount)}`,
  },
  /** The search route's answer when the blog service fails (shown in the error panel). */
  searchFailed: 'The search could not reach the blog service.',
} as const;

function onPage(title: string, page: number): string {
  return page > 1 ? `${title}, page ${page}` : title;
}

function articles(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

function pageOf(page: number, pageCount: number): string {
  return pageCount > 1 ? ` Page ${page} of ${pageCount}.` : '';
}
