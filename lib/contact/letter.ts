import { site } from '@/content/site';
import {
  CONTACT_SUBJECTS,
  FALLBACK_OUTLET,
  letterLines,
  letterVariants,
  type ContactSubject,
} from '@/content/contact';
import { writeDate } from '@/lib/dates';
import type { ContactValues } from './form';

/** The outlet of a media inquiry: the e-mail's domain, or "my organization" without one. */
export function outletFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = at === -1 ? '' : email.slice(at + 1).trim();
  return domain || FALLBACK_OUTLET;
}

/** The date on the "Sent via" line in the sender's time zone, e.g. "November 21, 2026". */
export const formatLetterDate = (date: Date): string => writeDate(date);

function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Replaces {key} placeholders in one pass, so a value that itself holds "{name}" stays as typed. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function variantFor(subject: string) {
  return letterVariants[isContactSubject(subject) ? subject : 'general'];
}

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
    `${fill(letterLines.sentVia, { product: site.name })} ${formatLetterDate(sentAt)}`,
  ].join('\n');
}
