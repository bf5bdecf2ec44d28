'use client';

import { useEffect, useRef, useState } from 'react';
import { watchVisibility } from '@/lib/browser/visibility';
import { cn } from '@/lib/cn';
import { usePageIdle } from './use-page-idle';
import { useReducedMotion } from './use-reduced-motion';

const TYPE_CHARACTER_MS = 20;
const DELETE_CHARACTER_MS = 10;
const PAUSE_BEFORE_DELETE_MS = 3000;
const PAUSE_BEFORE_RESTART_MS = 500;

type Step = { length: number; mode: 'typing' | 'deleting' };

/** How long `step` stays on screen, and the step after it. */
function following({ length, mode }: Step, total: number): [number, Step] {
  if (mode === 'deleting') {
    return [
      DELETE_CHARACTER_MS,
      length <= 1 ? { length: 0, mode: 'typing' } : { length: length - 1, mode: 'deleting' },
    ];
  }
  if (length >= total) return [PAUSE_BEFORE_DELETE_MS, { length: total - 1, mode: 'deleting' }];
  return [
    length === 0 ? PAUSE_BEFORE_RESTART_MS : TYPE_CHARACTER_MS,
    { length: length + 1, mode: 'typing' },
  ];
}

/**
 * The loop enters at "pause before deleting", so the server HTML has the whole sentence, and it
 * starts once the page is idle. Each step writes the two halves of the line itself: a character
 * every 10 or 20 ms is no reason to render the component.
 */
export function TypingTagline({ text, className }: { text: string; className?: string }) {
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLParagraphElement>(null);
  const typedRef = useRef<HTMLSpanElement>(null);
  const restRef = useRef<HTMLSpanElement>(null);
  // Where the loop stands, kept while it waits.
  const step = useRef<Step>({ length: text.length, mode: 'typing' });
  // Scrolled away, the loop and its caret wait: each step is a frame nobody sees.
  const [onScreen, setOnScreen] = useState(true);
  const moving = usePageIdle() && !reducedMotion && onScreen;

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    return watchVisibility(element, setOnScreen);
  }, [reducedMotion]);

  useEffect(() => {
    const typed = typedRef.current;
    const rest = restRef.current;
    if (!typed || !rest) return;
    const show = (next: Step) => {
      step.current = next;
      typed.textContent = text.slice(0, next.length);
      rest.textContent = text.slice(next.length);
    };
    if (reducedMotion) show({ length: text.length, mode: 'typing' });
    if (!moving) return;
    let timer: number;
    const wait = () => {
      const [delay, next] = following(step.current, text.length);
      timer = window.setTimeout(() => {
        show(next);
        wait();
      }, delay);
    };
    wait();
    return () => window.clearTimeout(timer);
  }, [moving, reducedMotion, text]);

  return (
    <p ref={ref} className={cn('typing-tagline', className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="typing-tagline-visual">
        <span className="invisible">{text}</span>
        <span className="typing-tagline-line">
          <span ref={typedRef} className="typing-tagline-typed">
            {text}
          </span>
          {moving ? <span className="typing-tagline-caret" /> : null}
          <span ref={restRef} className="invisible" />
        </span>
      </span>
    </p>
  );
}
