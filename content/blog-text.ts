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
  /** The search route's answer when the blog service fails (shown in the error panel). */
  searchFailed: 'The search could not reach the blog service.',
} as const;
