import { MenuIcon } from '@/components/ui/icons';
import { shellText } from '@/content/layout';
import { FOOTER_PAGES_ID } from '@/lib/routes';
import { BrandMark } from './brand-mark';
import { HeaderShell } from './header-shell';
import { DesktopNavigation, MobileMenu } from './navigation';
import { ThemeControl } from './theme-control';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="header-bar">
        <BrandMark />
        <div className="hidden items-center gap-3 md:flex">
          <DesktopNavigation />
          <ThemeControl />
        </div>
        <MobileMenu />
        {/* Without scripts the menu's button cannot open it: this takes the reader to the footer's
            list of every page instead. */}
        <a
          href={`#${FOOTER_PAGES_ID}`}
          aria-label={shellText.menuButton}
          className="menu-button hidden max-md:noscript:grid"
        >
          <MenuIcon width={22} height={22} />
        </a>
      </div>
    </HeaderShell>
  );
}
