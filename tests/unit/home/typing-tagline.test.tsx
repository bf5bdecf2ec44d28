import { act, render } from '@testing-library/react';
import { TypingTagline } from '@/components/home/typing-tagline';
import { hero } from '@/content/home';
import { installIdleQueue, type IdleQueue } from '../idle-queue';
import { installIntersectionObserver } from './intersection-observer';
import { mockReducedMotion } from './match-media';

const TAGLINE =
  'Exploring the frontiers of science and health through innovative research and insights.';

/** Steps the clock 1 ms at a time so each timer's state update commits before the next is due. */
function advance(ms: number) {
  for (let i = 0; i < ms; i++) {
    act(() => {
      jest.advanceTimersByTime(1);
    });
  }
}

function typed(container: HTMLElement): string {
  return container.querySelector('.typing-tagline-typed')?.textContent ?? '';
}

let idle: IdleQueue;
beforeEach(() => {
  jest.useFakeTimers();
  idle = installIdleQueue();
});
afterEach(() => jest.useRealTimers());

/** The tagline on a page that has loaded and gone idle, when its loop may start. */
function renderIdle() {
  const rendered = render(<TypingTagline text={TAGLINE} />);
  act(() => idle.becomeIdle());
  return rendered;
}

test('the home tagline is the product’s sentence, word for word', () => {
  expect(hero.tagline).toBe(TAGLINE);
  expect(TAGLINE).toHaveLength(87);
});

describe('with motion allowed', () => {
  beforeEach(() => mockReducedMotion(false));

  test('stands still, whole and without a caret, until the page is idle', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    advance(10_000);
    expect(typed(container)).toBe(TAGLINE);
    expect(container.querySelector('.typing-tagline-caret')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    act(() => idle.becomeIdle());
    expect(container.querySelector('.typing-tagline-caret')).not.toBeNull();
    advance(3000);
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
  });

  test('shows the sentence, pauses 3 s, deletes every 10 ms, pauses 0.5 s, types every 20 ms', () => {
    const { container } = renderIdle();
    // t = 0, the page idle: the whole sentence (the loop enters at its pause before deleting).
    expect(typed(container)).toBe(TAGLINE);
    // Each step: the ms to advance, then the text shown.
    for (const [ms, text] of [
      [2999, TAGLINE], // t = 2999
      [1, TAGLINE.slice(0, 86)], // t = 3000: first deletion
      [9, TAGLINE.slice(0, 86)], // t = 3009
      [1, TAGLINE.slice(0, 85)], // t = 3010
      [100, TAGLINE.slice(0, 75)], // t = 3110: ten more deletions
      [739, 'Ex'], // t = 3849: two characters left
      [1, 'E'], // t = 3850
      [10, ''], // t = 3860: empty
      [499, ''], // t = 4359: still the 0.5 s pause
      [1, 'E'], // t = 4360: typing restarts
      [19, 'E'], // t = 4379
      [1, 'Ex'], // t = 4380
      [200, 'Exploring th'], // t = 4580: ten more characters
      [1480, TAGLINE.slice(0, 86)], // t = 6060: one character to go
      [19, TAGLINE.slice(0, 86)], // t = 6079
      [1, TAGLINE], // t = 6080: complete again
      [2999, TAGLINE], // t = 9079: the 3 s pause before deleting
      [1, TAGLINE.slice(0, 86)], // t = 9080: and round again
    ] as const) {
      advance(ms);
      expect(typed(container)).toBe(text);
    }
  });

  test('screen readers get the full sentence once; the animated copy is hidden from them', () => {
    const { container, getAllByText } = renderIdle();
    advance(3500);
    const read = getAllByText(TAGLINE).filter((copy) => !copy.closest('[aria-hidden="true"]'));
    expect(read).toHaveLength(1);
    expect(read[0]).toHaveClass('sr-only');
    const visual = container.querySelector('.typing-tagline-visual');
    expect(visual).toHaveAttribute('aria-hidden', 'true');
    // An invisible copy of the whole sentence gives the box its size; over it, the typed line
    // keeps its untyped rest in the flow, invisible, so no word moves to another line.
    expect(visual?.firstElementChild).toHaveClass('invisible');
    expect(visual?.firstElementChild?.textContent).toBe(TAGLINE);
    const line = visual?.querySelector('.typing-tagline-line');
    expect(line?.textContent).toBe(TAGLINE);
    expect(line?.querySelector('.invisible')?.textContent).toBe(
      TAGLINE.slice(typed(container).length),
    );
    expect(container.querySelector('.typing-tagline-caret')).not.toBeNull();
  });
  test('scrolled away, it waits where it is, caret gone; back on screen, it goes on from there', () => {
    const observer = installIntersectionObserver();
    try {
      const { container } = renderIdle();
      const tagline = container.querySelector('.typing-tagline');
      if (!tagline) throw new Error('no tagline');
      advance(3110); // twelve characters deleted
      expect(typed(container)).toBe(TAGLINE.slice(0, 75));
      act(() => observer.deliver(tagline, false));
      advance(5000);
      expect(typed(container)).toBe(TAGLINE.slice(0, 75));
      expect(container.querySelector('.typing-tagline-caret')).toBeNull();
      expect(jest.getTimerCount()).toBe(0);
      // A busy page may batch "back" and "away" into one callback: the last one counts.
      act(() => observer.deliver(tagline, false, true));
      expect(container.querySelector('.typing-tagline-caret')).not.toBeNull();
      advance(10);
      expect(typed(container)).toBe(TAGLINE.slice(0, 74));
    } finally {
      observer.uninstall();
    }
  });
});

test('reduced motion asked for mid-loop: the whole sentence is back, still', () => {
  const media = mockReducedMotion(false);
  const { container } = renderIdle();
  advance(3110);
  expect(typed(container)).toBe(TAGLINE.slice(0, 75));
  act(() => media.set(true));
  expect(typed(container)).toBe(TAGLINE);
  expect(container.querySelector('.typing-tagline-caret')).toBeNull();
  advance(5000);
  expect(typed(container)).toBe(TAGLINE);
});

describe('with reduced motion', () => {
  beforeEach(() => mockReducedMotion(true));

  test('the full tagline shows and never types or deletes', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    expect(typed(container)).toBe(TAGLINE);
    act(() => {
      jest.advanceTimersByTime(20_000);
    });
    expect(typed(container)).toBe(TAGLINE);
    expect(container.querySelector('.typing-tagline-caret')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
