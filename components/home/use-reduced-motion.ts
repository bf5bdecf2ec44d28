'use client';

import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY as QUERY } from '@/lib/browser/motion';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * Whether the visitor asked for reduced motion, kept in sync with the setting. The server (and the
 * hydration pass) assume "reduce", so nothing starts moving before the browser has been asked.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
