/**
 * The contact form's words that both the sheet (mfe-contact) and the page the server answers a
 * browser's own post with (server/src/contact/answer-page.ts) show, in Albanian: written once.
 */
import { FIELD_MAX_LENGTH, type ContactField } from './fields';
import type { ContactError } from './validation';

const tooLong = (max: number) => `Shkruani jo më shumë se ${max} karaktere.`;

export const CONTACT_TEXTS = {
  title: 'Na dërgoni një mesazh',
  submit: 'Dërgo mesazhin',
  honeypot: 'Mos e plotësoni këtë fushë',
  sentTitle: 'Mesazhi u dërgua me sukses',
  sentText: 'Prisni një përgjigje së shpejti',
  failedTitle: 'Gabim',
  failedText: 'Na vjen keq, por mesazhi nuk u dërgua',
  labels: {
    name: 'Emri',
    email: 'E-mail',
    phone: 'Numri i telefonit',
    message: 'Mesazhi',
  } satisfies Record<ContactField, string>,
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
} as const;
