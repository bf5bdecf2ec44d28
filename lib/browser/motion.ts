/** The visitor's motion preference, read by every moving part of the site. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Scroll behaviour that honours the visitor's motion preference: "smooth" becomes "instant" under
 * prefers-reduced-motion (CSS scroll-behavior does not apply to scripted smooth scrolling).
 */
export function scrollBehaviour(wanted: ScrollBehavior): ScrollBehavior {
  if (wanted !== 'smooth' || typeof window === 'undefined' || !window.matchMedia) return wanted;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'instant' : 'smooth';
}

let nextTopScroll: ScrollBehavior | undefined;

/**
 * How the next "scroll to the top" after a navigation should move. Footer links ask for a smooth
 * scroll; the location-change manager consumes the request once (default: instant).
 */
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
