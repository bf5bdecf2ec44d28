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
      </div>
    </HeaderShell>
  );
}
