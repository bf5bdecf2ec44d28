import { Link } from '@/components/ui/intent-link';
import { shellText } from '@/content/layout';
import { navigation, type NavItem } from '@/lib/routes';
import { navIcons } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';
import { DesktopNavItem } from './desktop-nav-item';
import { HeaderShell } from './header-shell';
import { MobileMenu, MobileMenuLink, MobileSubMenu, MobileSubMenuToggle } from './mobile-menu';
import { NavLink } from './nav-link';

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * The fixed top navigation bar (14 units high). Server-rendered markup from the one navigation
 * registry; the islands add the current-route highlight, the compact state, Escape on desktop
 * panels and the mobile menu's open state.
 */
export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="mx-auto flex h-full max-w-page items-center justify-between gap-4 px-4 sm:px-8">
        <BrandMark />
        <DesktopNavigation />
        <MobileMenu>
          <ul className="grid gap-0.5">
            {navigation.map((item) => (
              <MobileEntry key={item.path} item={item} />
            ))}
          </ul>
        </MobileMenu>
      </div>
    </HeaderShell>
  );
}

function DesktopNavigation() {
  return (
    <nav aria-label={shellText.mainNavigation} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {navigation.map((item) => {
          const Icon = navIcons[item.icon];
          const panelId = `nav-panel-${slug(item.path)}`;
          return (
            <DesktopNavItem key={item.path}>
              <NavLink
                href={item.path}
                aria-label={item.ariaLabel}
                data-nav-trigger=""
                className="nav-trigger grid size-10 place-items-center rounded-full text-ink-inverse/75 transition-colors duration-200 hover:bg-white/10 hover:text-white"
              >
                <Icon width={20} height={20} />
              </NavLink>
              <div id={panelId} className="nav-panel absolute top-full left-1/2 pt-2">
                <div className="min-w-max rounded-card bg-ink px-2 py-2 shadow-lift ring-1 ring-white/10">
                  <p className="px-3 py-1 text-sm font-semibold text-white">{item.label}</p>
                  {item.subItems ? (
                    <ul className="mt-1 grid gap-0.5 border-t border-white/10 pt-1.5">
                      {item.subItems.map((sub) => (
                        <li key={sub.path}>
                          <Link
                            href={sub.path}
                            scroll={sub.path.includes('#') ? false : undefined}
                            className="block rounded-lg px-3 py-1.5 text-sm text-ink-inverse/80 transition-colors hover:bg-white/10 hover:text-white"
                          >
                            {sub.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            </DesktopNavItem>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileEntry({ item }: { item: NavItem }) {
  const Icon = navIcons[item.icon];
  const subMenuId = `mobile-sub-${slug(item.path)}`;
  return (
    <li>
      <div className="flex items-center gap-1">
        <MobileMenuLink
          href={item.path}
          className="mobile-link flex min-h-11 flex-1 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium text-ink-inverse/85 transition-colors hover:bg-white/10 hover:text-white"
        >
          <Icon width={20} height={20} className="text-fluor" />
          {item.label}
        </MobileMenuLink>
        {item.subItems ? (
          <MobileSubMenuToggle path={item.path} controls={subMenuId} label={item.label} />
        ) : null}
      </div>
      {item.subItems ? (
        <MobileSubMenu path={item.path} id={subMenuId}>
          <ul className="mb-1 ml-[1.35rem] grid gap-0.5 border-l border-white/15 pl-3">
            {item.subItems.map((sub) => (
              <li key={sub.path}>
                <MobileMenuLink
                  href={sub.path}
                  className="mobile-link flex min-h-10 items-center rounded-lg px-3 text-sm text-ink-inverse/75 transition-colors hover:bg-white/10 hover:text-white"
                >
                  {sub.label}
                </MobileMenuLink>
              </li>
            ))}
          </ul>
        </MobileSubMenu>
      ) : null}
    </li>
  );
}
