import { act, render } from '@testing-library/react';
import { HeroVideo } from '@/components/home/hero-video';
import { mockReducedMotion } from './match-media';

const SOURCES = [
  { src: '/media/hero-loop.webm', type: 'video/webm' },
  { src: '/media/hero-loop.mp4', type: 'video/mp4' },
];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
/** Idle callbacks the component asked for, run by `becomeIdle()`: jsdom has no idle periods. */
let idleQueue: Map<number, IdleRequestCallback>;
let idleOptions: (IdleRequestOptions | undefined)[];

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  idleQueue = new Map();
  idleOptions = [];
  let nextId = 1;
  window.requestIdleCallback = (callback, options) => {
    idleQueue.set(nextId, callback);
    idleOptions.push(options);
    return nextId++;
  };
  window.cancelIdleCallback = (id) => void idleQueue.delete(id);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function becomeIdle() {
  const callbacks = [...idleQueue.values()];
  idleQueue.clear();
  act(() => {
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

function renderVideo() {
  const { container } = render(<HeroVideo poster="/media/hero-poster.avif" sources={SOURCES} />);
  return container.querySelector('video')!;
}

test('a muted, looping, inline, poster-first video that preloads nothing', () => {
  mockReducedMotion(true);
  const video = renderVideo();
  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute('loop');
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).toHaveAttribute('poster', '/media/hero-poster.avif');
  expect(video).not.toHaveAttribute('autoplay');
  expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
    'video/webm',
    'video/mp4',
  ]);
});

test('starts only once the page has loaded and the browser is idle', () => {
  mockReducedMotion(false);
  setReadyState('interactive');
  renderVideo();
  becomeIdle();
  expect(play).not.toHaveBeenCalled();
  setReadyState('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  // Loaded, but hydration may still be running: the loop waits for an idle moment (at most 2 s).
  expect(play).not.toHaveBeenCalled();
  expect(idleOptions).toEqual([{ timeout: 2_000 }]);
  becomeIdle();
  expect(play).toHaveBeenCalledTimes(1);
});

test('mounted after load, it starts at the first idle moment', () => {
  mockReducedMotion(false);
  setReadyState('complete');
  renderVideo();
  expect(play).not.toHaveBeenCalled();
  becomeIdle();
  expect(play).toHaveBeenCalledTimes(1);
});

test('leaving the page before it is idle cancels the start', () => {
  mockReducedMotion(false);
  setReadyState('complete');
  const { unmount } = render(<HeroVideo poster="/media/hero-poster.avif" sources={SOURCES} />);
  expect(idleQueue.size).toBe(1);
  unmount();
  expect(idleQueue.size).toBe(0);
  becomeIdle();
  expect(play).not.toHaveBeenCalled();
});

test('never plays under reduced motion', () => {
  mockReducedMotion(true);
  setReadyState('complete');
  renderVideo();
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  becomeIdle();
  expect(play).not.toHaveBeenCalled();
  expect(pause).toHaveBeenCalled();
});
