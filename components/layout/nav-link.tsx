'use client';

import { Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isCurrentRoute } from '@/lib/browser/navigation-state';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A navigation link that knows whether it is the current route: aria-current="page" on the page
 * itself, "true" on the section a sub-page belongs to (/research for /research/…).
 */
export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const current = isCurrentRoute(pathname, href)
    ? pathname === href.split('#')[0]
      ? 'page'
      : 'true'
    : undefined;
  return <Link href={href} aria-current={current} {...props} />;
}
