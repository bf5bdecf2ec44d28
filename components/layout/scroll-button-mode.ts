/** Past this fraction of the scrollable height the floating button offers "Scroll to top". */
export const SCROLL_TOP_THRESHOLD = 0.3;

export type ScrollButtonMode = 'top' | 'bottom';

/**
 * Scroll progress is how far down the scrollable height (document height minus viewport height)
 * the page is; above 0.3 the button points up, otherwise down.
 */
export function scrollButtonMode(
  scrollY: number,
  documentHeight: number,
  viewportHeight: number,
): ScrollButtonMode {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 'bottom';
  return scrollY / scrollable > SCROLL_TOP_THRESHOLD ? 'top' : 'bottom';
}
