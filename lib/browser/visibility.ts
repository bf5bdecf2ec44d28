/**
 * Tells `onChange` whether `element` is on screen, once observed and at every change; returns the
 * disconnect. One callback can carry several entries for the element (its changes queue up while
 * the main thread is busy, say hydrating as the visitor scrolls): the last one is the current
 * state. Without IntersectionObserver the element counts as on screen.
 */
export function watchVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
): () => void {
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
