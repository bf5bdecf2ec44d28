import { fireEvent, render, screen } from '@testing-library/react';
import { FooterLink } from '@/components/layout/footer-link';
import { LocationScrollManager } from '@/components/layout/location-scroll-manager';

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

  it('a footer link asks for a smooth scroll to the top of the next page', () => {
    const view = render(
      <>
        <LocationScrollManager />
        <FooterLink href="/terms">Terms of Service</FooterLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    // It starts gliding up at once…
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    // …and the new page's top scroll keeps it smooth.
    navigate('/terms');
    view.rerender(
      <>
        <LocationScrollManager />
        <FooterLink href="/terms">Terms of Service</FooterLink>
      </>,
    );
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});
