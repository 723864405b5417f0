/** The contact form's shared rules: fields and limits, validation, the page line, the body. */
export {
  CONTACT_FIELDS,
  CONTACT_FORM_NAME,
  EMPTY_DRAFT,
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  PAGE_MAX_LENGTH,
  type ContactDraft,
  type ContactField,
} from './fields';
export { isContactValid, validateContact, type ContactError, type ContactErrors } from './validation';
export {
  PAGE_LABELS,
  PAGE_SEPARATOR,
  appendPage,
  listingIdOfPage,
  maxMessageLength,
  pageLine,
  splitPage,
  type PageContext,
} from './page';
export { CONTACT_BODY_MAX_BYTES, encodeContactForm } from './form-body';
export { CONTACT_TEXTS, contactTexts, type ContactTexts } from './texts';
