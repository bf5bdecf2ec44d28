import { site } from '@/content/site';
import type { ContactValues } from './form';
import { buildLetter, subjectLine } from './letter';

/**
 * Lone UTF-16 surrogates (e.g. half an emoji after a cut) make encodeURIComponent throw;
 * they become U+FFFD instead.
 */
function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Percent-encodes a header value: everything but unreserved characters and RFC 6068 "@". */
function encodeValue(text: string): string {
  return encodeURIComponent(wellFormed(text))
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

/**
 * The sender's address as one addr-spec for the cc header. Anything that could separate, group or
 * comment addresses (commas, semicolons, colons, angle brackets, parentheses, double quotes,
 * backslashes, whitespace and control characters such as CR/LF) is dropped, so whatever a visitor
 * types, the copy goes to at most one address.
 */
export function ccAddress(email: string): string {
  return wellFormed(email).replace(/[\s\u0000-\u001F\u007F,;:<>()"\\[\]]/g, '');
}

/** Collapses every line break to CRLF, as RFC 6068 asks of a mailto body. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

export interface MailtoParts {
  to: string;
  subject: string;
  body: string;
  cc: string;
}

/** The parts of the message the form sends: to the owner, the subject line, the letter, cc sender. */
export function mailtoParts(values: ContactValues, sentAt: Date): MailtoParts {
  return {
    to: site.email,
    subject: subjectLine(values.subject),
    body: crlf(buildLetter(values, sentAt)),
    cc: ccAddress(values.email.trim()),
  };
}

/**
 * The mailto URL (spec §7). Every part is percent-encoded, so nothing a visitor types can end a
 * header, start a new one or add a recipient: "&", "?", "=", "#", "%", CR and LF all arrive encoded.
 */
export function buildMailtoUrl(values: ContactValues, sentAt: Date = new Date()): string {
  const parts = mailtoParts(values, sentAt);
  const query = [
    `subject=${encodeValue(parts.subject)}`,
    `body=${encodeValue(parts.body)}`,
    ...(parts.cc ? [`cc=${encodeValue(parts.cc)}`] : []),
  ].join('&');
  return `mailto:${encodeValue(parts.to)}?${query}`;
}
