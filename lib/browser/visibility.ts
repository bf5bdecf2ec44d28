/**
 * One callback can carry several entries for the element (changes queue while the main thread is
 * busy hydrating): the last is current. Without IntersectionObserver, it counts as on screen.
 */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void) {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    const current = entries.at(-1);
    if (current) onChange(current.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
