'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The site's internal link: a Next.js Link that prefetches its page when the visitor shows intent
 * (pointer over it, keyboard focus, finger down) instead of as soon as it scrolls into view.
 * Viewport prefetching fetched and decoded every visible link's page while the page was still
 * loading: on the home page three routes and their requests competed with the page's own
 * main-thread work on a phone before it could answer a tap (issue 6). Pages are static, so a prefetch started on hover or
 * touch still lands well before the click.
 */
export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === 'string' && href.startsWith('/')) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
