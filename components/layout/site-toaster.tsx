'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToaster } from '@/lib/browser/toast';

export const TOASTER_OPTIONS = {
  theme: 'dark',
  duration: 4_000,
  visibleToasts: 3,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

export function SiteToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return wanted ? <Toaster {...TOASTER_OPTIONS} hotkey={[...TOASTER_OPTIONS.hotkey]} /> : null;
}

// The same sonner module showToast loads (one chunk), rendered only once a toast wants it.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });
