import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StripSection, uniqueImages } from '@/components/home/strip-section';
import {
  PX_PER_REFERENCE_FRAME,
  REFERENCE_FRAME_MS,
  RESUME_DELAY_MS,
  SPEED_DIVISOR,
  SPEED_FACTOR,
} from '@/components/home/strip-motion';
import { galleryImages } from '@/content/gallery';
import { labStrip, microscopeStrip } from '@/content/home';
import { installIdleQueue, type IdleQueue } from '../idle-queue';
import { installIntersectionObserver } from './intersection-observer';
import { mockReducedMotion } from './match-media';

const { plaqueAssay, temPhages, gramStain } = galleryImages;
/** 9 px/s: 1.2 / 8 px per 60 Hz frame. */
const PX_PER_SECOND = (SPEED_FACTOR / SPEED_DIVISOR) * 60;

/** Replaces jsdom's inert scrollLeft with one that remembers what the strip writes. */
function trackScrollLeft(element: HTMLElement, initial = 0) {
  const state = { value: initial, writes: 0 };
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => state.value,
    set: (next: number) => {
      state.value = next;
      state.writes += 1;
    },
  });
  return state;
}

/**
 * One act() per call: a state change made by a timer (the 100 ms resume) restarts the animation
 * loop only once React commits, at the end of the act, so resume and motion take two calls.
 */
function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const becomeIdle = () => act(() => idle.becomeIdle());

/** The home page's microscope strip, showing `images`. */
const microscope = (images = [plaqueAssay, temPhages, gramStain]) => (
  <StripSection content={{ ...microscopeStrip, images, label: 'Microscope gallery' }} />
);

/** A strip on a page that has loaded and gone idle, when it may move. */
function renderStrip() {
  render(microscope());
  becomeIdle();
  const region = screen.getByRole('region', { name: 'Microscope gallery' });
  return { region, scroll: trackScrollLeft(region) };
}

let idle: IdleQueue;
beforeEach(() => {
  jest.useFakeTimers();
  idle = installIdleQueue();
});
afterEach(() => jest.useRealTimers());

describe('uniqueImages', () => {
  test('removes repeated images, keeping the first of each in order', () => {
    expect(uniqueImages([plaqueAssay, temPhages, plaqueAssay, gramStain, temPhages])).toEqual([
      plaqueAssay,
      temPhages,
      gramStain,
    ]);
  });

  test('the home strips pick their images in order', () => {
    expect(microscopeStrip.images.map((image) => image.src)).toEqual(
      [
        'plaque-assay',
        'tem-phages',
        'gram-stain',
        'fluorescence',
        'biofilm-sem',
        'capsid-cryo-em',
      ].map((name) => `/images/gallery/${name}.webp`),
    );
    expect(labStrip.images.map((image) => image.src)).toEqual(
      [
        'petri-dishes',
        'well-plate',
        'sequencing-trace',
        'gel-electrophoresis',
        'culture-flasks',
        'genome-map',
      ].map((name) => `/images/gallery/${name}.webp`),
    );
  });
});

test('the speed constants are the product’s values, in px per 60 Hz frame', () => {
  expect(SPEED_FACTOR).toBe(1.2);
  expect(SPEED_DIVISOR).toBe(8);
  expect(PX_PER_REFERENCE_FRAME).toBeCloseTo(0.15, 10);
  expect(REFERENCE_FRAME_MS).toBeCloseTo(16.667, 3);
  expect(RESUME_DELAY_MS).toBe(100);
});

describe('rendering', () => {
  beforeEach(() => mockReducedMotion(false));

  test('the server renders each picture once; the repeat run arrives when the strip first moves; the region takes focus', () => {
    const strip = microscope([plaqueAssay, temPhages, plaqueAssay]);
    // Server HTML: one run, no repeat list.
    const html = renderToString(strip);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).not.toContain('data-strip-repeat');

    render(strip);
    // A section named by its heading, around the gallery named by its label.
    expect(screen.getByRole('region', { name: microscopeStrip.title })).toContainElement(
      screen.getByRole('region', { name: 'Microscope gallery' }),
    );
    const region = screen.getByRole('region', { name: 'Microscope gallery' });
    // Keyboard focusable, so it can be scrolled with the arrow keys.
    expect(region).toHaveAttribute('tabindex', '0');
    // Nothing is added while the page is still loading.
    expect(region.querySelector('[data-strip-repeat]')).toBeNull();
    becomeIdle();
    const items = region.querySelectorAll('li');
    expect(items).toHaveLength(4);
    // The repeat is one list hidden from assistive technology: only the first run is announced.
    const repeat = region.querySelector('[data-strip-repeat]');
    expect(repeat).toHaveAttribute('aria-hidden', 'true');
    expect(repeat?.querySelectorAll('li')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([plaqueAssay.alt, temPhages.alt]);
    // Below the fold: lazy, sized at the strip's 320 px with the picture's own 3:2 ratio, and
    // offered at 1× and 2× only (two srcset candidates, not one per configured width).
    for (const img of region.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '213');
      expect(img).not.toHaveAttribute('sizes');
      expect(img.getAttribute('srcset')?.split(', ')).toEqual([
        expect.stringMatching(/&w=384&q=75 1x$/),
        expect.stringMatching(/&w=640&q=75 2x$/),
      ]);
    }
  });
});

describe('on screen', () => {
  beforeEach(() => mockReducedMotion(false));

  test('on screen but the page not yet idle: no repeat run, no motion', () => {
    render(microscope());
    const region = screen.getByRole('region', { name: 'Microscope gallery' });
    const scroll = trackScrollLeft(region);
    advance(2000);
    expect(scroll.writes).toBe(0);
    expect(region.querySelector('[data-strip-repeat]')).toBeNull();
    becomeIdle();
    advance(1000);
    expect(scroll.value).toBeGreaterThan(8);
  });

  test('stays idle below the fold; builds its repeat run and moves once scrolled to, even when that change arrives behind a stale one', () => {
    const observer = installIntersectionObserver();
    try {
      const { region, scroll } = renderStrip();
      // The observer's first report: below the fold.
      act(() => observer.deliver(region, false));
      advance(1000);
      expect(scroll.writes).toBe(0);
      expect(region.querySelector('[data-strip-repeat]')).toBeNull();
      // A busy main thread: "below the fold" and "scrolled to" arrive in one callback.
      act(() => observer.deliver(region, false, true));
      expect(region.querySelector('[data-strip-repeat]')).not.toBeNull();
      advance(1000);
      expect(scroll.value).toBeGreaterThan(0);
      // Scrolled away (then back and away again, in one batch): it stands still.
      act(() => observer.deliver(region, false, true, false));
      const still = scroll.value;
      advance(1000);
      expect(scroll.value).toBe(still);
    } finally {
      observer.uninstall();
    }
  });
});

describe('auto-scroll', () => {
  beforeEach(() => mockReducedMotion(false));

  test('moves continuously at 1.2 / 8 px per 60 Hz frame (9 px/s)', () => {
    const { scroll } = renderStrip();
    advance(1000);
    const afterOneSecond = scroll.value;
    expect(afterOneSecond).toBeGreaterThan(8);
    expect(afterOneSecond).toBeLessThanOrEqual(9);
    advance(2000);
    expect(scroll.value - afterOneSecond).toBeCloseTo(2 * PX_PER_SECOND, 1);
  });

  test.each([
    ['mouse-over', 'the pointer leaves', fireEvent.mouseEnter, fireEvent.mouseLeave],
    ['a touch', 'the touch ends', fireEvent.touchStart, fireEvent.touchEnd],
  ])('pauses on %s and resumes 100 ms after %s', (_, __, start, end) => {
    const { region, scroll } = renderStrip();
    advance(500);
    start(region);
    const paused = scroll.value;
    advance(2000);
    expect(scroll.value).toBe(paused);

    end(region);
    advance(RESUME_DELAY_MS - 1);
    expect(scroll.value).toBe(paused);
    advance(1); // the 100 ms are up: motion restarts on the next frames
    advance(100);
    expect(scroll.value).toBeGreaterThan(paused);
  });

  test('a new touch before the 100 ms are up keeps it paused', () => {
    const { region, scroll } = renderStrip();
    fireEvent.touchStart(region);
    fireEvent.touchEnd(region);
    advance(60);
    fireEvent.touchStart(region);
    const paused = scroll.value;
    advance(1000);
    expect(scroll.value).toBe(paused);
  });

  test('continues from where a swipe left it', () => {
    const { region, scroll } = renderStrip();
    fireEvent.touchStart(region);
    scroll.value = 240; // the visitor swiped
    fireEvent.touchEnd(region);
    advance(RESUME_DELAY_MS);
    advance(1000);
    expect(scroll.value).toBeGreaterThan(240);
    expect(scroll.value).toBeLessThan(250);
  });

  // 96 px of leading padding, three unique images 336 px apart: the repeat starts 1104 px in.
  test.each([
    // 1103.5 + ~4.5 px of motion - 1008 px: the same picture, one run earlier.
    ['jumps back by exactly one run when the repeat reaches the left edge', 1103.5, 500, 96, 104],
    ['does not jump before the repeat reaches the left edge', 1050, 1000, 1050, 1104],
  ])('%s (seamless loop)', (_, from, ms, above, below) => {
    const { region, scroll } = renderStrip();
    region
      .querySelectorAll<HTMLElement>('[data-strip-item]')
      .forEach((item, index) =>
        Object.defineProperty(item, 'offsetLeft', { configurable: true, value: 96 + index * 336 }),
      );
    fireEvent.mouseEnter(region);
    scroll.value = from;
    fireEvent.mouseLeave(region);
    advance(RESUME_DELAY_MS);
    advance(ms);
    expect(scroll.value).toBeGreaterThan(above);
    expect(scroll.value).toBeLessThan(below);
  });

  test('the Pause button stops and restarts the motion', () => {
    const { scroll } = renderStrip();
    const toggle = screen.getByRole('button', { name: 'Pause the microscope gallery' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const paused = scroll.value;
    advance(2000);
    expect(scroll.value).toBe(paused);
    fireEvent.click(toggle);
    advance(500);
    expect(scroll.value).toBeGreaterThan(paused);
  });
});

describe('with reduced motion', () => {
  beforeEach(() => mockReducedMotion(true));

  test('never moves by itself, offers no Pause button and builds no repeat run', () => {
    const { region, scroll } = renderStrip();
    advance(5000);
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(scroll.writes).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(region.querySelector('[data-strip-repeat]')).toBeNull();
    expect(region.querySelectorAll('li')).toHaveLength(3);
  });
});
