import { blogText } from '@/content/blog-text';
import { writeDate } from '@/lib/dates';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Dates are shown in UTC so the server HTML and the browser agree. */
function format(iso: string | null | undefined, short: boolean): string | null {
  const date = parse(iso);
  return date ? writeDate(date, { short, utc: true }) : null;
}

/** "Oct 28, 2026" (cards). */
export const formatShortDate = (iso: string | null | undefined) => format(iso, true);

/** "October 28, 2026" (article). */
export const formatLongDate = (iso: string | null | undefined) => format(iso, false);

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 days", "1 month", "less than a minute": the relative part of "Posted {…} ago".
 * Returns null without a date, so the caller can say "recently".
 */
export function timeAgo(iso: string | null | undefined, now: Date = new Date()): string | null {
  const date = parse(iso);
  if (!date) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return blogText.lessThanAMinute;
}

/** The footer line of an article: "Posted 3 days ago", or "Posted recently" without a date. */
export function postedLine(iso: string | null | undefined, now: Date = new Date()): string {
  const ago = timeAgo(iso, now);
  return ago ? blogText.postedAgo(ago) : blogText.postedRecently;
}
