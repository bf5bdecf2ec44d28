'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import { postedLine } from '@/lib/blog/dates';

/** Recomputed by the browser: the page may be cached. */
export function PostedAgo({
  publishedAt,
  initial,
}: {
  publishedAt: string | null;
  initial: string;
}) {
  const text = useBrowserValue(() => postedLine(publishedAt), initial);
  return <p className="text-sm text-ink-muted">{text}</p>;
}
