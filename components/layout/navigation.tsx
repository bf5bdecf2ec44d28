'use client';

import { Link, type PathLinkProps } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon, ChevronDownIcon, navIcons } from '@/components/ui/icons';
import { shellText } from '@/content/layout';
import { cn } from '@/lib/cn';
import { isCurrentRoute } from '@/lib/browser/current-route';
import { scrollToTop } from '@/lib/browser/motion';
import { navigation, type NavItem } from '@/lib/routes';
import { ThemeControl } from './theme-control';

/**
 * Marked "page" on the page itself, "true" on the section a sub-page belongs to; a link to a part
 * of a page is never the page itself, and its target is scrolled to by the location-change manager
 * (smoothly).
 */
function NavLink({ href, ...props }: PathLinkProps) {
  const pathname = usePathname();
  const part = href.includes('#');
  const current = !part && isCurrentRoute(pathname, href);
  return (
    <Link
      href={href}
      scroll={part ? false : undefined}
      aria-current={current ? (pathname === href ? 'page' : 'true') : undefined}
      {...props}
    />
  );
}

/** The mobile menu closes once the desktop navigation shows. */
const DESKTOP_MIN_WIDTH_PX = 768;

const isDesktopWidth = () => window.innerWidth >= DESKTOP_MIN_WIDTH_PX;

/**
 * Focus in the menu would fall to the page as the menu hides: it goes to the same section's entry
 * of the desktop navigation, or from any other control to the theme control, where the menu's
 * button was. The browser may drop that focus before the resize event or after it, so both call
 * this: the resize with the focused element, the menu's blur to nowhere with the element it left.
 */
function focusDesktopCounterpart(menu: HTMLElement, focused: Element | null) {
  if (!(focused instanceof HTMLElement) || !menu.contains(focused)) return;
  const section = focused.closest<HTMLElement>('[data-path]')?.dataset.path;
  const target = section
    ? document.querySelector(`.nav-item[data-path="${section}"] .nav-trigger`)
    : Array.from(document.querySelectorAll('.theme-control input:checked')).find(
        (input) => !menu.contains(input),
      );
  if (target instanceof HTMLElement) target.focus();
}

type Follow = (href: string) => () => void;

/** An entry's sub-pages, in the mobile menu or a desktop panel. */
const subList = (item: NavItem, listClass: string, linkClass: string, follow?: Follow) =>
  item.subItems && (
    <ul className={listClass}>
      {item.subItems.map((sub) => (
        <li key={sub.path}>
          <NavLink href={sub.path} onClick={follow?.(sub.path)} className={linkClass}>
            {sub.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

/** Mounted only while the menu is open, so its sub-menu opens collapsed each time. */
function MobileEntry({ item, id, follow }: { item: NavItem; id: string; follow: Follow }) {
  const [expanded, setExpanded] = useState(false);
  const Icon = navIcons[item.icon];
  return (
    <li data-path={item.path}>
      <div className="flex items-center gap-1">
        <NavLink href={item.path} onClick={follow(item.path)} className="mobile-link">
          <Icon width={20} height={20} className="text-fluor" />
          {item.label}
        </NavLink>
        {item.subItems ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={shellText.subMenuToggle.replace('{label}', item.label)}
            onClick={() => setExpanded(!expanded)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-inverse/80 transition-colors hover:bg-white/10 hover:text-white"
          >
            <ChevronDownIcon
              width={18}
              height={18}
              className={cn('transition-transform duration-200', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {item.subItems ? (
        <div id={id} hidden={!expanded}>
          {subList(item, 'mobile-sub-list', 'mobile-sub-link', follow)}
        </div>
      ) : null}
    </li>
  );
}

/** The entries mount only while open (the desktop navigation has the same links for crawlers). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const onPopState = () => setOpen(false);
    const onResize = () => {
      if (!isDesktopWidth()) return;
      if (rootRef.current) focusDesktopCounterpart(rootRef.current, document.activeElement);
      setOpen(false);
    };
    const listening = new AbortController();
    window.addEventListener('popstate', onPopState, { signal: listening.signal });
    window.addEventListener('resize', onResize, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const follow: Follow = (href) => () => {
    setOpen(false);
    if (!href.includes('#')) scrollToTop('instant');
  };
  const Icon = open ? CloseIcon : MenuIcon;

  return (
    <div
      ref={rootRef}
      className="md:hidden"
      // Tabbing out of the menu closes it, as a click outside does.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to)) setOpen(false);
        if (!to && isDesktopWidth()) focusDesktopCounterpart(event.currentTarget, event.target);
      }}
    >
      {open ? (
        // Over the header and the page: a click outside the menu closes it and follows nothing.
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-dvh"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={shellText.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="menu-button noscript:hidden"
      >
        <Icon width={22} height={22} />
      </button>
      <nav
        id={panelId}
        aria-label={shellText.mainNavigation}
        hidden={!open}
        className="mobile-menu"
      >
        {open ? (
          <>
            <ul className="grid gap-0.5">
              {navigation.map((item, index) => (
                <MobileEntry
                  key={item.path}
                  item={item}
                  id={`${panelId}-${index}`}
                  follow={follow}
                />
              ))}
            </ul>
            <ThemeControl withLabels className="mt-2 border-t border-white/10 pt-2" />
          </>
        ) : null}
      </nav>
    </div>
  );
}

/** Hover and focus reveal an entry's panel in CSS; Escape hides it until the pointer or focus leaves. */
export function DesktopNavigation() {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const undismiss = (path: string) => setDismissed((now) => (now === path ? null : now));
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // On the document: a panel the pointer opened hides too, focus being elsewhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The entry whose panel shows, by the stylesheet's own rule.
      const item = navRef.current?.querySelector<HTMLElement>(
        '.nav-item:hover, .nav-item:has(:focus-visible)',
      );
      if (!item?.dataset.path || item.dataset.dismissed) return;
      setDismissed(item.dataset.path);
      if (item.contains(document.activeElement))
        item.querySelector<HTMLElement>('.nav-trigger')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <nav ref={navRef} aria-label={shellText.mainNavigation}>
      <ul className="flex items-center gap-1">
        {navigation.map((item) => {
          const Icon = navIcons[item.icon];
          return (
            <li
              key={item.path}
              className="nav-item"
              data-path={item.path}
              data-dismissed={dismissed === item.path ? 'true' : undefined}
              onPointerLeave={() => undismiss(item.path)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  undismiss(item.path);
              }}
            >
              <NavLink href={item.path} aria-label={item.ariaLabel} className="nav-trigger">
                <Icon width={20} height={20} />
              </NavLink>
              <div className="nav-panel">
                <div className="nav-panel-card">
                  <p className="nav-panel-title">{item.label}</p>
                  {subList(item, 'nav-panel-list', 'nav-panel-link')}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
