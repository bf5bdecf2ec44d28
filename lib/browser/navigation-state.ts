/** The mobile menu closes once the desktop navigation shows. */
export const MOBILE_MENU_CLOSE_MIN_WIDTH_PX = 768;

export const HEADER_COMPACT_AFTER_PX = 50;

export function isHeaderCompact(scrollY: number): boolean {
  return scrollY > HEADER_COMPACT_AFTER_PX;
}

function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** Home is current only on "/"; any other entry on its own path and below it. */
export function isCurrentRoute(pathname: string, itemPath: string): boolean {
  const current = pathOf(pathname);
  const target = pathOf(itemPath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

export interface MobileMenuState {
  open: boolean;
  expanded: readonly string[];
}

export type MobileMenuAction =
  | { type: 'toggle-menu' }
  | { type: 'close-menu' }
  | { type: 'toggle-sub-menu'; path: string }
  | { type: 'history-back' }
  | { type: 'window-resized'; width: number };

export const initialMobileMenuState: MobileMenuState = { open: false, expanded: [] };
const closed = initialMobileMenuState;

export function mobileMenuReducer(
  state: MobileMenuState,
  action: MobileMenuAction,
): MobileMenuState {
  switch (action.type) {
    case 'toggle-menu':
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
