/**
 * What the alerts' store code shares: the alert as the server sees it, its link tokens (the raw
 * token goes into one e-mail, the store keeps its SHA-256), and the small helpers of its writes.
 */
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AlertFrequency } from 'shared/alerts';
import type { Locale } from 'shared/i18n';
import type { OutboxMail } from '../notify/outbox';
import { normalizeEmail } from './accounts';
import type { Database } from './tables';

export type Trx = Transaction<Database>;

/** How long a confirm link opens; an alert not confirmed by then is forgotten, its address with it. */
export const ALERT_CONFIRM_DAYS = 7;
export const DAY_MS = 24 * 60 * 60_000;
/** Rows per statement: well under SQLite's limit of bound values. */
const CHUNK = 400;

export interface Alert {
  id: number;
  /** Private: only the mail's recipient, never an output or a log line. */
  email: string;
  search: string;
  locale: Locale;
  frequency: AlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
}

export interface NewAlert {
  email: string;
  search: string;
  locale: Locale;
  frequency: AlertFrequency;
}

/** What a create found: a new alert, one waiting for its confirmation (asked again), or a confirmed one (nothing sent). */
export type CreateOutcome = 'created' | 'unconfirmed' | 'confirmed';

/** A listing seen public, with the confirmed alerts whose search shows it. */
export interface PublicListing {
  listingId: string;
  alertIds: readonly number[];
}

/** Writes an alert's mail with its unsubscribe link's token; undefined when it cannot be written. */
export type AlertMailComposer<A> = (alert: Alert, about: A, unsubscribeToken: string) => OutboxMail | undefined;

/** The SHA-256 the store keeps of a link's token. */
export const hashAlertToken = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A link's token: 256 random bits, URL-safe. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export function alertFromRow(row: { id: number; email: string; search: string; locale: Locale; frequency: AlertFrequency; created_at: string; confirmed_at: string | null }): Alert {
  return {
    id: Number(row.id),
    email: row.email,
    search: row.search,
    locale: row.locale,
    frequency: row.frequency,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

/** A mail that cannot be written costs that mail, never the transaction (and the others in it). */
export function composeSafely(compose: () => OutboxMail | undefined, alertId: number): OutboxMail | undefined {
  try {
    return compose();
  } catch (error) {
    console.error(`alerts: the mail of alert ${alertId} could not be written: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** A short, stable name of an address for the audit log, which must not keep the address it removed. */
export const addressFingerprint = (email: string): string => hashAlertToken(`alert-address:${normalizeEmail(email)}`).slice(0, 12);

