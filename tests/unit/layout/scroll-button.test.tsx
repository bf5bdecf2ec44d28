import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollButton } from '@/components/layout/scroll-button';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { scrollButtonMode } from '@/components/layout/scroll-button-mode';

describe('scroll button rule', () => {
  it('points up past 0.3 of the scrollable height, down otherwise', () => {
    // Scrollable height = 3000 - 1000 = 2000; 0.3 of it is 600 px.
    expect(scrollButtonMode(0, 3000, 1000)).toBe('bottom');
    expect(scrollButtonMode(600, 3000, 1000)).toBe('bottom');
    expect(scrollButtonMode(601, 3000, 1000)).toBe('top');
    expect(scrollButtonMode(2000, 3000, 1000)).toBe('top');
  });

  it('points down on a page that does not scroll', () => {
    expect(scrollButtonMode(0, 800, 800)).toBe('bottom');
    expect(scrollButtonMode(0, 700, 800)).toBe('bottom');
    // A rubber-band pull past the end of such a page (iOS) reports a scroll of its own.
    expect(scrollButtonMode(40, 800, 800)).toBe('bottom');
  });
});

describe('<ScrollButton>', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 3000,
      configurable: true,
    });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  });

  afterEach(() => jest.useRealTimers());

  it('is hidden while the page does not scroll at all', () => {
    // Exactly one screen high.
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 1000,
      configurable: true,
    });
    render(<ScrollButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('past 0.3 of the way down it offers Scroll to top, gliding to 0; it measures once a frame', () => {
    const measured = jest.fn(() => 3000);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      get: measured,
      configurable: true,
    });
    render(<ScrollButton />);
    const button = screen.getByRole('button', { name: 'Scroll to bottom' });
    expect(button).toHaveAttribute('title', 'Scroll to bottom');
    const down = button.innerHTML;
    measured.mockClear();
    window.scrollY = 601;
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(button).toHaveAccessibleName('Scroll to bottom');
    act(() => jest.advanceTimersToNextFrame());
    expect(measured).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Scroll to top');
    expect(button).toHaveAttribute('title', 'Scroll to top');
    // Its arrow turns with it.
    expect(button.innerHTML).toBe(
      render(<ArrowUpIcon width={20} height={20} />).container.innerHTML,
    );
    expect(down).toBe(render(<ArrowDownIcon width={20} height={20} />).container.innerHTML);
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    window.scrollY = 600;
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersToNextFrame());
    expect(button).toHaveAccessibleName('Scroll to bottom');
  });

  it('appears when content arriving after load makes a short page scroll', () => {
    let grown: () => void = () => {};
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        grown = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 900,
      configurable: true,
    });
    try {
      render(<ScrollButton />);
      expect(screen.queryByRole('button')).toBeNull();
      Object.defineProperty(document.documentElement, 'scrollHeight', {
        value: 3000,
        configurable: true,
      });
      act(() => grown());
      act(() => jest.advanceTimersToNextFrame());
      expect(screen.getByRole('button', { name: 'Scroll to bottom' })).toBeVisible();
    } finally {
      // @ts-expect-error jsdom has no ResizeObserver; restore that
      delete window.ResizeObserver;
    }
  });

  it('honours reduced motion by jumping instead of gliding', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as typeof window.matchMedia;
    render(<ScrollButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to bottom' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 3000, behavior: 'instant' });
    // @ts-expect-error jsdom has no matchMedia; restore that
    delete window.matchMedia;
  });
});
