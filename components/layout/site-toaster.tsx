'use client';

import { Toaster } from 'sonner';

/** The product's one toaster (spec §9): dark, 4 s, three visible, bottom right, Alt+T. */
export const TOASTER_OPTIONS = {
  theme: 'dark',
  duration: 4_000,
  visibleToasts: 3,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

export function SiteToaster() {
  return <Toaster {...TOASTER_OPTIONS} hotkey={[...TOASTER_OPTIONS.hotkey]} />;
}
