'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;
export type PathLinkProps = Omit<IntentLinkProps, 'href'> & { href: string };

/** Prefetches on intent, not on entering the viewport, so it never competes with a loading page. */
export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetchThen =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      if (typeof href === 'string' && href.startsWith('/')) router.prefetch(href);
      handler?.(event);
    };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={prefetchThen(onMouseEnter)}
      onFocus={prefetchThen(onFocus)}
      onTouchStart={prefetchThen(onTouchStart)}
      {...props}
    />
  );
}
