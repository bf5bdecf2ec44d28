'use client';

import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactPage, subjectOptions, SUBJECT_PLACEHOLDER } from '@/content/contact';
import {
  buildMailtoUrl,
  letterText,
  mailtoUrl,
  MAX_MAILTO_URL_LENGTH,
  EMPTY_CONTACT_VALUES,
  missingFields,
  type ContactValues,
} from '@/lib/contact';
import { cn } from '@/lib/cn';
import { useEarlyInput } from '@/lib/browser/early-input';
import { site } from '@/content/site';
import { buttonClasses } from '@/components/ui/button-link';

const copy = contactPage.form;
/** None for the subject: its list opens on a disabled first option instead. */
const placeholders: Partial<Record<keyof ContactValues, string>> = copy.placeholders;

type ContactStatus = 'none' | 'success' | 'error';

/** How long a status message stays, and how long after success the fields are cleared. */
const CONTACT_STATUS_DISPLAY_MS = 5000;
const CONTACT_FORM_RESET_MS = 5000;

function openMailClient(url: string) {
  window.location.href = url;
}

/** A letter too long for a mailto link: its text to copy and a link to a new e-mail without it. */
interface LongLetter {
  text: string;
  blankEmailUrl: string;
  copy: 'idle' | 'copied' | 'copyFailed';
}

const fieldClasses =
  'mt-2 block w-full rounded-xl border border-line-strong bg-surface-raised px-4 py-3 text-base text-ink shadow-sm transition-colors duration-200 placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-accent aria-invalid:border-danger';

/** Builds the letter and opens the mail client: the form makes no server call. */
export function ContactForm({ navigate = openMailClient }: { navigate?: (url: string) => void }) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [status, setStatus] = useState<ContactStatus>('none');
  // A new submission restarts the 5 s timers even when the status does not change.
  const [submission, setSubmission] = useState(0);
  const [showInvalid, setShowInvalid] = useState(false);
  const [longLetter, setLongLetter] = useState<LongLetter | null>(null);
  const form = useEarlyInput((changed) => setValues((current) => ({ ...current, ...changed })));
  const fieldId = (field: keyof ContactValues) => `${id}-${field}`;

  useEffect(() => {
    if (status === 'none') return;
    const clear = window.setTimeout(() => setStatus('none'), CONTACT_STATUS_DISPLAY_MS);
    const reset =
      status === 'success'
        ? window.setTimeout(() => setValues(EMPTY_CONTACT_VALUES), CONTACT_FORM_RESET_MS)
        : undefined;
    return () => {
      window.clearTimeout(clear);
      window.clearTimeout(reset);
    };
  }, [status, submission]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as keyof ContactValues;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setLongLetter(null);
  }

  async function copyLongLetter(letter: LongLetter) {
    let copy: LongLetter['copy'] = 'copied';
    try {
      await navigator.clipboard.writeText(letter.text);
    } catch {
      copy = 'copyFailed';
    }
    setLongLetter((current) => (current === letter ? { ...letter, copy } : current));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmission((n) => n + 1);
    const [firstMissing] = missingFields(values);
    if (firstMissing) {
      setShowInvalid(true);
      setStatus('error');
      document.getElementById(fieldId(firstMissing))?.focus();
      return;
    }
    setShowInvalid(false);
    const url = buildMailtoUrl(values);
    if (url.length > MAX_MAILTO_URL_LENGTH) {
      // A mail app would cut it: offer the whole text for copying instead of losing the end.
      setStatus('none');
      setLongLetter({
        text: letterText(values),
        blankEmailUrl: mailtoUrl(values, ''),
        copy: 'idle',
      });
      return;
    }
    setStatus('success');
    navigate(url);
  }

  const statusId = `${id}-status`;
  const requiredId = `${id}-required`;
  const invalid = (field: keyof ContactValues) =>
    showInvalid && values[field].trim() === '' ? true : undefined;
  const fieldProps = (field: keyof ContactValues, className?: string) => ({
    placeholder: placeholders[field],
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: update,
    required: true,
    'aria-invalid': invalid(field),
    // The message clears after 5 s; the field's mark stays until it is filled, told by the note.
    'aria-describedby': invalid(field) && (status === 'error' ? statusId : requiredId),
    className: cn(fieldClasses, className),
  });
  const label = (field: keyof ContactValues) => (
    <label htmlFor={fieldId(field)} className="text-sm font-semibold text-ink">
      {copy.labels[field]}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </label>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      // Sent before the script has run, the letter goes to the mail app, not into an address.
      action={`mailto:${site.email}`}
      method="post"
      encType="text/plain"
      aria-labelledby={`${id}-heading`}
      className="contact-form"
    >
      <h2 id={`${id}-heading`} className="text-heading text-ink">
        {copy.heading}
      </h2>
      <p className="mt-3 text-ink-soft">{copy.intro}</p>
      <p id={requiredId} className="mt-2 text-sm text-ink-muted">
        <span aria-hidden="true" className="text-danger">
          *
        </span>{' '}
        {copy.requiredNote}
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          {label('name')}
          <input type="text" autoComplete="name" {...fieldProps('name')} />
        </div>
        <div>
          {label('email')}
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...fieldProps('email')}
          />
        </div>
        <div className="sm:col-span-2">
          {label('subject')}
          <div className="contact-select relative">
            <select {...fieldProps('subject', 'appearance-none pr-11')}>
              <option value="" disabled>
                {SUBJECT_PLACEHOLDER}
              </option>
              {subjectOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="sm:col-span-2">
          {label('message')}
          <textarea rows={8} {...fieldProps('message', 'min-h-40 resize-y leading-relaxed')} />
        </div>
      </div>

      <div
        id={statusId}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={cn(
          'mt-5 rounded-xl text-sm font-medium',
          status === 'error' && 'border border-danger/30 bg-danger-soft px-4 py-3 text-danger',
          status === 'success' && 'border border-success/30 bg-success-soft px-4 py-3 text-success',
          longLetter && 'border border-line-strong bg-surface-sunken px-4 py-3 text-ink',
        )}
        data-status={status}
      >
        {status === 'error'
          ? copy.validationError
          : status === 'success'
            ? copy.success
            : longLetter
              ? copy.tooLong.text
              : null}
      </div>

      {longLetter ? (
        <div className="mt-3 text-sm text-ink">
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void copyLongLetter(longLetter)}
              className={buttonClasses('primary')}
            >
              {copy.tooLong.copy}
            </button>
            <a href={longLetter.blankEmailUrl} className={buttonClasses('secondary')}>
              {copy.tooLong.openEmail}
            </a>
          </div>
          <p role="status" className="mt-3 font-medium">
            {longLetter.copy === 'idle' ? null : copy.tooLong[longLetter.copy]}
          </p>
        </div>
      ) : null}

      <button type="submit" className={buttonClasses('primary', 'mt-5 w-full sm:w-auto')}>
        {copy.submit}
      </button>
    </form>
  );
}
