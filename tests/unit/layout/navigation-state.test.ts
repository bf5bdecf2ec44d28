import {
  initialMobileMenuState,
  isCurrentRoute,
  isHeaderCompact,
  mobileMenuReducer,
  type MobileMenuAction,
  type MobileMenuState,
} from '@/lib/browser/navigation-state';

const run = (...actions: MobileMenuAction[]): MobileMenuState =>
  actions.reduce(mobileMenuReducer, initialMobileMenuState);

describe('header compact state', () => {
  it('turns compact only once scrolled more than 50 px', () => {
    expect(isHeaderCompact(0)).toBe(false);
    expect(isHeaderCompact(50)).toBe(false);
    expect(isHeaderCompact(51)).toBe(true);
    expect(isHeaderCompact(2000)).toBe(true);
  });
});

describe('current route', () => {
  it('highlights Home only on the home page', () => {
    expect(isCurrentRoute('/', '/')).toBe(true);
    expect(isCurrentRoute('/about', '/')).toBe(false);
  });

  it('highlights an entry on its page and on its sub-pages, not on look-alike paths', () => {
    expect(isCurrentRoute('/research', '/research')).toBe(true);
    expect(isCurrentRoute('/research/phage-therapy-advances', '/research')).toBe(true);
    expect(isCurrentRoute('/research-notes', '/research')).toBe(false);
    expect(isCurrentRoute('/blogs/phage-vs-antibiotics', '/blogs')).toBe(true);
    expect(isCurrentRoute('/books', '/blogs')).toBe(false);
  });

  it('ignores hashes, queries and trailing slashes', () => {
    expect(isCurrentRoute('/phages/', '/phages#phage-categories')).toBe(true);
    expect(isCurrentRoute('/research', '/research?tab=1')).toBe(true);
  });
});

describe('mobile menu state', () => {
  it('starts closed with no sub-menu expanded', () => {
    expect(initialMobileMenuState).toEqual({ open: false, expanded: [] });
  });

  it('the menu button toggles the dropdown', () => {
    expect(run({ type: 'toggle-menu' }).open).toBe(true);
    expect(run({ type: 'toggle-menu' }, { type: 'toggle-menu' }).open).toBe(false);
  });

  it('sub-menus expand and collapse independently', () => {
    const state = run(
      { type: 'toggle-menu' },
      { type: 'toggle-sub-menu', path: '/research' },
      { type: 'toggle-sub-menu', path: '/phages' },
    );
    expect(state.expanded).toEqual(['/research', '/phages']);
    expect(
      mobileMenuReducer(state, { type: 'toggle-sub-menu', path: '/research' }).expanded,
    ).toEqual(['/phages']);
  });

  it.each<MobileMenuAction>([{ type: 'toggle-menu' }, { type: 'close-menu' }])(
    'closing the menu (%o) collapses every sub-menu',
    (close) => {
      const state = run(
        { type: 'toggle-menu' },
        { type: 'toggle-sub-menu', path: '/research' },
        { type: 'toggle-sub-menu', path: '/blogs' },
        close,
      );
      expect(state).toEqual({ open: false, expanded: [] });
      // Re-opening shows every sub-menu collapsed.
      expect(mobileMenuReducer(state, { type: 'toggle-menu' })).toEqual({
        open: true,
        expanded: [],
      });
    },
  );

  it('back navigation closes the menu and clears open sub-items', () => {
    const state = run(
      { type: 'toggle-menu' },
      { type: 'toggle-sub-menu', path: '/phages' },
      { type: 'history-back' },
    );
    expect(state).toEqual({ open: false, expanded: [] });
  });

  it('closes when the window is 768 px wide or more, not below', () => {
    const open = run({ type: 'toggle-menu' }, { type: 'toggle-sub-menu', path: '/research' });
    expect(mobileMenuReducer(open, { type: 'window-resized', width: 767 })).toBe(open);
    expect(mobileMenuReducer(open, { type: 'window-resized', width: 768 })).toEqual({
      open: false,
      expanded: [],
    });
  });

  it('keeps the same state object when nothing changes (no needless re-render)', () => {
    expect(mobileMenuReducer(initialMobileMenuState, { type: 'close-menu' })).toBe(
      initialMobileMenuState,
    );
    expect(mobileMenuReducer(initialMobileMenuState, { type: 'window-resized', width: 1280 })).toBe(
      initialMobileMenuState,
    );
  });
});
