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
