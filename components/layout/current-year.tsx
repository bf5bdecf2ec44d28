'use client';

import { useClientClock } from '@/components/ui/use-client-clock';

/** The current year: a page built in December still shows the new year in January. */
export function CurrentYear({ initialYear }: { initialYear: number }) {
  const year = useClientClock(() => new Date().getFullYear(), initialYear);
  return <span data-current-year="">{year}</span>;
}
