/** Up once past 0.3 of the scrollable height; down otherwise, and on a page that does not scroll. */
export function scrollButtonMode(scrollY: number, documentHeight: number, viewportHeight: number) {
  const scrollable = documentHeight - viewportHeight;
  return scrollable > 0 && scrollY / scrollable > 0.3 ? 'top' : 'bottom';
}
