/** Words of the small pieces of UI that many pages share. */
export const uiText = {
  /** Read by screen readers after a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
  goBack: 'Go Back',
  /** Heading and landmark name of an in-page table of contents. */
  onThisPage: 'On this page',
  readMore: 'Read more',
  learnMore: 'Learn more',
  galleryEyebrow: 'Gallery',
  /** Printed before a document's address on paper. */
  printedFrom: 'Online at',
} as const;
