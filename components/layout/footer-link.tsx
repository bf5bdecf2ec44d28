'use client';

import { Link, type PathLinkProps } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { requestTopScrollBehaviour, scrollToTop } from '@/lib/browser/motion';

export function FooterLink({ href, ...props }: Omit<PathLinkProps, 'onClick'>) {
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
