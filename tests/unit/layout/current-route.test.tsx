import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

/** The desktop icons and the opened mobile menu: the same entries, for two screen widths. */
async function navigations() {
  render(<SiteHeader />);
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await userEvent.setup().click(menuButton);
  const mobile = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
  const desktop = screen.getAllByRole('navigation').find((nav) => nav !== mobile)!;
  return { desktop: within(desktop), mobile: within(mobile) };
}

describe('the current page in the navigation', () => {
  it('the mobile menu marks an entry as the desktop icons do: "page" on it, "true" below it', async () => {
    mockPathname = '/research/phage-therapy-advances';
    const { desktop, mobile } = await navigations();
    expect(desktop.getByRole('link', { name: 'Research' })).toHaveAttribute('aria-current', 'true');
    expect(mobile.getByRole('link', { name: 'Research' })).toHaveAttribute('aria-current', 'true');
  });

  it('a sub-item on its own page says "page" in both menus; a link to a part of a page never', async () => {
    mockPathname = '/research/phage-therapy-advances';
    const { desktop, mobile } = await navigations();
    // The mobile sub-menu's entries mount once it is expanded.
    await userEvent.setup().click(mobile.getByRole('button', { name: /Research/ }));
    for (const nav of [desktop, mobile]) {
      expect(nav.getByRole('link', { name: 'Phage Therapy' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(nav.getByRole('link', { name: 'Publications' })).not.toHaveAttribute('aria-current');
    }
  });

  it('on an entry’s own page both say "page"', async () => {
    mockPathname = '/books';
    const { desktop, mobile } = await navigations();
    for (const nav of [desktop, mobile])
      expect(nav.getByRole('link', { name: 'Books' })).toHaveAttribute('aria-current', 'page');
  });
});
