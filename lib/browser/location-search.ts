'use client';

import { useSyncExternalStore } from 'react';
import { markInPageUpdate } from './location-scroll';

/** Not `useSearchParams`, which would make a static page bail out of its server rendering. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** As the page's state, not a navigation: the scroll stays. */
export function writeSearch(search: string, mode: 'push' | 'replace') {
  if (search === window.location.search) return;
  const url = `${window.location.pathname}${search}`;
  markInPageUpdate(new URL(url, window.location.href).href);
  window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  listeners.forEach((listener) => listener());
}
