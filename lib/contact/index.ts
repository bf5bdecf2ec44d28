export { buildLetter, formatLetterDate, outletFromEmail, subjectLine } from './letter';
export {
  buildMailtoUrl,
  buildMailtoUrlWithoutBody,
  ccAddress,
  letterText,
  MAX_MAILTO_URL_LENGTH,
} from './mailto';
export {
  CONTACT_FORM_RESET_MS,
  CONTACT_STATUS_DISPLAY_MS,
  EMPTY_CONTACT_VALUES,
  missingFields,
  type ContactStatus,
  type ContactValues,
} from './form';
