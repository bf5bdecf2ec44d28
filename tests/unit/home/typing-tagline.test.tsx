import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  lengthSchedule,
  lineKeyframes,
  loopPeriod,
  measureLines,
  type TaglineLine,
} from '@/components/home/tagline-reveal';
import { HeroPause } from '@/components/home/hero-pause';
import { TypingTagline } from '@/components/home/typing-tagline';
import { hero } from '@/content/home';
import { installIdleQueue, type IdleQueue } from '../idle-queue';
import { installIntersectionObserver } from './intersection-observer';
import { mockReducedMotion } from './match-media';

const TAGLINE =
  'Exploring the frontiers of science and health through innovative research and insights.';

/** The length shown `t` ms into the loop, read from its schedule. */
function lengthAt(t: number): number {
  const { period, changes } = lengthSchedule(TAGLINE.length);
  const into = t % period;
  return changes.findLast(([at]) => at <= into)?.[1] ?? TAGLINE.length;
}

/** The value a list of step-end keyframes holds at `offset`. */
function heldAt(frames: Keyframe[], offset: number, property: string) {
  return frames.findLast((frame) => (frame.offset ?? 0) <= offset)![property];
}

/** Lines of 8 px a character, broken after the spaces at 35 and 65 (as at 390 px). */
const LINES: TaglineLine[] = [
  [0, 35],
  [35, 65],
  [65, TAGLINE.length],
].map(([start, end], index) => ({
  start: start!,
  end: end!,
  left: 0,
  top: index * 28,
  height: 28,
  prefix: Array.from({ length: end! - start! + 1 }, (_, k) => k * 8),
}));

test('the home tagline is the product’s sentence, word for word', () => {
  expect(hero.tagline).toBe(TAGLINE);
  expect(TAGLINE).toHaveLength(87);
});

describe('the loop', () => {
  test('shows the sentence, pauses 3 s, deletes every 10 ms, pauses 0.5 s, types every 20 ms', () => {
    expect(loopPeriod(TAGLINE.length)).toBe(6080);
    for (const [t, text] of [
      [0, TAGLINE], // the loop enters at its pause before deleting
      [2999, TAGLINE],
      [3000, TAGLINE.slice(0, 86)], // first deletion
      [3009, TAGLINE.slice(0, 86)],
      [3010, TAGLINE.slice(0, 85)],
      [3110, TAGLINE.slice(0, 75)], // ten more deletions
      [3849, 'Ex'],
      [3850, 'E'],
      [3860, ''], // empty
      [4359, ''], // still the 0.5 s pause
      [4360, 'E'], // typing restarts
      [4379, 'E'],
      [4380, 'Ex'],
      [4580, 'Exploring th'], // ten more characters
      [6060, TAGLINE.slice(0, 86)],
      [6079, TAGLINE.slice(0, 86)],
      [6080, TAGLINE], // complete again: the next period
      [9079, TAGLINE],
      [9080, TAGLINE.slice(0, 86)],
    ] as const)
      expect([t, TAGLINE.slice(0, lengthAt(t))]).toEqual([t, text]);
  });

  test('each line’s window shows exactly its typed characters, in place, and one caret blinks where the typing is', () => {
    const period = loopPeriod(TAGLINE.length);
    const frames = LINES.map((line, index) => lineKeyframes(line, TAGLINE.length, index === 0));
    for (let t = 0; t < period; t += 5) {
      const offset = t / period;
      const length = lengthAt(t);
      const shown = LINES.map((line, index) => {
        const width = line.prefix.at(-1)!;
        const slide = (name: 'window' | 'text') =>
          Number(/-?[\d.]+/.exec(String(heldAt(frames[index]![name], offset, 'transform')))![0]);
        // The window moves left by the hidden width, the text right by as much; an untyped line's
        // text a line-height further.
        const windowAt = slide('window');
        expect(slide('text')).toBe(-windowAt + (length <= line.start ? line.height : 0));
        const visible = width + windowAt;
        return TAGLINE.slice(line.start, line.start + line.prefix.indexOf(visible));
      });
      expect([t, shown.join('')]).toEqual([t, TAGLINE.slice(0, length)]);
      // The caret: on the line being typed (the first when none is), shown half of each second.
      const typing = LINES.findIndex((l) => length > l.start && length <= l.end);
      const carets = frames.flatMap((f, i) =>
        heldAt(f.caret, offset, 'opacity') === 1 ? [i] : [],
      );
      expect([t, carets]).toEqual([t, Math.floor(t / 500) % 2 ? [] : [Math.max(typing, 0)]]);
    }
  });

  test('its keyframes hold each value to the next, change only transform and opacity, and come round whole', () => {
    const frames = lineKeyframes(LINES[1]!, TAGLINE.length, false);
    for (const list of Object.values(lineKeyframes(LINES[0]!, TAGLINE.length, true))) {
      // Only where a value changes.
      const values = list.slice(0, -1).map(({ offset, easing, ...value }) => JSON.stringify(value));
      expect(values.every((value, i) => i === 0 || value !== values[i - 1])).toBe(true);
    }
    for (const list of Object.values(frames)) {
      expect(list.every((frame) => frame.easing === 'step-end')).toBe(true);
      expect(list[0]!.offset).toBe(0);
      expect(list.at(-1)!.offset).toBe(1);
      expect({ ...list[0], offset: 1 }).toEqual(list.at(-1));
      expect(new Set(list.flatMap((frame) => Object.keys(frame)))).toEqual(
        new Set(['offset', 'easing', list === frames.caret ? 'opacity' : 'transform']),
      );
    }
  });
});

test('measuring: a line wherever a character starts left of where the line ends, placed in its box', () => {
  // "ab c", centred in a box at (100, 50) and broken after the space: a browser gives the space at
  // the break no box, and may give a character an empty one before its real one. The second line,
  // one character, starts right of the first line's first character, left of its end.
  const boxes: Record<number, DOMRect[]> = {
    0: [new DOMRect(110, 60, 0, 20), new DOMRect(110, 60, 10, 20)],
    1: [new DOMRect(120, 60, 12, 20)],
    2: [],
    3: [new DOMRect(125, 80, 9, 22)],
  };
  const saved = Range.prototype.getClientRects;
  Range.prototype.getClientRects = function (this: Range) {
    return boxes[this.startOffset] as unknown as DOMRectList;
  };
  try {
    expect(measureLines(document.createTextNode('ab c'), new DOMRect(100, 50, 40, 50))).toEqual([
      { start: 0, end: 3, left: 10, top: 10, height: 20, prefix: [0, 10, 22, 22] },
      { start: 3, end: 4, left: 25, top: 30, height: 22, prefix: [0, 9] },
    ]);
  } finally {
    Range.prototype.getClientRects = saved;
  }
});

/** A browser's parts jsdom lacks: layout (8 px a character, lines as LINES) and animations. */
function installLayout() {
  const animations: {
    keyframes: Keyframe[];
    timing: KeyframeAnimationOptions;
    state: string;
    currentTime: number;
  }[] = [];
  const saved = {
    rects: Range.prototype.getClientRects,
    animate: Element.prototype.animate,
  };
  // A late font may set the characters wider.
  const font = { width: 8 };
  Range.prototype.getClientRects = function (this: Range) {
    const index = this.startOffset;
    const line = LINES.findIndex((l) => index >= l.start && index < l.end);
    const x = (index - LINES[line]!.start) * font.width;
    return [new DOMRect(x, line * 28, font.width, 28)] as unknown as DOMRectList;
  };
  Element.prototype.animate = function (keyframes, timing) {
    const record = {
      keyframes: keyframes as Keyframe[],
      timing: timing as KeyframeAnimationOptions,
      state: 'running',
      currentTime: 0,
      play: () => void (record.state = 'running'),
      pause: () => void (record.state = 'paused'),
      cancel: () => void (record.state = 'cancelled'),
    };
    animations.push(record);
    return record as unknown as Animation;
  };
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      disconnect() {}
    },
  });
  // The font loading API, which jsdom lacks: the tagline measures again when a font arrives.
  const fonts = new EventTarget();
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
  return {
    animations,
    /** A font arrives, setting each character `width` px wide. */
    fontLoaded(width: number) {
      font.width = width;
      fonts.dispatchEvent(new Event('loadingdone'));
    },
    uninstall() {
      Range.prototype.getClientRects = saved.rects;
      Element.prototype.animate = saved.animate;
      Reflect.deleteProperty(window, 'ResizeObserver');
      Reflect.deleteProperty(document, 'fonts');
    },
  };
}

let idle: IdleQueue;
let layout: ReturnType<typeof installLayout>;
beforeEach(() => {
  idle = installIdleQueue();
  layout = installLayout();
});
afterEach(() => layout.uninstall());

const lineTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.typing-tagline-text')].map((line) => line.textContent);

describe('with motion allowed', () => {
  beforeEach(() => mockReducedMotion(false));

  test('the hero’s pause stops the loop, the sentence whole, until pressed again', () => {
    const { container } = render(
      <>
        <TypingTagline text={TAGLINE} />
        <HeroPause />
      </>,
    );
    act(() => idle.becomeIdle());
    const pause = screen.getByRole('button', { name: 'Pause the background video and tagline' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(layout.animations.map((a) => a.state)).toEqual(Array(9).fill('cancelled'));
    expect(container.querySelector('.typing-tagline-copy')).not.toHaveClass('invisible');
    expect(lineTexts(container)).toEqual([]);
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(layout.animations.filter((a) => a.state === 'running')).toHaveLength(9);
  });

  test('stands still, whole and without a caret, until the page is idle; then its lines move', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    const copy = container.querySelector('.typing-tagline-copy')!;
    expect(copy.textContent).toBe(TAGLINE);
    expect(copy).not.toHaveClass('invisible');
    expect(container.querySelector('.typing-tagline-caret')).toBeNull();
    expect(layout.animations).toHaveLength(0);

    act(() => idle.becomeIdle());
    expect(lineTexts(container)).toEqual(LINES.map((l) => TAGLINE.slice(l.start, l.end)));
    expect(copy).toHaveClass('invisible');
    expect(container.querySelectorAll('.typing-tagline-caret')).toHaveLength(3);
    // A window, its text and its caret a line, each over the whole loop, without end.
    expect(layout.animations).toHaveLength(9);
    for (const { timing, state } of layout.animations) {
      expect(timing).toEqual({ duration: 6080, iterations: Infinity });
      expect(state).toBe('running');
    }
    expect(layout.animations[0]!.keyframes).toEqual(
      lineKeyframes(LINES[0]!, TAGLINE.length, true).window,
    );
  });

  test('each line is drawn where it was measured, with its own keyframes: only the first one’s caret waits at an empty sentence', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    act(() => idle.becomeIdle());
    const drawn = [...container.querySelectorAll<HTMLElement>('.typing-tagline-line')];
    expect(drawn.map((line) => line.getAttribute('style'))).toEqual(
      LINES.map(
        (line) =>
          `left: 0px; top: ${line.top}px; width: ${(line.end - line.start) * 8}px; height: 28px; line-height: 28px;`,
      ),
    );
    expect(layout.animations.map((a) => a.keyframes)).toEqual(
      LINES.flatMap((line, index) => {
        const frames = lineKeyframes(line, TAGLINE.length, index === 0);
        return [frames.window, frames.text, frames.caret];
      }),
    );
  });

  test('a late font that moves no line changes nothing; one that does draws the lines again where the loop stood', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    act(() => idle.becomeIdle());
    const first = [...layout.animations];
    act(() => layout.fontLoaded(8));
    expect(layout.animations).toEqual(first);
    expect(first.map((a) => a.state)).toEqual(Array(9).fill('running'));

    first[0]!.currentTime = 1234; // the loop has run 1.234 s
    act(() => layout.fontLoaded(9));
    expect(first.map((a) => a.state)).toEqual(Array(9).fill('cancelled'));
    const again = layout.animations.slice(9);
    expect(again.map((a) => [a.state, a.currentTime])).toEqual(Array(9).fill(['running', 1234]));
    expect(container.querySelector<HTMLElement>('.typing-tagline-line')!.style.width).toBe(
      `${35 * 9}px`,
    );
  });

  test('screen readers get the full sentence once; the animated copy is hidden from them', () => {
    const { container, getAllByText } = render(<TypingTagline text={TAGLINE} />);
    act(() => idle.becomeIdle());
    const read = getAllByText(TAGLINE).filter((copy) => !copy.closest('[aria-hidden="true"]'));
    expect(read).toHaveLength(1);
    expect(read[0]).toHaveClass('sr-only');
    expect(container.querySelector('.typing-tagline-visual')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  test('scrolled away, it waits where it is; back on screen, it goes on from there', () => {
    const observer = installIntersectionObserver();
    try {
      const { container } = render(<TypingTagline text={TAGLINE} />);
      act(() => idle.becomeIdle());
      const tagline = container.querySelector('.typing-tagline')!;
      act(() => observer.deliver(tagline, false));
      expect(layout.animations.map((a) => a.state)).toEqual(Array(9).fill('paused'));
      // A busy page may batch "back" and "away" into one callback: the last one counts.
      act(() => observer.deliver(tagline, false, true));
      expect(layout.animations.map((a) => a.state)).toEqual(Array(9).fill('running'));
    } finally {
      observer.uninstall();
    }
  });
});

test('reduced motion asked for mid-loop: the whole sentence is back, still', () => {
  const media = mockReducedMotion(false);
  const { container } = render(<TypingTagline text={TAGLINE} />);
  act(() => idle.becomeIdle());
  expect(layout.animations).toHaveLength(9);
  act(() => media.set(true));
  expect(layout.animations.map((a) => a.state)).toEqual(Array(9).fill('cancelled'));
  expect(container.querySelector('.typing-tagline-line')).toBeNull();
  expect(container.querySelector('.typing-tagline-copy')).not.toHaveClass('invisible');
});

describe('with reduced motion', () => {
  beforeEach(() => mockReducedMotion(true));

  test('the whole sentence, still, once the page is idle too', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    act(() => idle.becomeIdle());
    const copy = container.querySelector('.typing-tagline-copy')!;
    expect(copy.textContent).toBe(TAGLINE);
    expect(copy).not.toHaveClass('invisible');
    expect(container.querySelector('.typing-tagline-line')).toBeNull();
    expect(layout.animations).toHaveLength(0);
  });
});
