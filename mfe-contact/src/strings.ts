import { CONTACT_TEXTS, type ContactError, type ContactField } from 'shared/contact';
import { t } from './i18n';

/**
 * Every visible string of the contact sheet, in the page's language: its own from its catalogue
 * (src/messages); the words the server's message form page shows too (the title, the labels,
 * the SPEC's errors and toasts) from the shared package's CONTACT_TEXTS, read when used.
 */
export const strings = {
  get title() { return CONTACT_TEXTS.title; },
  get intro() { return t('intro'); },
  get close() { return t('close'); },
  get addressAndHours() { return t('addressAndHours'); },
  get aboutListing() { return t('aboutListing'); },
  listingId: (id: string) => t('listingId', { id }),
  fields: {
    name: { get label() { return CONTACT_TEXTS.labels.name; }, get placeholder() { return t('fields.name.placeholder'); } },
    email: { get label() { return CONTACT_TEXTS.labels.email; }, get placeholder() { return t('fields.email.placeholder'); } },
    phone: { get label() { return CONTACT_TEXTS.labels.phone; }, get placeholder() { return t('fields.phone.placeholder'); } },
    message: { get label() { return CONTACT_TEXTS.labels.message; }, get placeholder() { return t('fields.message.placeholder'); } },
  } satisfies Record<ContactField, { label: string; placeholder: string }>,
  get honeypot() { return CONTACT_TEXTS.honeypot; },
  get errors() { return CONTACT_TEXTS.errors; },
  get required() { return t('required'); },
  get submit() { return CONTACT_TEXTS.submit; },
  get orCall() { return t('orCall'); },
  /** Shown in the sheet when the server cannot store messages for now (HTTP 503). */
  get unavailable() { return t('unavailable'); },
  toast: {
    get successTitle() { return CONTACT_TEXTS.sentTitle; },
    get successText() { return CONTACT_TEXTS.sentText; },
    get failureTitle() { return CONTACT_TEXTS.failedTitle; },
    get failureText() { return CONTACT_TEXTS.failedText; },
    get close() { return t('toast.close'); },
  },
} as const;

/** The message for a field's error, in the page's language. */
export function errorText(field: ContactField, error: ContactError | undefined): string | undefined {
  if (!error) return undefined;
  const byError: Partial<Record<ContactError, string>> = strings.errors[field];
  return byError[error] ?? strings.errors.phone.required;
}
