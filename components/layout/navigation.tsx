'use client';

import { Link, type PathLinkProps } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon, ChevronDownIcon, navIcons } from '@/components/ui/icons';
import { shellText } from '@/content/layout';
import { cn } from '@/lib/cn';
import { isCurrentRoute } from '@/lib/browser/current-route';
import { navigation } from '@/lib/routes';
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

/** The entries mount only while open (the desktop navigation has the same links for crawlers). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
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

  const follow = (href: string) => () => {
    setOpen(false);
    if (!href.includes('#')) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  const Icon = open ? CloseIcon : MenuIcon;

  return (
    <div
      ref={rootRef}
      className="md:hidden"
      // Tabbing out of the menu closes it, as a click outside does.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to && !rootRef.current?.contains(to)) setOpen(false);
        if (!to && isDesktopWidth() && rootRef.current) {
          focusDesktopCounterpart(rootRef.current, event.target);
        }
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
        // Sub-menus open collapsed each time.
        onClick={() => {
          setOpen(!open);
          setExpanded([]);
        }}
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
              {navigation.map((item, index) => {
                const ItemIcon = navIcons[item.icon];
                const subMenuId = `${panelId}-${index}`;
                const isExpanded = expanded.includes(item.path);
                return (
                  <li key={item.path} data-path={item.path}>
                    <div className="flex items-center gap-1">
                      <NavLink href={item.path} onClick={follow(item.path)} className="mobile-link">
                        <ItemIcon width={20} height={20} className="text-fluor" />
                        {item.label}
                      </NavLink>
                      {item.subItems ? (
                        <button
                          type="button"
                          aria-expanded={isExpanded}
                          aria-controls={subMenuId}
                          aria-label={shellText.subMenuToggle.replace('{label}', item.label)}
                          onClick={() =>
                            setExpanded((paths) =>
                              paths.includes(item.path)
                                ? paths.filter((path) => path !== item.path)
                                : [...paths, item.path],
                            )
                          }
                          className="grid size-11 shrink-0 place-items-center rounded-full text-ink-inverse/80 transition-colors hover:bg-white/10 hover:text-white"
                        >
                          <ChevronDownIcon
                            width={18}
                            height={18}
                            className={cn(
                              'transition-transform duration-200',
                              isExpanded && 'rotate-180',
                            )}
                          />
                        </button>
                      ) : null}
                    </div>
                    {item.subItems ? (
                      <div id={subMenuId} hidden={!isExpanded}>
                        <ul className="mobile-sub-list">
                          {item.subItems.map((sub) => (
                            <li key={sub.path}>
                              <NavLink
                                href={sub.path}
                                onClick={follow(sub.path)}
                                className="mobile-sub-link"
                              >
                                {sub.label}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                );
              })}
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
                  {item.subItems ? (
                    <ul className="nav-panel-list">
                      {item.subItems.map((sub) => (
                        <li key={sub.path}>
                          <NavLink href={sub.path} className="nav-panel-link">
                            {sub.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
