export const SCROLL_TOP_THRESHOLD = 0.3;

export type ScrollButtonMode = 'top' | 'bottom';

export function scrollButtonMode(
  scrollY: number,
  documentHeight: number,
  viewportHeight: number,
): ScrollButtonMode {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 'bottom';
  return scrollY / scrollable > SCROLL_TOP_THRESHOLD ? 'top' : 'bottom';
}
