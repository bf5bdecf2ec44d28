'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

// Scroll events already arrive at most once a frame, just before it is drawn.
const subscribe = (onScroll: () => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};
const COMPACT_AFTER_PX = 50;
const isCompact = () => window.scrollY > COMPACT_AFTER_PX;

export function HeaderShell({ children }: { children: ReactNode }) {
  const compact = useSyncExternalStore(subscribe, isCompact, () => false);
  return (
    <header
      data-compact={compact ? 'true' : 'false'}
      className="site-header on-ink fixed inset-x-0 top-0 z-50 h-header text-ink-inverse"
    >
      {children}
    </header>
  );
}
