/** The owner's draft-preview bar (shown only in draft mode, never to visitors). */
export const previewText = {
  /** The bar's landmark name, read by screen readers. */
  label: 'Draft preview',
  notice:
    'You are seeing drafts as they will look once published. Visitors see the published blog.',
  exit: 'Preview — exit',
} as const;
