'use client';

import { Link, type PathLinkProps } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import {
  createContext,
  use,
  useEffect,
  useId,
  useReducer,
  useRef,
  type ActionDispatch,
  type ReactNode,
} from 'react';
import { CloseIcon, MenuIcon, ChevronDownIcon } from '@/components/ui/icons';
import { shellText } from '@/content/layout';
import { cn } from '@/lib/cn';
import {
  initialMobileMenuState,
  mobileMenuReducer,
  type MobileMenuAction,
  type MobileMenuState,
} from '@/lib/browser/navigation-state';

const MenuContext = createContext<{
  state: MobileMenuState;
  dispatch: ActionDispatch<[MobileMenuAction]>;
} | null>(null);

function useMenu() {
  const value = use(MenuContext);
  if (!value) throw new Error('Mobile menu parts must be rendered inside <MobileMenu>.');
  return value;
}

/** The entries mount only while open (the desktop navigation has the same links for crawlers). */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(mobileMenuReducer, initialMobileMenuState);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'close-menu' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close-menu' });
      buttonRef.current?.focus();
    };
    const listening = new AbortController();
    document.addEventListener('pointerdown', onPointerDown, { signal: listening.signal });
    document.addEventListener('keydown', onKeyDown, { signal: listening.signal });
    return () => listening.abort();
  }, [state.open]);

  useEffect(() => {
    const onPopState = () => dispatch({ type: 'history-back' });
    const onResize = () => dispatch({ type: 'window-resized', width: window.innerWidth });
    const listening = new AbortController();
    window.addEventListener('popstate', onPopState, { signal: listening.signal });
    window.addEventListener('resize', onResize, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const Icon = state.open ? CloseIcon : MenuIcon;

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={shellText.menuButton}
        aria-expanded={state.open}
        aria-controls={panelId}
        onClick={() => dispatch({ type: 'toggle-menu' })}
        className="grid size-11 place-items-center rounded-full text-ink-inverse transition-colors hover:bg-white/10"
      >
        <Icon width={22} height={22} />
      </button>
      <MenuContext value={{ state, dispatch }}>
        <nav
          id={panelId}
          aria-label={shellText.mainNavigation}
          hidden={!state.open}
          className="mobile-menu"
        >
          {state.open ? children : null}
        </nav>
      </MenuContext>
    </div>
  );
}

export function MobileMenuLink({ href, ...props }: Omit<PathLinkProps, 'onClick'>) {
  const { dispatch } = useMenu();
  const pathname = usePathname();
  const hasHash = href.includes('#');
  return (
    <Link
      href={href}
      // Hash targets are scrolled to by the location-change manager (smoothly).
      scroll={hasHash ? false : undefined}
      aria-current={pathname === href ? 'page' : undefined}
      onClick={() => {
        dispatch({ type: 'close-menu' });
        if (!hasHash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }}
      {...props}
    />
  );
}

type SubMenuProps = { path: string; menuId: string };

export function MobileSubMenuToggle({ path, menuId, label }: SubMenuProps & { label: string }) {
  const { state, dispatch } = useMenu();
  const expanded = state.expanded.includes(path);
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={menuId}
      aria-label={shellText.subMenuToggle.replace('{label}', label)}
      onClick={() => dispatch({ type: 'toggle-sub-menu', path })}
      className="grid size-11 shrink-0 place-items-center rounded-full text-ink-inverse/80 transition-colors hover:bg-white/10 hover:text-white"
    >
      <ChevronDownIcon
        width={18}
        height={18}
        className={cn('transition-transform duration-200', expanded && 'rotate-180')}
      />
    </button>
  );
}

export function MobileSubMenu({ path, menuId, children }: SubMenuProps & { children: ReactNode }) {
  const { state } = useMenu();
  return (
    <div id={menuId} hidden={!state.expanded.includes(path)}>
      {children}
    </div>
  );
}
