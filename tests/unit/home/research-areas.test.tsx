import { fireEvent, render, screen, within } from '@testing-library/react';
import { ResearchCarousel } from '@/components/home/research-carousel';
import { ResearchAreas } from '@/components/home/research-areas';
import { researchAreas } from '@/content/home';
import { routes } from '@/lib/routes';
import { mockReducedMotion } from './match-media';

const SPEC_TITLES = [
  'Bacteriophage Therapy',
  'Clinical Microbiology',
  'Molecular Diagnostics',
  'Antimicrobial Resistance',
  'Biofilm Reduction',
  'Public Health Microbiology',
];

/** jsdom does no layout: give the track a size and a scroll position the test controls. */
function layoutTrack(track: HTMLElement, { scrollWidth = 2040, clientWidth = 1088 } = {}) {
  const state = { scrollLeft: 0 };
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => state.scrollLeft,
    set: (value: number) => (state.scrollLeft = value),
  });
  const scrollBy = jest.fn();
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  return { state, scrollBy };
}

function renderCarousel() {
  render(
    <ResearchCarousel
      header={<h2>Research Areas</h2>}
      labels={{
        list: 'Research areas',
        previous: 'Previous research areas',
        next: 'Next research areas',
      }}
    >
      {SPEC_TITLES.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ResearchCarousel>,
  );
  const track = screen.getByRole('list', { name: 'Research areas' });
  const previous = screen.getByRole('button', { name: 'Previous research areas' });
  const next = screen.getByRole('button', { name: 'Next research areas' });
  const layout = layoutTrack(track);
  fireEvent.scroll(track); // the carousel re-measures on scroll
  return { track, previous, next, ...layout };
}

describe('research area content', () => {
  test('six cards in their fixed order, each linking to /phages or /research', () => {
    expect(researchAreas.map((area) => area.title)).toEqual(SPEC_TITLES);
    for (const area of researchAreas) {
      expect(['/phages', '/research']).toContain(routes[area.route]);
      expect(area.description.length).toBeGreaterThan(40);
      expect(area.colorClass).toMatch(/^bg-[\w-]+ text-[\w-]+$/);
      expect(area.icon).toBeTruthy();
    }
    expect(new Set(researchAreas.map((area) => area.icon)).size).toBe(6);
  });
});

describe('ResearchAreas section', () => {
  beforeEach(() => mockReducedMotion(false));

  test('renders every card with icon, title link, description and colour class', () => {
    render(<ResearchAreas />);
    const list = screen.getByRole('list', { name: 'Research areas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    items.forEach((item, index) => {
      const area = researchAreas[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(area.title);
      expect(within(item).getByRole('link', { name: area.title })).toHaveAttribute(
        'href',
        routes[area.route],
      );
      expect(within(item).getByText(area.description)).toBeInTheDocument();
      expect(item.querySelector('svg')).not.toBeNull();
      expect(item.querySelector(`.${area.colorClass.split(' ')[0]}`)).not.toBeNull();
    });
    // A landmark named by its own heading, as a screen reader's list of regions shows it.
    expect(screen.getByRole('region', { name: 'Research Areas' })).toContainElement(list);
  });
});

describe('ResearchCarousel', () => {
  describe('with motion allowed', () => {
    beforeEach(() => mockReducedMotion(false));

    test('the buttons scroll the track by one card width, +320 and -320, smoothly', () => {
      const { track, previous, next, state, scrollBy } = renderCarousel();
      fireEvent.click(next);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });

      state.scrollLeft = 320;
      fireEvent.scroll(track);
      fireEvent.click(previous);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
      expect(scrollBy).toHaveBeenCalledTimes(2);
    });

    test('"Previous" is disabled at the start and "Next" at the end', () => {
      const { track, previous, next, state } = renderCarousel();
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(next).toHaveAttribute('aria-disabled', 'false');

      state.scrollLeft = 320;
      fireEvent.scroll(track);
      expect(previous).toHaveAttribute('aria-disabled', 'false');
      expect(next).toHaveAttribute('aria-disabled', 'false');

      state.scrollLeft = 2040 - 1088; // the last card is fully in view
      fireEvent.scroll(track);
      expect(previous).toHaveAttribute('aria-disabled', 'false');
      expect(next).toHaveAttribute('aria-disabled', 'true');

      state.scrollLeft = 951.5; // sub-pixel short of the end still counts as the end
      fireEvent.scroll(track);
      expect(next).toHaveAttribute('aria-disabled', 'true');
    });

    test('within 2 px of an end counts as the end; 3 px does not', () => {
      const { track, previous, next, state } = renderCarousel();
      const at = (scrollLeft: number) => {
        state.scrollLeft = scrollLeft;
        fireEvent.scroll(track);
        return [previous, next].map((button) => button.getAttribute('aria-disabled'));
      };
      expect(at(2)).toEqual(['true', 'false']);
      expect(at(3)).toEqual(['false', 'false']);
      expect(at(2040 - 1088 - 2)).toEqual(['false', 'true']);
      expect(at(2040 - 1088 - 3)).toEqual(['false', 'false']);
    });

    test('a wider window that shows every card disables "Next" without a scroll', () => {
      const { track, next } = renderCarousel();
      expect(next).toHaveAttribute('aria-disabled', 'false');
      Object.defineProperty(track, 'clientWidth', { configurable: true, value: 2040 });
      fireEvent(window, new Event('resize'));
      expect(next).toHaveAttribute('aria-disabled', 'true');
    });

    test('a button at its end keeps the focus and scrolls nothing', () => {
      const { track, next, state, scrollBy } = renderCarousel();
      state.scrollLeft = 2040 - 1088;
      fireEvent.scroll(track);
      next.focus();
      fireEvent.click(next);
      expect(scrollBy).not.toHaveBeenCalled();
      expect(next).not.toBeDisabled();
      expect(next).toHaveFocus();
    });

    test('the buttons are labelled and control the track', () => {
      const { track, previous, next } = renderCarousel();
      expect(track).toHaveAttribute('id', 'research-areas-track');
      expect(previous).toHaveAttribute('aria-controls', 'research-areas-track');
      expect(next).toHaveAttribute('aria-controls', 'research-areas-track');
    });
  });

  describe('with reduced motion', () => {
    beforeEach(() => mockReducedMotion(true));

    test('the buttons jump instead of animating', () => {
      const { next, scrollBy } = renderCarousel();
      fireEvent.click(next);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'instant' });
    });
  });
});
