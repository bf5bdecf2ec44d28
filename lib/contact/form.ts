export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactStatus = 'none' | 'success' | 'error';

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/** How long a status message stays, and how long after success the fields are cleared. */
export const CONTACT_STATUS_DISPLAY_MS = 5000;
export const CONTACT_FORM_RESET_MS = 5000;

export function missingFields(values: ContactValues): Array<keyof ContactValues> {
  return (Object.keys(EMPTY_CONTACT_VALUES) as Array<keyof ContactValues>).filter(
    (field) => values[field].trim() === '',
  );
}
