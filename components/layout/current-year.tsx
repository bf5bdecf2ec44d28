'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';

/** The current year: a page built in December still shows the new year in January. */
export function CurrentYear({ initialYear }: { initialYear: number }) {
  const year = useBrowserValue(() => new Date().getFullYear(), initialYear);
  return <span data-current-year="">{year}</span>;
}
