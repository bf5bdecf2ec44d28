/**
 * Navigation state: which route is current, and the mobile menu's
 * open/closed state with its independently expandable sub-menus.
 */

/** The mobile menu closes once the window is this wide or wider (the desktop navigation shows). */
export const MOBILE_MENU_CLOSE_MIN_WIDTH_PX = 768;

/** The header turns compact once the page is scrolled more than this. */
export const HEADER_COMPACT_AFTER_PX = 50;

export function isHeaderCompact(scrollY: number): boolean {
  return scrollY > HEADER_COMPACT_AFTER_PX;
}

/** The path part of a navigation target ("/research#publications" → "/research"). */
function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/**
 * Whether a navigation entry is the current route: Home only on "/", any other entry on its own
 * path and below it (/research/phage-therapy-advances keeps Research highlighted).
 */
export function isCurrentRoute(pathname: string, itemPath: string): boolean {
  const current = pathOf(pathname);
  const target = pathOf(itemPath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

export interface MobileMenuState {
  open: boolean;
  /** Paths of the entries whose sub-menus are expanded. */
  expanded: readonly string[];
}

export type MobileMenuAction =
  | { type: 'toggle-menu' }
  | { type: 'close-menu' }
  | { type: 'toggle-sub-menu'; path: string }
  /** Back navigation: the menu closes and open sub-items clear. */
  | { type: 'history-back' }
  | { type: 'window-resized'; width: number };

export const initialMobileMenuState: MobileMenuState = { open: false, expanded: [] };

const closed: MobileMenuState = initialMobileMenuState;

export function mobileMenuReducer(
  state: MobileMenuState,
  action: MobileMenuAction,
): MobileMenuState {
  switch (action.type) {
    case 'toggle-menu':
      // Closing collapses every sub-menu; opening starts with all collapsed.
      return state.open ? closed : { open: true, expanded: [] };
    case 'close-menu':
    case 'history-back':
      return state.open || state.expanded.length > 0 ? closed : state;
    case 'toggle-sub-menu':
      return {
        ...state,
        expanded: state.expanded.includes(action.path)
          ? state.expanded.filter((path) => path !== action.path)
          : [...state.expanded, action.path],
      };
    case 'window-resized':
      return action.width >= MOBILE_MENU_CLOSE_MIN_WIDTH_PX && state.open ? closed : state;
  }
}
