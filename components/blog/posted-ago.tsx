'use client';

import { useSyncExternalStore } from 'react';
import { postedLine } from '@/lib/blog/dates';

const subscribeNever = () => () => {};

/**
 * "Posted 3 days ago" / "Posted recently". The page is regenerated at most every 60 s but may be
 * served from cache for longer, so the browser recomputes the relative time after hydration.
 */
export function PostedAgo({
  publishedAt,
  initial,
}: {
  publishedAt: string | null;
  initial: string;
}) {
  const text = useSyncExternalStore(
    subscribeNever,
    () => postedLine(publishedAt),
    () => initial,
  );
  return <p className="text-sm text-ink-muted">{text}</p>;
}
