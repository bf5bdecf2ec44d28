import { act, render } from '@testing-library/react';
import { HeroVideo } from '@/components/home/hero-video';
import { mockReducedMotion } from './match-media';

const SOURCES = [
  { src: '/media/hero-loop.webm', type: 'video/webm' },
  { src: '/media/hero-loop.mp4', type: 'video/mp4' },
];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

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

test('starts only after the page has loaded', () => {
  mockReducedMotion(false);
  setReadyState('interactive');
  renderVideo();
  expect(play).not.toHaveBeenCalled();
  setReadyState('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  expect(play).toHaveBeenCalledTimes(1);
});

test('plays at once when mounted after load', () => {
  mockReducedMotion(false);
  setReadyState('complete');
  renderVideo();
  expect(play).toHaveBeenCalledTimes(1);
});

test('never plays under reduced motion', () => {
  mockReducedMotion(true);
  setReadyState('complete');
  renderVideo();
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  expect(play).not.toHaveBeenCalled();
  expect(pause).toHaveBeenCalled();
});
