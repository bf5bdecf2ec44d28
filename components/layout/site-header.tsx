import { Link } from '@/components/ui/intent-link';
import { shellText } from '@/content/layout';
import { navigation, type NavItem } from '@/lib/routes';
import { navIcons } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';
import { DesktopNavItem } from './desktop-nav-item';
import { HeaderShell } from './header-shell';
import { MobileMenu, MobileMenuLink, MobileSubMenu, MobileSubMenuToggle } from './mobile-menu';
import { NavLink } from './nav-link';
import { ThemeControl } from './theme-control';

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="header-bar">
        <BrandMark />
        <div className="hidden items-center gap-3 md:flex">
          <DesktopNavigation />
          <ThemeControl />
        </div>
        <MobileMenu>
          <ul className="grid gap-0.5">
            {navigation.map((item) => (
              <MobileEntry key={item.path} item={item} />
            ))}
          </ul>
          <ThemeControl withLabels className="mt-2 border-t border-white/10 pt-2" />
        </MobileMenu>
      </div>
    </HeaderShell>
  );
}

function DesktopNavigation() {
  return (
    <nav aria-label={shellText.mainNavigation}>
      <ul className="flex items-center gap-1">
        {navigation.map((item) => {
          const Icon = navIcons[item.icon];
          return (
            <DesktopNavItem key={item.path}>
              <NavLink
                href={item.path}
                aria-label={item.ariaLabel}
                data-nav-trigger=""
                className="nav-trigger"
              >
                <Icon width={20} height={20} />
              </NavLink>
              <div id={`nav-panel-${slug(item.path)}`} className="nav-panel">
                <div className="nav-panel-card">
                  <p className="nav-panel-title">{item.label}</p>
                  {item.subItems ? (
                    <ul className="nav-panel-list">
                      {item.subItems.map((sub) => (
                        <li key={sub.path}>
                          <Link
                            href={sub.path}
                            scroll={sub.path.includes('#') ? false : undefined}
                            className="nav-panel-link"
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
        <MobileMenuLink href={item.path} className="mobile-link">
          <Icon width={20} height={20} className="text-fluor" />
          {item.label}
        </MobileMenuLink>
        {item.subItems ? (
          <MobileSubMenuToggle path={item.path} menuId={subMenuId} label={item.label} />
        ) : null}
      </div>
      {item.subItems ? (
        <MobileSubMenu path={item.path} menuId={subMenuId}>
          <ul className="mobile-sub-list">
            {item.subItems.map((sub) => (
              <li key={sub.path}>
                <MobileMenuLink href={sub.path} className="mobile-sub-link">
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
