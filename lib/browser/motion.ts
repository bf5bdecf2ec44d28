export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** "smooth" becomes "instant" under reduced motion (CSS misses scripted scrolls). */
export function scrollBehaviour(wanted: ScrollBehavior): ScrollBehavior {
  if (wanted !== 'smooth' || typeof window === 'undefined' || !window.matchMedia) return wanted;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'instant' : 'smooth';
}

let nextTopScroll: ScrollBehavior | undefined;

/** How the next scroll to the top after a navigation moves (consumed once; default instant). */
export function requestTopScrollBehaviour(behaviour: ScrollBehavior): void {
  nextTopScroll = behaviour;
}

export function takeTopScrollBehaviour(): ScrollBehavior {
  const behaviour = nextTopScroll ?? 'instant';
  nextTopScroll = undefined;
  return scrollBehaviour(behaviour);
}

export function scrollToTop(behaviour: ScrollBehavior): void {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehaviour(behaviour) });
}
