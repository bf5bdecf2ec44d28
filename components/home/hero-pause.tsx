'use client';

import { useSyncExternalStore } from 'react';
import { hero } from '@/content/home';
import { PauseToggle } from './strip-motion';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The hero's video and tagline loop for as long as the page is open: this one pause stops both
 * (a loop past five seconds needs one). Kept until the tab reloads, not stored.
 */
let paused = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

export const useHeroPaused = () =>
  useSyncExternalStore(
    subscribe,
    () => paused,
    () => false,
  );

export function HeroPause() {
  const now = useHeroPaused();
  if (useReducedMotion()) return null;
  const toggle = () => {
    paused = !now;
    for (const listener of listeners) listener();
  };
  return (
    <PauseToggle
      label={hero.pauseLabel}
      paused={now}
      onToggle={toggle}
      // Bottom left: the page's scroll button holds the bottom right corner.
      className="absolute bottom-6 left-5 sm:left-8"
    />
  );
}
