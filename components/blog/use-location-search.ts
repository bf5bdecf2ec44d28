'use client';

import { useSyncExternalStore } from 'react';
import { markInPageUpdate } from '@/lib/browser/location-scroll';

/**
 * The page's `?query` as React state, without `useSearchParams` (which would make the statically
 * rendered index bail out to client rendering and throw its server cards away). The server and
 * the hydration pass see "" — the unfiltered list the server rendered — and the browser's own
 * search applies right after hydration.
 */
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

/**
 * Pushes or replaces `search` (`""` or `"?…"`) on the current path and tells the subscribers.
 * (Next's router wraps pushState/replaceState and keeps its own history state for a null one.)
 * The page stays where the visitor has scrolled it: this is the page's state, not a navigation.
 */
export function writeLocationSearch(search: string, mode: 'push' | 'replace') {
  const url = `${window.location.pathname}${search}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  markInPageUpdate(new URL(url, window.location.href).href);
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  listeners.forEach((listener) => listener());
}
