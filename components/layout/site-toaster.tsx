'use client';

import dynamic from 'next/dynamic';

/** The product's one toaster (spec §9): dark, 4 s, three visible, bottom right, Alt+T. */
export const TOASTER_OPTIONS = {
  theme: 'dark',
  duration: 4_000,
  visibleToasts: 3,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

// sonner is fetched right after hydration rather than in the first-load bundle: toasts answer
// interactions, which cannot happen before the page is interactive.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

export function SiteToaster() {
  return <Toaster {...TOASTER_OPTIONS} hotkey={[...TOASTER_OPTIONS.hotkey]} />;
}
