import { MAX_PATH_LENGTH } from './request-guard';

const PROBE = 'http://site.invalid';

/** `value` as a path on this site, or null for anything a browser could follow elsewhere. */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > MAX_PATH_LENGTH || !URL.canParse(value, PROBE))
    return null;
  const url = new URL(value, PROBE);
  if (url.origin !== PROBE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
