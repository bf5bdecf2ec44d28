import { site } from '@/content/site';
import type { ContactValues } from './form';
import { buildLetter, subjectLine } from './letter';

/** Lone UTF-16 surrogates (half an emoji) would make encodeURIComponent throw: U+FFFD instead. */
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

/** Drops whatever could separate, group or comment addresses: the copy goes to one address. */
export function ccAddress(email: string): string {
  return wellFormed(email).replace(/[\s\u0000-\u001F\u007F,;:<>()"\\[\]]/g, '');
}

/** Collapses every line break to CRLF, as RFC 6068 asks of a mailto body. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/** Mail apps cut or refuse longer mailto links: a longer letter is offered for copying instead. */
export const MAX_MAILTO_URL_LENGTH = 2000;

interface MailtoParts {
  to: string;
  subject: string;
  body: string;
  cc: string;
}

function mailtoParts(values: ContactValues, sentAt: Date): MailtoParts {
  return {
    to: site.email,
    subject: subjectLine(values.subject),
    body: crlf(buildLetter(values, sentAt)),
    cc: ccAddress(values.email.trim()),
  };
}

/** Every part is percent-encoded, so nothing typed can end a header or add a recipient. */
export function buildMailtoUrl(values: ContactValues, sentAt: Date = new Date()): string {
  return mailtoUrl(mailtoParts(values, sentAt));
}

/** The same link without the letter, for a long message the visitor pastes in themselves. */
export function buildMailtoUrlWithoutBody(
  values: ContactValues,
  sentAt: Date = new Date(),
): string {
  return mailtoUrl({ ...mailtoParts(values, sentAt), body: '' });
}

export function letterText(values: ContactValues, sentAt: Date = new Date()): string {
  const parts = mailtoParts(values, sentAt);
  return `${parts.subject}\n\n${parts.body.replace(/\r\n/g, '\n')}`;
}

function mailtoUrl(parts: MailtoParts): string {
  const query = [
    `subject=${encodeValue(parts.subject)}`,
    ...(parts.body ? [`body=${encodeValue(parts.body)}`] : []),
    ...(parts.cc ? [`cc=${encodeValue(parts.cc)}`] : []),
  ].join('&');
  return `mailto:${encodeValue(parts.to)}?${query}`;
}
