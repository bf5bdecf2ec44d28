import { blogText } from '@/content/blog-text';
import { writeDate } from '@/lib/dates';

/**
 * The date an ISO text is written in. lib/content gives every post date as the owner's clock reads
 * it (lib/dates.ts ownerTime), so a post published late in the owner's evening shows that day, and
 * the server's HTML and the browser agree.
 */
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

/**
 * "3 days", "1 month", "less than a minute": the relative part of "Posted {…} ago".
 * Returns null without a date, so the caller can say "recently".
 */
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
