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

/**
 * A date as the owner wrote it: with a zone, that moment; without one (a date field, an import:
 * "2024-01-15", "2024-01-15T10:00"), on her clock, whatever the server's zone.
 */
export function ownerDate(text: string, timeZone: string = site.timeZone): number {
  const zoneless = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(text);
  if (!zoneless) return Date.parse(text);
  const [, day = '', time = '00:00'] = zoneless;
  const wall = Date.parse(`${day}T${time}Z`);
  // JavaScript would read February 30 as March 2: a day that does not exist is no date.
  if (Number.isNaN(wall) || !new Date(wall).toISOString().startsWith(day)) return NaN;
  // Her clock's lead on UTC, read twice: once near the moment, then at it (a DST change between).
  const lead = (time: number) =>
    Date.parse(`${ownerTime(new Date(time), timeZone).slice(0, 19)}Z`) - time;
  return wall - lead(wall - lead(wall));
}
