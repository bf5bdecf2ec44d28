'use client';

import { Link, type PathLinkProps } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { isCurrentRoute } from '@/lib/browser/navigation-state';

/** aria-current="page" on the page itself, "true" on the section a sub-page belongs to. */
export function NavLink({ href, ...props }: PathLinkProps) {
  const pathname = usePathname();
  const current = isCurrentRoute(pathname, href)
    ? pathname === href.split('#')[0]
      ? 'page'
      : 'true'
    : undefined;
  return <Link href={href} aria-current={current} {...props} />;
}
