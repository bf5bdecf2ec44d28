'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { watchVisibility } from '@/lib/browser/visibility';
import { cn } from '@/lib/cn';
import { usePageIdle } from './use-page-idle';
import { useReducedMotion } from './use-reduced-motion';

/** Px per 60 Hz frame (docs/product.md), scaled by frame time so 120 Hz is not twice as fast. */
export const SPEED_FACTOR = 1.2;
export const SPEED_DIVISOR = 8;
export const PX_PER_REFERENCE_FRAME = SPEED_FACTOR / SPEED_DIVISOR;
export const REFERENCE_FRAME_MS = 1000 / 60;
export const RESUME_DELAY_MS = 100;
/** A long pause (tab in the background) must not become a jump when the strip wakes up. */
const MAX_FRAME_GAP_MS = 100;
const PLAY_PATH = 'M4 2.5v11l9-5.5z';
const PAUSE_PATH = 'M4 2.5h3v11H4zM9 2.5h3v11H9z';

/** A real scroll container (swipe, arrow keys) that scrolls itself; pauses under interaction. */
export function StripMotion({
  label,
  pauseLabel,
  loopLength,
  children,
  className,
}: {
  label: string;
  pauseLabel: string;
  /** How many items one run has: once looping, item `loopLength` is the first of the repeat. */
  loopLength: number;
  /** One run of `<li data-strip-item>` elements. */
  children: ReactNode;
  className?: string;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const positionRef = useRef(0);
  const resumeTimerRef = useRef<number | undefined>(undefined);
  const reducedMotion = useReducedMotion();
  const idle = usePageIdle();
  const [interacting, setInteracting] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // Off-screen until observed: strips below the fold stay idle while the page loads.
  const [onScreen, setOnScreen] = useState(false);
  // The repeat run (a seamless loop) is built only once the strip has to move.
  const [hasShown, setHasShown] = useState(false);
  const looping = idle && hasShown && !reducedMotion;

  const moving = looping && !interacting && !userPaused && onScreen;

  const pause = () => {
    window.clearTimeout(resumeTimerRef.current);
    setInteracting(true);
  };
  const resumeSoon = () => {
    window.clearTimeout(resumeTimerRef.current);
    resumeTimerRef.current = window.setTimeout(() => setInteracting(false), RESUME_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(resumeTimerRef.current), []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    return watchVisibility(viewport, (visible) => {
      setOnScreen(visible);
      if (visible) setHasShown(true);
    });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !moving) return;
    // Pick up wherever a swipe or the keyboard left the strip.
    positionRef.current = viewport.scrollLeft;
    let last: number | undefined;
    let frame = requestAnimationFrame(function step(now: number) {
      if (last !== undefined) {
        const elapsed = Math.min(now - last, MAX_FRAME_GAP_MS);
        let position =
          positionRef.current + (elapsed / REFERENCE_FRAME_MS) * PX_PER_REFERENCE_FRAME;
        // Once the repeat run's start reaches the left edge, a loop back shows the same pixels.
        const items = viewport.querySelectorAll<HTMLElement>('[data-strip-item]');
        const repeatStart = items[loopLength]?.offsetLeft ?? 0;
        const loopWidth = repeatStart - (items[0]?.offsetLeft ?? 0);
        if (loopWidth > 0 && position >= repeatStart) position -= loopWidth;
        positionRef.current = position;
        viewport.scrollLeft = position;
      }
      last = now;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving, loopLength]);

  return (
    <div className={cn('image-strip relative', className)}>
      <div
        ref={viewportRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="image-strip-viewport relative overflow-x-auto"
        onMouseEnter={pause}
        onMouseLeave={resumeSoon}
        onTouchStart={pause}
        onTouchEnd={resumeSoon}
        onTouchCancel={resumeSoon}
        onFocus={pause}
        onBlur={resumeSoon}
      >
        <div className="image-strip-track flex w-max gap-4 py-1">
          <ul className="flex gap-4">{children}</ul>
          {looping ? (
            <ul className="flex gap-4" aria-hidden="true" data-strip-repeat="">
              {children}
            </ul>
          ) : null}
        </div>
      </div>
      {reducedMotion ? null : (
        <PauseToggle
          label={pauseLabel}
          paused={userPaused}
          onToggle={() => setUserPaused((paused) => !paused)}
          className="image-strip-toggle absolute top-3 right-3 sm:right-5"
        />
      )}
    </div>
  );
}

/** A moving part's pause: its name stays, its pressed state says whether it is paused. */
export function PauseToggle({
  label,
  paused,
  onToggle,
  className,
}: {
  label: string;
  paused: boolean;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      className={cn(
        'on-ink inline-flex size-9 items-center justify-center rounded-pill bg-ink/80 text-white shadow-card backdrop-blur-sm transition-colors hover:bg-ink',
        className,
      )}
      aria-label={label}
      aria-pressed={paused}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={paused ? PLAY_PATH : PAUSE_PATH} fill="currentColor" />
      </svg>
    </button>
  );
}
