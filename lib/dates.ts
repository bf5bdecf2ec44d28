import { monthNames } from '@/content/dates';
import { site } from '@/content/site';

/**
 * A date as the site writes it: "October 28, 2026", or "Oct 28, 2026" when short, by its calendar
 * fields. Written out by hand rather than with Intl.DateTimeFormat or toLocaleDateString: the
 * first Intl formatter a page creates loads its locale data, a long main-thread task on a phone
 * (measured in bench/README.md).
 */
export function writeDate(date: Date, { short = false } = {}): string {
  const name = monthNames[date.getMonth()]!; // a month index is 0–11
  return `${short ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * The moment as the owner's clock reads it, with that clock's offset: "2026-10-27T22:30:00-05:00".
 * Its first ten characters are the owner's date, which the browser then writes without Intl.
 * On the server (Intl is cheap there).
 */
export function ownerTime(date: Date, timeZone: string = site.timeZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName!.replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
