import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { navigation } from '@/lib/routes';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobileNav = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('header', () => {
  it('is one fixed banner with the brand, desktop icons and the mobile menu button', () => {
    render(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('fixed', 'h-header');
    expect(within(header).getByRole('link', { name: 'Phages & Biomes home' })).toHaveAttribute(
      'href',
      '/',
    );
    // Every navigation entry is a desktop icon link named by its accessible label.
    for (const item of navigation) {
      expect(within(header).getByRole('link', { name: item.ariaLabel })).toHaveAttribute(
        'href',
        item.path,
      );
    }
  });
});

describe('desktop navigation', () => {
  it('lists every sub-item under its entry, reachable with Tab', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const research = screen.getByRole('link', { name: 'Research' });
    const item = research.closest('li')!;
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/research',
      '/research/phage-therapy-advances',
      '/research/microbiome-gut-health',
      '/research#publications',
    ]);
    research.focus();
    await user.tab();
    expect(within(item).getByRole('link', { name: 'Phage Therapy' })).toHaveFocus();
  });

  it('Escape closes the panel and returns focus to the entry until focus leaves it', () => {
    render(<SiteHeader />);
    const research = screen.getByRole('link', { name: 'Research' });
    const item = research.closest('li')!;
    const sub = within(item).getByRole('link', { name: 'Publications' });
    sub.focus();
    fireEvent.keyDown(sub, { key: 'Escape' });
    expect(item).toHaveAttribute('data-dismissed', 'true');
    expect(research).toHaveFocus();
    fireEvent.blur(research, { relatedTarget: screen.getByRole('link', { name: 'Books' }) });
    expect(item).not.toHaveAttribute('data-dismissed');
    fireEvent.keyDown(research, { key: 'Escape' });
    fireEvent.pointerLeave(item);
    expect(item).not.toHaveAttribute('data-dismissed');
  });
});

describe('mobile menu', () => {
  it('the menu button toggles the dropdown (aria-expanded, aria-controls)', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeVisible();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav()).toBeVisible();
    expect(mobileNav()).toHaveClass('mobile-menu');
    await user.click(menuButton());
    expect(mobileNav()).not.toBeVisible();
  });

  it('each entry with sub-items has its own toggle; closing the menu collapses them all', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    const nav = within(mobileNav());
    const toggles = nav.getAllByRole('button');
    expect(toggles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Research sub-menu',
      'Phages sub-menu',
      'Blogs sub-menu',
    ]);
    const research = nav.getByRole('button', { name: 'Research sub-menu' });
    const phages = nav.getByRole('button', { name: 'Phages sub-menu' });
    const researchList = document.getElementById(research.getAttribute('aria-controls')!)!;
    const phagesList = document.getElementById(phages.getAttribute('aria-controls')!)!;
    expect(researchList).not.toBeVisible();

    await user.click(research);
    expect(research).toHaveAttribute('aria-expanded', 'true');
    expect(researchList).toBeVisible();
    expect(within(researchList).getByRole('link', { name: 'Phage Therapy' })).toBeVisible();
    expect(phagesList).not.toBeVisible();
    await user.click(phages);
    expect(phagesList).toBeVisible();
    await user.click(research);
    expect(researchList).not.toBeVisible();
    expect(phagesList).toBeVisible();

    await user.click(menuButton()); // close
    await user.click(menuButton()); // reopen: the entries are mounted again, all collapsed
    const reopened = nav.getByRole('button', { name: 'Phages sub-menu' });
    expect(reopened).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(reopened.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('holds no entries while closed (they mount when it opens)', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    expect(mobileNav()).toBeEmptyDOMElement();
    await user.click(menuButton());
    expect(within(mobileNav()).getAllByRole('link').length).toBeGreaterThan(5);
    await user.click(menuButton());
    expect(mobileNav()).toBeEmptyDOMElement();
  });

  it('Escape closes it and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });
});

describe('mobile menu: what closes it', () => {
  /** Opens the menu; a link followed in the test stays on the page (the router is not mounted). */
  async function openMenu() {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    return user;
  }
  const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true';
  const stayOnPage = (event: Event) => event.preventDefault();
  let scrollTo: jest.SpyInstance;
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 390; // a phone's: the menu shows below 768 px
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.addEventListener('click', stayOnPage, true);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    document.removeEventListener('click', stayOnPage, true);
    window.innerWidth = width;
  });

  it('a key other than Escape leaves it open', async () => {
    const user = await openMenu();
    await user.keyboard('a{ArrowDown}{Shift}');
    expect(isOpen()).toBe(true);
  });

  it('Back or Forward closes it', async () => {
    await openMenu();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(isOpen()).toBe(false);
  });

  it('a window widened to the desktop navigation closes it; narrower, it stays', async () => {
    await openMenu();
    window.innerWidth = 767;
    act(() => window.dispatchEvent(new Event('resize')));
    expect(isOpen()).toBe(true);
    window.innerWidth = 768;
    act(() => window.dispatchEvent(new Event('resize')));
    expect(isOpen()).toBe(false);
  });

  it('widened with focus inside, focus goes to the same entry of the desktop navigation, not the page', async () => {
    const desktopNav = () => screen.getByRole('banner').querySelector('.nav-item')!.closest('nav')!;
    const widen = () => {
      window.innerWidth = 768;
      act(() => window.dispatchEvent(new Event('resize')));
      window.innerWidth = 390;
    };
    const user = await openMenu();
    await user.click(within(mobileNav()).getByRole('button', { name: 'Research sub-menu' }));
    act(() => within(mobileNav()).getByRole('link', { name: 'Publications' }).focus());
    widen();
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(
      within(desktopNav()).getByRole('link', { name: 'Research' }),
    );

    // The browser may drop focus from the hidden menu before the resize event: the same entry.
    await user.click(menuButton());
    await user.click(within(mobileNav()).getByRole('button', { name: 'Research sub-menu' }));
    const publications = within(mobileNav()).getByRole('link', { name: 'Publications' });
    act(() => publications.focus());
    window.innerWidth = 768;
    act(() => publications.blur());
    window.innerWidth = 390;
    expect(document.activeElement).toBe(
      within(desktopNav()).getByRole('link', { name: 'Research' }),
    );
    widen();
    expect(isOpen()).toBe(false);

    // From any other control (here the menu's own button), to the theme control where it was.
    await user.click(menuButton());
    act(() => menuButton().focus());
    widen();
    expect(document.activeElement).toBeChecked();
    expect(document.activeElement?.closest('.theme-control')?.parentElement).toBe(
      desktopNav().parentElement,
    );

    // Focus elsewhere on the page stays where it is.
    await user.click(menuButton());
    act(() => screen.getByRole('link', { name: 'Phages & Biomes home' }).focus());
    widen();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Phages & Biomes home' }));
  });

  it('following a page link closes it and starts the page at its top; a link to a part of a page does not scroll', async () => {
    const user = await openMenu();
    await user.click(within(mobileNav()).getByRole('link', { name: 'Blogs' }));
    expect(isOpen()).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    scrollTo.mockClear();
    await user.click(menuButton());
    await user.click(within(mobileNav()).getByRole('button', { name: 'Research sub-menu' }));
    await user.click(within(mobileNav()).getByRole('link', { name: 'Publications' }));
    expect(isOpen()).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a click beside it closes it', async () => {
    const user = await openMenu();
    const backdrop = menuButton().parentElement!.querySelector('[aria-hidden="true"]')!;
    await user.click(backdrop);
    expect(isOpen()).toBe(false);
  });

  it('focus leaving it closes it; focus moving inside it, or to nowhere, does not', async () => {
    await openMenu();
    const first = within(mobileNav()).getAllByRole('link')[0]!;
    fireEvent.blur(menuButton(), { relatedTarget: first });
    expect(isOpen()).toBe(true);
    fireEvent.blur(first, { relatedTarget: null });
    expect(isOpen()).toBe(true);
    fireEvent.blur(first, {
      relatedTarget: screen.getByRole('link', { name: 'Phages & Biomes home' }),
    });
    expect(isOpen()).toBe(false);
  });
});

describe('desktop navigation: what hides a panel', () => {
  it('only Escape hides it, and only leaving that entry shows it again', () => {
    render(<SiteHeader />);
    const research = screen.getByRole('link', { name: 'Research' });
    const item = research.closest('li')!;
    const books = screen.getByRole('link', { name: 'Books' }).closest('li')!;
    const sub = within(item).getByRole('link', { name: 'Publications' });
    sub.focus();
    fireEvent.keyDown(sub, { key: 'Enter' });
    expect(item).not.toHaveAttribute('data-dismissed');
    fireEvent.keyDown(sub, { key: 'Escape' });
    expect(item).toHaveAttribute('data-dismissed', 'true');
    fireEvent.pointerLeave(books);
    expect(item).toHaveAttribute('data-dismissed', 'true');
    fireEvent.pointerLeave(item);
    expect(item).not.toHaveAttribute('data-dismissed');
  });
});
