'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isHeaderCompact } from '@/lib/browser/navigation-state';

export function HeaderShell({ children }: { children: ReactNode }) {
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(isHeaderCompact(window.scrollY));
    };
    update();
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header
      data-compact={compact ? 'true' : 'false'}
      className="site-header on-ink fixed inset-x-0 top-0 z-50 h-header text-ink-inverse"
    >
      {children}
    </header>
  );
}
