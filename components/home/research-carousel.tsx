'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { scrollBehaviour } from '@/lib/browser/motion';

/** One card's width (w-80). No scroll snapping: it would round each step up to the card pitch. */
const CAROUSEL_STEP = 320;
/** Sub-pixel scroll positions must still count as "at the end". */
const EDGE_TOLERANCE_PX = 2;

interface ResearchCarouselProps {
  header: ReactNode;
  labels: { list: string; previous: string; next: string };
  children: ReactNode;
}

export function ResearchCarousel({ header, labels, children }: ResearchCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      setAtStart(track.scrollLeft <= EDGE_TOLERANCE_PX);
      setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - EDGE_TOLERANCE_PX);
    };
    update();
    const listening = new AbortController();
    track.addEventListener('scroll', update, { passive: true, signal: listening.signal });
    window.addEventListener('resize', update, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const buttons = [
    { direction: -1, label: labels.previous, disabled: atStart, Icon: ChevronLeftIcon },
    { direction: 1, label: labels.next, disabled: atEnd, Icon: ChevronRightIcon },
  ] as const;

  return (
    <div>
      <div className="flex items-end justify-between gap-6">
        <div>{header}</div>
        <div className="hidden shrink-0 gap-2 md:flex">
          {buttons.map(({ direction, label, disabled, Icon }) => (
            <button
              key={direction}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-pill border border-line-strong bg-surface-raised text-ink shadow-card transition-colors hover:border-accent hover:text-accent aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-ink-muted/60 aria-disabled:shadow-none aria-disabled:hover:text-ink-muted/60"
              aria-label={label}
              aria-controls="research-areas-track"
              // Not `disabled`: the button pressed to the end keeps the keyboard's focus.
              aria-disabled={disabled}
              onClick={() =>
                disabled ||
                trackRef.current?.scrollBy({
                  left: direction * CAROUSEL_STEP,
                  behavior: scrollBehaviour('smooth'),
                })
              }
            >
              <Icon />
            </button>
          ))}
        </div>
      </div>
      <ul
        ref={trackRef}
        id="research-areas-track"
        aria-label={labels.list}
        data-at-start={atStart}
        data-at-end={atEnd}
        className="research-carousel-track mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 md:mt-10 md:flex md:gap-6 md:overflow-x-auto md:pb-4"
      >
        {children}
      </ul>
    </div>
  );
}
