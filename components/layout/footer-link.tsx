'use client';

import { Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { requestTopScrollBehaviour, scrollToTop } from '@/lib/browser/motion';

export function FooterLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      replace
      scroll={false}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // Another page: the location-change manager scrolls to its top, smoothly as asked here.
        if (href !== pathname) requestTopScrollBehaviour('smooth');
        scrollToTop('smooth');
      }}
    >
      {children}
    </Link>
  );
}
