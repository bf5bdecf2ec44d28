'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year. Pages are pre-rendered, so the server's year is only the build year: during
 * hydration React renders the server's value, then the visitor's clock replaces it (a page built
 * in December still shows the new year in January).
 */
export function CurrentYear({ initialYear }: { initialYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => initialYear,
  );
  return <span data-current-year="">{year}</span>;
}
