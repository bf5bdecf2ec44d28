'use client';

import { Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { requestTopScrollBehaviour, scrollToTop } from '@/lib/browser/motion';

type FooterLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'onClick'> & { href: string };

export function FooterLink({ href, ...props }: FooterLinkProps) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      replace
      scroll={false}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // Another page: the location-change manager scrolls to its top, smoothly as asked here.
        if (href !== pathname) requestTopScrollBehaviour('smooth');
        scrollToTop('smooth');
      }}
      {...props}
    />
  );
}
