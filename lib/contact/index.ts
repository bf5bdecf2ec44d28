import { site } from '@/content/site';
import { FALLBACK_OUTLET, letterLines, letterVariants } from '@/content/contact';
import { writeDate } from '@/lib/dates';
import { own } from '@/lib/own';

export const EMPTY_CONTACT_VALUES = { name: '', email: '', subject: '', message: '' };
export type ContactValues = typeof EMPTY_CONTACT_VALUES;

export function missingFields(values: ContactValues): Array<keyof ContactValues> {
  return (Object.keys(EMPTY_CONTACT_VALUES) as Array<keyof ContactValues>).filter(
    (field) => values[field].trim() === '',
  );
}

/** The owner's phone number as a dialable link: digits and the leading plus only (RFC 3966). */
export const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, '')}`;

/** The outlet of a media inquiry: the e-mail's domain, or "my organization" without one. */
export function outletFromEmail(email: string): string {
  return /@([^@]*)$/.exec(email)?.[1]?.trim() || FALLBACK_OUTLET;
}

/** Replaces {key} placeholders in one pass, so a value that itself holds "{name}" stays as typed. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const variantFor = (subject: string) => own(letterVariants, subject) ?? letterVariants.general;

export function subjectLine(subject: string): string {
  return fill(variantFor(subject).subject, { owner: site.owner.name, product: site.name });
}

/** The e-mail the form writes; the mailto builder turns its "\n" into CRLF. */
export function buildLetter(values: ContactValues, sentAt: Date): string {
  const name = values.name.trim();
  const email = values.email.trim();
  const variant = variantFor(values.subject);
  const fields = { name, email, outlet: outletFromEmail(email) };
  return [
    fill(letterLines.greeting, { owner: site.owner.name }),
    '',
    fill(variant.opening, fields),
    '',
    values.message.trim(),
    '',
    fill(variant.closing, fields),
    '',
    letterLines.signOff,
    name,
    email,
    '',
    `${fill(letterLines.sentVia, { product: site.name })} ${writeDate(sentAt)}`,
  ].join('\n');
}

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

/** Mail apps cut or refuse longer mailto links: a longer letter is offered for copying instead. */
export const MAX_MAILTO_URL_LENGTH = 2000;

/** Every part is percent-encoded, so nothing typed can end a header or add a recipient. */
export function mailtoUrl(values: ContactValues, body: string): string {
  const cc = ccAddress(values.email.trim());
  const query = [
    `subject=${encodeValue(subjectLine(values.subject))}`,
    ...(body ? [`body=${encodeValue(body)}`] : []),
    ...(cc ? [`cc=${encodeValue(cc)}`] : []),
  ].join('&');
  return `mailto:${encodeValue(site.email)}?${query}`;
}

export function buildMailtoUrl(values: ContactValues, sentAt: Date = new Date()): string {
  // Every line break as CRLF, as RFC 6068 asks of a mailto body.
  return mailtoUrl(values, buildLetter(values, sentAt).replace(/\r\n|\r|\n/g, '\r\n'));
}

export function letterText(values: ContactValues, sentAt: Date = new Date()): string {
  return `${subjectLine(values.subject)}\n\n${buildLetter(values, sentAt).replace(/\r\n?/g, '\n')}`;
}
