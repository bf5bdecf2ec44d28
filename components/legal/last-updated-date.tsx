'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import { writeDate } from '@/lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's own date, YYYY-MM-DD (by hand: no Intl formatter to load on a phone). */
function visitorToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Last updated" is today: the owner's today from the server, then the visitor's. */
export function LastUpdatedDate({ ownerToday }: { ownerToday: string }) {
  const today = useBrowserValue(visitorToday, ownerToday);
  return (
    <time dateTime={today} className="font-semibold text-ink">
      {writeDate(new Date(`${today}T00:00`))}
    </time>
  );
}
