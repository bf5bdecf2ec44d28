'use client';

import { useLinkStatus } from 'next/link';
import { blogText } from '@/content/blog-text';

/**
 * The "Loading article…" text: shown on a post card from the click until the article is on screen.
 * Articles are pre-rendered and prefetched, so this is usually a blink; it matters on a slow
 * network or for a post the server is rendering for the first time. (A route-level loading.tsx
 * would instead wrap every pre-rendered article in a Suspense boundary that React outlines, and
 * the page would open on the loading panel before swapping the article in, shifting the layout.)
 * Must be rendered inside the card's <Link>.
 */
export function ArticleLinkStatus() {
  const { pending } = useLinkStatus();
  return (
    <span
      role="status"
      className={
        pending
          ? 'absolute right-4 bottom-4 z-10 rounded-pill bg-ink px-3 py-1 font-sans text-xs font-semibold tracking-normal text-ink-inverse shadow-card'
          : 'sr-only'
      }
    >
      {pending ? blogText.loadingArticle : null}
    </span>
  );
}
