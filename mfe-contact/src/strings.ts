/** Every visible string of the contact sheet, in Albanian. */
import { FIELD_MAX_LENGTH, type ContactError, type ContactField } from 'shared/contact';

const tooLong = (max: number) => `Shkruani jo më shumë se ${max} karaktere.`;

export const strings = {
  title: 'Na dërgoni një mesazh',
  intro: 'Lini numrin tuaj dhe mesazhin. Ju kontaktojmë sa më shpejt.',
  close: 'Mbyll formularin',
  addressAndHours: 'Adresa dhe orari',
  aboutListing: 'Pyetje për pronën',
  listingId: (id: string) => `ID ${id}`,
  fields: {
    name: { label: 'Emri', placeholder: 'Emri dhe mbiemri' },
    email: { label: 'E-mail', placeholder: 'emri@shembull.com' },
    phone: { label: 'Numri i telefonit', placeholder: '+383 44 123 456' },
    message: { label: 'Mesazhi', placeholder: 'Si mund t’ju ndihmojmë?' },
  } satisfies Record<ContactField, { label: string; placeholder: string }>,
  honeypot: 'Mos e plotësoni këtë fushë',
  errors: {
    name: { tooLong: tooLong(FIELD_MAX_LENGTH.name) },
    email: { invalidEmail: 'Shkruani një adresë e-maili të vlefshme.', tooLong: tooLong(FIELD_MAX_LENGTH.email) },
    phone: {
      required: 'Numri telefonit është i detyrueshëm.',
      invalidPhone: 'Shkruani një numër telefoni të vlefshëm.',
      tooLong: tooLong(FIELD_MAX_LENGTH.phone),
    },
    message: { required: 'Mesazhi është i detyrueshëm.', tooLong: tooLong(FIELD_MAX_LENGTH.message) },
  } satisfies Record<ContactField, Partial<Record<ContactError, string>>>,
  required: 'Plotësoni numrin e telefonit dhe mesazhin për ta dërguar.',
  submit: 'Dërgo mesazhin',
  sending: 'Duke u dërguar…',
  orCall: 'Ose na telefononi:',
  /** Shown in the sheet when the server cannot store messages for now (HTTP 503). */
  unavailable: 'Mesazhet nuk mund të ruhen për momentin. Mesazhi juaj është ruajtur këtu: provoni përsëri pas pak ose na telefononi.',
  toast: {
    successTitle: 'Mesazhi u dërgua me sukses',
    successText: 'Prisni një përgjigje së shpejti',
    failureTitle: 'Gabim',
    failureText: 'Na vjen keq, por mesazhi nuk u dërgua',
    close: 'Mbyll njoftimin',
  },
} as const;

/** The message for a field's error, in Albanian. */
export function errorText(field: ContactField, error: ContactError | undefined): string | undefined {
  if (!error) return undefined;
  const byError: Partial<Record<ContactError, string>> = strings.errors[field];
  return byError[error] ?? strings.errors.phone.required;
}
