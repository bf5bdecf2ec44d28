'use client';

import { Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isCurrentRoute } from '@/lib/browser/navigation-state';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** aria-current="page" on the page itself, "true" on the section a sub-page belongs to. */
export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const current = isCurrentRoute(pathname, href)
    ? pathname === href.split('#')[0]
      ? 'page'
      : 'true'
    : undefined;
  return <Link href={href} aria-current={current} {...props} />;
}
