/**
 * A CMS href only becomes a link when http(s), mailto, a fragment or site-relative; anything else
 * (javascript:, data:, vbscript:, protocol-relative //host) is null: the text renders unlinked.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  // Browsers ignore control characters and whitespace inside schemes: strip them before checking.
  const value = href.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (value.startsWith('/')) {
    // "//evil.example" and "/\evil.example" are protocol-relative, not site-relative.
    return value.startsWith('//') || value.startsWith('/\\') ? null : href.trim();
  }
  if (value.startsWith('#')) return href.trim();
  if (!URL.canParse(value)) return null;
  return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol) ? href.trim() : null;
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
