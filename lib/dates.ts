import { monthNames } from '@/content/dates';
import { site } from '@/content/site';

/** By hand: a page's first Intl formatter loads locale data, a long task on a phone. */
export function writeDate(date: Date, { short = false } = {}): string {
  const name = monthNames[date.getMonth()]!; // a month index is 0–11
  return `${short ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2026-10-27T22:30:00-05:00" on the owner's clock, for the browser to write without Intl. */
export function ownerTime(date: Date, timeZone: string = site.timeZone): string {
  // Swedish writes a date and time as ISO does: "2026-10-27 22:30:00".
  const local = date.toLocaleString('sv-SE', { timeZone }).replace(' ', 'T');
  const minutes = Math.round((Date.parse(`${local}Z`) - date.getTime()) / 60_000);
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  const offset = Math.abs(minutes);
  return `${local}${minutes < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`;
}
