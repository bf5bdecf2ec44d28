import { act, render } from '@testing-library/react';
import {
  DELETE_CHARACTER_MS,
  PAUSE_BEFORE_DELETE_MS,
  PAUSE_BEFORE_RESTART_MS,
  TYPE_CHARACTER_MS,
  TypingTagline,
} from '@/components/home/typing-tagline';
import { hero } from '@/content/home';
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

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('the timings are the product’s values', () => {
  expect(TYPE_CHARACTER_MS).toBe(20);
  expect(DELETE_CHARACTER_MS).toBe(10);
  expect(PAUSE_BEFORE_DELETE_MS).toBe(3000);
  expect(PAUSE_BEFORE_RESTART_MS).toBe(500);
});

test('the home tagline is the product’s sentence, word for word', () => {
  expect(hero.tagline).toBe(TAGLINE);
  expect(TAGLINE).toHaveLength(87);
});

describe('with motion allowed', () => {
  beforeEach(() => mockReducedMotion(false));

  test('shows the sentence, pauses 3 s, deletes every 10 ms, pauses 0.5 s, types every 20 ms', () => {
    const { container } = render(<TypingTagline text={TAGLINE} />);
    // t = 0: the whole sentence (the loop enters at its pause before deleting).
    expect(typed(container)).toBe(TAGLINE);

    advance(2999); // t = 2999
    expect(typed(container)).toBe(TAGLINE);
    advance(1); // t = 3000: first deletion
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
    advance(9); // t = 3009
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
    advance(1); // t = 3010
    expect(typed(container)).toBe(TAGLINE.slice(0, 85));
    advance(100); // t = 3110: ten more deletions
    expect(typed(container)).toBe(TAGLINE.slice(0, 75));

    advance(739); // t = 3849: two characters left
    expect(typed(container)).toBe('Ex');
    advance(1); // t = 3850
    expect(typed(container)).toBe('E');
    advance(10); // t = 3860: empty
    expect(typed(container)).toBe('');

    advance(499); // t = 4359: still the 0.5 s pause
    expect(typed(container)).toBe('');
    advance(1); // t = 4360: typing restarts
    expect(typed(container)).toBe('E');
    advance(19); // t = 4379
    expect(typed(container)).toBe('E');
    advance(1); // t = 4380
    expect(typed(container)).toBe('Ex');
    advance(200); // t = 4580: ten more characters
    expect(typed(container)).toBe('Exploring th');

    advance(1480); // t = 6060: one character to go
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
    advance(19); // t = 6079
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
    advance(1); // t = 6080: complete again
    expect(typed(container)).toBe(TAGLINE);

    advance(2999); // t = 9079: the 3 s pause before deleting
    expect(typed(container)).toBe(TAGLINE);
    advance(1); // t = 9080: and round again
    expect(typed(container)).toBe(TAGLINE.slice(0, 86));
  });

  test('screen readers get the full sentence once; the animated copy is hidden from them', () => {
    const { container, getByText } = render(<TypingTagline text={TAGLINE} />);
    advance(3500);
    expect(getByText(TAGLINE)).toHaveClass('sr-only');
    const visual = container.querySelector('.typing-tagline-visual');
    expect(visual).toHaveAttribute('aria-hidden', 'true');
    // The untyped rest stays in the flow, invisible, so the box keeps the full sentence's size.
    expect(visual?.textContent).toBe(TAGLINE);
    expect(visual?.querySelector('.invisible')?.textContent).toBe(
      TAGLINE.slice(typed(container).length),
    );
    expect(container.querySelector('.typing-tagline-caret')).not.toBeNull();
  });
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
