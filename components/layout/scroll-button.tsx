'use client';

import { scrollButtonTitles } from '@/content/layout';
import { useEffect, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { scrollBehaviour } from '@/lib/browser/motion';
import { scrollButtonMode } from './scroll-button-mode';

export function ScrollButton({ raised = false }: { raised?: boolean }) {
  const [mode, setMode] = useState<'top' | 'bottom'>('bottom');
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollHeight } = document.documentElement;
      setScrollable(scrollHeight - window.innerHeight > 0);
      setMode(scrollButtonMode(window.scrollY, scrollHeight, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that grows after load (images, client data) changes the scrollable height.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const title = scrollButtonTitles[mode];
  const Icon = mode === 'top' ? ArrowUpIcon : ArrowDownIcon;

  return (
    <button
      type="button"
      title={title}
      aria-label={title}
      hidden={!scrollable}
      data-mode={mode}
      onClick={() =>
        window.scrollTo({
          top: mode === 'top' ? 0 : document.documentElement.scrollHeight,
          behavior: scrollBehaviour('smooth'),
        })
      }
      className={cn('scroll-button', raised ? 'bottom-24' : 'bottom-4 sm:bottom-6')}
    >
      <Icon width={20} height={20} />
    </button>
  );
}
