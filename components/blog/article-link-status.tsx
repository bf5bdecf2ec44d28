'use client';

import { useLinkStatus } from 'next/link';
import { blogText } from '@/content/blog-text';

/** A route loading.tsx would show its panel before every pre-rendered article. */
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
