/** Every visible string of the contact sheet, in Albanian. */
import { CONTACT_TEXTS, type ContactError, type ContactField } from 'shared/contact';

const t = CONTACT_TEXTS;

export const strings = {
  title: t.title,
  intro: 'Lini numrin tuaj dhe mesazhin. Ju kontaktojmë sa më shpejt.',
  close: 'Mbyll formularin',
  addressAndHours: 'Adresa dhe orari',
  aboutListing: 'Pyetje për pronën',
  listingId: (id: string) => `ID ${id}`,
  fields: {
    name: { label: t.labels.name, placeholder: 'Emri dhe mbiemri' },
    email: { label: t.labels.email, placeholder: 'emri@shembull.com' },
    phone: { label: t.labels.phone, placeholder: '+383 44 123 456' },
    message: { label: t.labels.message, placeholder: 'Si mund t’ju ndihmojmë?' },
  } satisfies Record<ContactField, { label: string; placeholder: string }>,
  honeypot: t.honeypot,
  errors: t.errors,
  required: 'Plotësoni numrin e telefonit dhe mesazhin për ta dërguar.',
  submit: t.submit,
  sending: 'Duke u dërguar…',
  orCall: 'Ose na telefononi:',
  /** Shown in the sheet when the server cannot store messages for now (HTTP 503). */
  unavailable: 'Mesazhet nuk mund të ruhen për momentin. Mesazhi juaj është ruajtur këtu: provoni përsëri pas pak ose na telefononi.',
  toast: {
    successTitle: t.sentTitle,
    successText: t.sentText,
    failureTitle: t.failedTitle,
    failureText: t.failedText,
    close: 'Mbyll njoftimin',
  },
} as const;

/** The message for a field's error, in Albanian. */
export function errorText(field: ContactField, error: ContactError | undefined): string | undefined {
  if (!error) return undefined;
  const byError: Partial<Record<ContactError, string>> = strings.errors[field];
  return byError[error] ?? strings.errors.phone.required;
}
