import { blogText } from '@/content/blog-text';
import { writeDate } from '@/lib/dates';

// The ISO text's own calendar fields: lib/content writes post dates in the owner's time zone
// (ownerTime), so the server's HTML and the browser show the owner's day.
function format(iso: string | null | undefined, short: boolean): string | null {
  const fields = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!fields) return null;
  const [, year, month, day] = fields.map(Number) as [number, number, number, number];
  return writeDate(new Date(year, month - 1, day), { short });
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

/** "3 days", "less than a minute" for "Posted {…} ago"; null without a date ("recently"). */
export function timeAgo(iso: string | null | undefined, now: Date = new Date()): string | null {
  const time = iso ? new Date(iso).getTime() : NaN;
  if (Number.isNaN(time)) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - time) / 1000));
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
