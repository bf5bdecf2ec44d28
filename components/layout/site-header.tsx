import Link from 'next/link';
import { navigation } from '@/lib/routes';
import { navIcons } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';

/** Placeholder static header; the interactive navigation lands with the foundation issue. */
export function SiteHeader() {
  return (
    <header className="on-ink fixed inset-x-0 top-0 z-50 h-header bg-ink text-ink-inverse shadow-card">
      <div className="mx-auto flex h-full max-w-page items-center justify-between px-5 sm:px-8">
        <BrandMark />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => {
              const Icon = navIcons[item.icon];
              return (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    aria-label={item.ariaLabel}
                    className="flex items-center gap-2 rounded-pill px-3 py-2 text-sm text-ink-inverse/80 hover:bg-white/10 hover:text-white"
                  >
                    <Icon />
                    <span>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
