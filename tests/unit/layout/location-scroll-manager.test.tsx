import { fireEvent, render, screen } from '@testing-library/react';
import { FooterLink } from '@/components/layout/footer-link';
import { LocationScrollManager } from '@/components/layout/location-scroll-manager';
import { writeSearch } from '@/lib/browser/location-search';

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  mockPathname = '/';
  sessionStorage.clear();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

const navigate = (url: string) => {
  window.history.pushState(null, '', url);
  const parsed = new URL(url, window.location.href);
  mockPathname = parsed.pathname;
};

/** The manager beside a footer link to /terms. */
const withFooterLink = () => (
  <>
    <LocationScrollManager />
    <FooterLink href="/terms">Terms of Service</FooterLink>
  </>
);
/** That link, its clicks kept from navigating jsdom. */
const footerLink = () => {
  const link = screen.getByRole('link', { name: 'Terms of Service' });
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
};

describe('<LocationScrollManager>', () => {
  it('leaves the first load alone, then scrolls to the top on each path change', () => {
    const view = render(<LocationScrollManager />);
    expect(scrollTo).not.toHaveBeenCalled();
    navigate('/about');
    view.rerender(<LocationScrollManager />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('reacts to a query change the Navigation API reports', async () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      render(<LocationScrollManager />);
      navigate('/?q=phage');
      navigation.dispatchEvent(new Event('currententrychange'));
      await Promise.resolve();
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });

  it('without the Navigation API, hears a link to a part of the page and Back', async () => {
    render(
      <>
        <LocationScrollManager />
        <h2 id="methods">Methods</h2>
      </>,
    );
    window.history.pushState(null, '', '/#methods');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await Promise.resolve();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('methods'));
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('an address heard twice scrolls once; one the page writes for itself (a search) not at all', async () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    const heard = async () => {
      navigation.dispatchEvent(new Event('currententrychange'));
      await Promise.resolve();
    };
    try {
      render(<LocationScrollManager />);
      writeSearch('?q=phage', 'push');
      await heard();
      expect(scrollTo).not.toHaveBeenCalled();
      navigate('/?q=lysogeny');
      await heard();
      await heard();
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });

  it('a click with a modifier key is the browser’s (a new tab or window): no scroll here', () => {
    render(<FooterLink href="/terms">Terms of Service</FooterLink>);
    const link = footerLink();
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])
      fireEvent.click(link, { [key]: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a footer link to the page one is on glides to its top, and asks nothing of the next page', () => {
    mockPathname = '/terms';
    const view = render(withFooterLink());
    fireEvent.click(footerLink());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    navigate('/about');
    view.rerender(<LocationScrollManager />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('a footer link asks for a smooth scroll to the top of the next page', () => {
    const view = render(withFooterLink());
    fireEvent.click(footerLink());
    // It starts gliding up at once…
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    // …and the new page's top scroll keeps it smooth.
    navigate('/terms');
    view.rerender(withFooterLink());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});
