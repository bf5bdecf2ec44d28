import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroPause } from '@/components/home/hero-pause';
import { HeroVideo } from '@/components/home/hero-video';
import { installIdleQueue, setReadyState, type IdleQueue } from '../idle-queue';
import { installIntersectionObserver } from './intersection-observer';
import { mockReducedMotion } from './match-media';

const SOURCES = [
  { src: '/media/hero-loop.webm', type: 'video/webm' },
  { src: '/media/hero-loop.mp4', type: 'video/mp4' },
];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let idle: IdleQueue;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  idle = installIdleQueue();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const becomeIdle = () => act(() => idle.becomeIdle());

function renderHero({ reducedMotion = false, readyState = 'complete' as DocumentReadyState } = {}) {
  mockReducedMotion(reducedMotion);
  setReadyState(readyState);
  const { container, unmount } = render(
    <HeroVideo poster="/media/hero-poster.avif" sources={SOURCES} />,
  );
  return { video: () => container.querySelector('video'), unmount };
}

test('the server HTML and the hydration pass hold no <video>: only the poster picture shows', () => {
  const { video } = renderHero();
  expect(video()).toBeNull();
});

test('once created, a video hidden from assistive technology, never autoplaying, WebM before MP4', () => {
  const { video } = renderHero();
  becomeIdle();
  const element = video()!;
  // Muted, looping, inline, from its poster, preloading nothing: tests/e2e/home.spec.ts, on the
  // built page, where it also plays.
  expect(element).toHaveAttribute('aria-hidden', 'true');
  // Hidden from assistive technology, so out of the keyboard's way too.
  expect(element).toHaveAttribute('tabindex', '-1');
  expect(element).not.toHaveAttribute('autoplay');
  expect([...element.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
    'video/webm',
    'video/mp4',
  ]);
});

test('is created and starts only once the page has loaded and the browser is idle', () => {
  const { video } = renderHero({ readyState: 'interactive' });
  becomeIdle();
  expect(video()).toBeNull();
  expect(play).not.toHaveBeenCalled();
  setReadyState('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  // Loaded, but hydration may still be running: the loop waits for an idle moment (at most 2 s).
  expect(video()).toBeNull();
  expect(idle.options).toEqual([{ timeout: 2_000 }]);
  becomeIdle();
  expect(video()).not.toBeNull();
  expect(play).toHaveBeenCalledTimes(1);
});

test('leaving the page before it is idle cancels the start', () => {
  const { unmount } = renderHero();
  expect(idle.pending.size).toBe(1);
  unmount();
  expect(idle.pending.size).toBe(0);
  becomeIdle();
  expect(play).not.toHaveBeenCalled();
});

test('leaving the page while it plays pauses it', () => {
  const { unmount } = renderHero();
  becomeIdle();
  expect(play).toHaveBeenCalledTimes(1);
  unmount();
  expect(pause).toHaveBeenCalled();
});

test('plays while on screen and pauses off it, following the last of a batch of changes', () => {
  const observer = installIntersectionObserver();
  try {
    const { video } = renderHero();
    becomeIdle();
    const element = video();
    if (!element) throw new Error('no video');
    expect(play).not.toHaveBeenCalled();
    act(() => observer.deliver(element, true, false));
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => observer.deliver(element, false, true));
    expect(play).toHaveBeenCalledTimes(1);
  } finally {
    observer.uninstall();
  }
});

test('is never created under reduced motion', () => {
  const { video } = renderHero({ reducedMotion: true });
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  becomeIdle();
  expect(video()).toBeNull();
  expect(play).not.toHaveBeenCalled();
  expect(idle.pending.size).toBe(0);
});

test('the hero’s pause takes the video away, the poster showing, and brings it back', () => {
  mockReducedMotion(false);
  setReadyState('complete');
  const { container } = render(
    <>
      <HeroVideo poster="/media/hero-poster.avif" sources={SOURCES} />
      <HeroPause />
    </>,
  );
  becomeIdle();
  expect(container.querySelector('video')).not.toBeNull();
  const button = screen.getByRole('button', { name: 'Pause the background video and tagline' });
  fireEvent.click(button);
  expect(container.querySelector('video')).toBeNull();
  expect(pause).toHaveBeenCalled();
  fireEvent.click(button);
  expect(container.querySelector('video')).not.toBeNull();
});

test('under reduced motion nothing moves, so there is no pause to offer', () => {
  mockReducedMotion(true);
  render(<HeroPause />);
  expect(screen.queryByRole('button')).toBeNull();
});
