/**
 * What an alert of new listings is made of ('Më njofto për prona të reja'): the form's fields,
 * the two frequencies a visitor chooses between, and the limits the server and the form share.
 */

/** One e-mail per new listing, or one digest a day. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);

/** The form's field names: the plain HTML form and the app's post send the same body. */
export const ALERT_FIELDS = { email: 'email', frequency: 'frequency', search: 'search' } as const;

/** An address as mail allows it (RFC 5321's path limit). */
export const ALERT_EMAIL_MAX_LENGTH = 254;
/** The search's query string; the app's longest (every filter, a text, a map area) is far shorter. */
export const ALERT_SEARCH_MAX_LENGTH = 2000;
/** A form body: three fields, each within its limit, percent-encoded. */
export const ALERT_BODY_MAX_BYTES = 8 * 1024;

/** The query parameter of a confirm or unsubscribe link that carries its token. */
export const ALERT_TOKEN_PARAM = 't';

/** What the server answers the app's post with when it refuses it (the app words it in the visitor's language). */
export type AlertRefusal =
  | { ok: false; error: 'invalid-field'; field: 'email' | 'frequency' | 'search' }
  | { ok: false; error: 'rate-limited' | 'unavailable' | 'bad-request' };

/** The back office's list: one saved search, how many confirmed alerts it has, how many wait for their confirmation. */
export interface AdminAlertSearch {
  /** The search's query string, as the app writes it (alertSearch). */
  search: string;
  confirmed: number;
  pending: number;
}
