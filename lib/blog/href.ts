import { trimEnds } from '../trim-ends';

/**
 * A CMS href only becomes a link when http(s), mailto, a fragment or site-relative; anything else
 * (javascript:, data:, vbscript:, protocol-relative //host) is null: the text renders unlinked.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  // As a browser reads an address: tabs and line breaks dropped, controls and spaces at its ends
  // (and a pasted no-break space or byte-order mark, which it would keep, encoded, in the link).
  const unbroken = href.replace(/[\t\n\r]/g, '');
  const value = unbroken.slice(...trimEnds(unbroken, (char) => char <= ' ' || /\s/.test(char)));
  if (value.startsWith('/')) {
    // "//evil.example" and "/\evil.example" are protocol-relative, not site-relative.
    return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  }
  if (value.startsWith('#')) return value;
  if (!URL.canParse(value)) return null;
  return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol) ? value : null;
}

export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/**
 * An address on the site itself (as pasted from the address bar, with or without "www.") as its
 * path, so it opens in place like a link written as one; any other address as it is.
 */
export function sitePath(href: string, siteUrl: string): string {
  if (!isExternalHref(href) || !URL.canParse(href)) return href;
  const url = new URL(href);
  const host = (u: URL) => u.host.replace(/^www\./, '');
  // A path beginning "//" would name another host once written without its own.
  const onSite = host(url) === host(new URL(siteUrl)) && !url.pathname.startsWith('//');
  return onSite ? `${url.pathname}${url.search}${url.hash}` : href;
}
