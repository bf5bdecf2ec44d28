'use client';

import { useEffect, useRef, useState } from 'react';
import { watchVisibility } from '@/lib/browser/visibility';
import { cn } from '@/lib/cn';
import { lineKeyframes, loopPeriod, measureLines, type TaglineLine } from './tagline-reveal';
import { useHeroPaused } from './hero-pause';
import { usePageIdle } from './use-page-idle';
import { useReducedMotion } from './use-reduced-motion';

/** Loops on the compositor once idle, entering at its pause so starting changes nothing shown. */
export function TypingTagline({ text, className }: { text: string; className?: string }) {
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLParagraphElement>(null);
  const copyRef = useRef<HTMLSpanElement>(null);
  const linesRef = useRef<HTMLSpanElement>(null);
  const [lines, setLines] = useState<TaglineLine[] | null>(null);
  // Scrolled away, the loop waits where it is.
  const [onScreen, setOnScreen] = useState(true);
  const paused = useHeroPaused();
  const moving = usePageIdle() && !reducedMotion && !paused;
  // Where the loop stands, kept through a new measure (a resize, a late font).
  const elapsed = useRef(0);
  const animations = useRef<Animation[]>([]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !moving) return;
    return watchVisibility(element, setOnScreen);
  }, [moving]);

  useEffect(() => {
    const node = copyRef.current?.firstChild;
    const visual = linesRef.current?.parentElement;
    if (!moving || !visual || !(node instanceof Text)) return;
    // Measured again only when the lines move: the observer also calls at once.
    const measure = () => {
      const next = measureLines(node, visual.getBoundingClientRect());
      setLines((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(visual);
    document.fonts?.addEventListener('loadingdone', measure);
    return () => {
      resized.disconnect();
      document.fonts?.removeEventListener('loadingdone', measure);
      setLines(null);
    };
  }, [moving]);

  useEffect(() => {
    const box = linesRef.current;
    if (!lines || !box) return;
    const timing = { duration: loopPeriod(text.length), iterations: Infinity };
    const parts = (['window', 'text', 'caret'] as const).map(
      (name) => [name, box.querySelectorAll<HTMLElement>(`.typing-tagline-${name}`)] as const,
    );
    animations.current = lines.flatMap((line, index) => {
      const frames = lineKeyframes(line, text.length, index === 0);
      return parts.map(([name, elements]) => elements[index]!.animate(frames[name], timing));
    });
    for (const animation of animations.current) animation.currentTime = elapsed.current;
    return () => {
      elapsed.current = Number(animations.current[0]?.currentTime ?? elapsed.current);
      for (const animation of animations.current) animation.cancel();
      animations.current = [];
    };
  }, [lines, text]);

  useEffect(() => {
    for (const animation of animations.current) animation[onScreen ? 'play' : 'pause']();
  }, [onScreen, lines]);

  return (
    <p ref={ref} className={cn('typing-tagline', className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="typing-tagline-visual">
        <span ref={copyRef} className={cn('typing-tagline-copy', lines && 'invisible')}>
          {text}
        </span>
        <span ref={linesRef}>
          {lines?.map((line) => (
            <span
              key={line.start}
              className="typing-tagline-line"
              style={{
                left: line.left,
                top: line.top,
                width: line.prefix.at(-1),
                height: line.height,
                // No half-leading: the text sits where the measured glyphs did.
                lineHeight: `${line.height}px`,
              }}
            >
              <span className="typing-tagline-window">
                <span className="typing-tagline-clip">
                  <span className="typing-tagline-text">{text.slice(line.start, line.end)}</span>
                </span>
                <span className="typing-tagline-caret" />
              </span>
            </span>
          ))}
        </span>
      </span>
    </p>
  );
}
