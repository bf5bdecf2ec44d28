import { monthNames } from '@/content/dates';

/**
 * A date as the site writes it: "October 28, 2026", or "Oct 28, 2026" when short; in UTC, or in
 * the visitor's time zone. By hand: a page's first Intl formatter loads locale data, a long task
 * on a phone.
 */
export function writeDate(date: Date, { short = false, utc = false } = {}): string {
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  const name = monthNames[month]!; // a month index is 0–11
  return `${short ? name.slice(0, 3) : name} ${day}, ${year}`;
}
