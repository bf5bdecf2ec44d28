import { MAX_PATH_LENGTH } from './request-guard';

const PROBE = 'http://site.invalid';

/**
 * `value` as a path on this site ("/blogs/x?q=1#top"), or null when it is anything else: an
 * absolute or protocol-relative URL, a backslash trick, or a path that resolves to "//host"
 * ("/.//evil.example"), which a browser would follow to another site. Redirects use only this.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > MAX_PATH_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
