import { monthNames } from '@/content/dates';

/**
 * A date as the site writes it: "October 28, 2026", or "Oct 28, 2026" when short; in UTC, or in
 * the visitor's own time zone. Written out by hand rather than with Intl.DateTimeFormat or
 * toLocaleDateString: the first Intl formatter a page creates loads its locale data, a long
 * main-thread task on a phone (measured in bench/README.md).
 */
export function writeDate(date: Date, { short = false, utc = false } = {}): string {
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  const name = monthNames[month]!; // a month index is 0–11
  return `${short ? name.slice(0, 3) : name} ${day}, ${year}`;
}
