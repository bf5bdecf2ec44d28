'use client';

import { useSyncExternalStore } from 'react';
import { writeDate } from '@/lib/dates';

const subscribe = () => () => {};
const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's own date, YYYY-MM-DD (by hand: no Intl formatter to load on a phone). */
function visitorToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "Last updated" is today. The pre-rendered page carries the owner's today (YYYY-MM-DD, the page
 * is regenerated daily); during hydration React renders that, then the visitor's clock replaces
 * it, so a page kept since yesterday never shows yesterday.
 */
export function LastUpdatedDate({ ownerToday }: { ownerToday: string }) {
  const today = useSyncExternalStore(subscribe, visitorToday, () => ownerToday);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return (
    <time dateTime={today} className="font-semibold text-ink">
      {writeDate(new Date(year, month - 1, day))}
    </time>
  );
}
