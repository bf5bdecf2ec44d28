import { MAX_PATH_LENGTH } from './request-guard';

const PROBE = 'http://site.invalid';

/** `value` as a path on this site, or null for anything a browser could follow elsewhere. */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > MAX_PATH_LENGTH) return null;
  const url = URL.parse(value, PROBE);
  if (url?.origin !== PROBE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
