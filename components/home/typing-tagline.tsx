'use client';

import { useEffect, useRef, useState } from 'react';
import { watchVisibility } from '@/lib/browser/visibility';
import { cn } from '@/lib/cn';
import { useReducedMotion } from './use-reduced-motion';

const TYPE_CHARACTER_MS = 20;
const DELETE_CHARACTER_MS = 10;
const PAUSE_BEFORE_DELETE_MS = 3000;
const PAUSE_BEFORE_RESTART_MS = 500;

type Step = { length: number; mode: 'typing' | 'deleting' };

/** The loop enters at "pause before deleting", so the server HTML has the whole sentence. */
export function TypingTagline({ text, className }: { text: string; className?: string }) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<Step>({ length: text.length, mode: 'typing' });
  const ref = useRef<HTMLParagraphElement>(null);
  // Scrolled away, the loop and its caret wait: each step is a render nobody sees.
  const [onScreen, setOnScreen] = useState(true);
  const moving = !reducedMotion && onScreen;

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    return watchVisibility(element, setOnScreen);
  }, [reducedMotion]);

  useEffect(() => {
    if (!moving) return;
    const { length, mode } = state;
    let delay: number;
    let next: Step;
    if (mode === 'typing') {
      if (length >= text.length) {
        delay = PAUSE_BEFORE_DELETE_MS;
        next = { length: text.length - 1, mode: 'deleting' };
      } else {
        delay = length === 0 ? PAUSE_BEFORE_RESTART_MS : TYPE_CHARACTER_MS;
        next = { length: length + 1, mode: 'typing' };
      }
    } else {
      delay = DELETE_CHARACTER_MS;
      next = length <= 1 ? { length: 0, mode: 'typing' } : { length: length - 1, mode: 'deleting' };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, moving, text.length]);

  const shown = reducedMotion ? text.length : state.length;

  return (
    <p ref={ref} className={cn('typing-tagline', className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="typing-tagline-visual">
        <span className="typing-tagline-typed">{text.slice(0, shown)}</span>
        {moving ? <span className="typing-tagline-caret" /> : null}
        <span className="invisible">{text.slice(shown)}</span>
      </span>
    </p>
  );
}
