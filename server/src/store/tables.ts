/**
 * The store's tables as Kysely sees them: one interface per table, column names as in SQL.
 * Both engines hold the same shapes: times are ISO 8601 text in UTC (one representation on
 * SQLite and PostgreSQL, and it sorts as text), flags are 0/1 integers, and free-form objects
 * (listing details, audit details) are JSON text that only this module parses.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AlertFrequency } from 'shared/alerts';
import { LISTING_STATUSES, MESSAGE_STATES, type ListingStatus, type MessageState } from 'shared/contracts';
import type { Locale } from 'shared/i18n';

export { LISTING_STATUSES, MESSAGE_STATES, type ListingStatus, type MessageState };

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One listing with every SPEC field; the exact coordinates are private (the projection moves them). */
export interface ListingsTable {
  id: string;
  status: ListingStatus;
  status_changed_at: string;
  title: string;
  description: string;
  category: string;
  option: string;
  city: string;
  subcity: string;
  /** Euros; null means the SPEC's "Me Marrëveshje" (by agreement). */
  price_eur: number | null;
  reduced_price_eur: number | null;
  /** The SPEC's createdAt as the agency wrote it ('' when it had none). */
  created_at: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON object of the SPEC's details, as checked. */
  details_json: string;
  /**
   * JSON object of the title and description in other languages ('{}' for none, migration 0011),
   * in the one form shared/listings `cleanTranslations` gives, so equal translations are equal text.
   */
  translations_json: string;
  /** When this row was first stored, and last changed. */
  stored_at: string;
  updated_at: string;
}

/** A listing's photo: its place in the order, whether it is the cover, and its files. */
export interface PhotosTable {
  id: Generated<number>;
  listing_id: string;
  position: number;
  is_cover: number;
  /** The published image (an address or a file name ending in -1200.webp). */
  file_name: string;
  /** The uploaded original's file name, private (the back office's upload); null for imported photos. */
  original_file_name: string | null;
  stored_at: string;
  /** The uploader's file name, cleaned for display (migration 0002); null for imported photos. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The agent's caption, '' for none: the photo's public alt text (migration 0008). */
  caption: ColumnType<string, string | undefined, string>;
  /**
   * The picture's difference hash and mean colour (22 hex digits, photos/picture-hash.ts), to tell the agent the
   * same picture is already there; null for imported photos and those stored before 0008.
   */
  picture_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MessagesTable {
  /** The record's id (a UUID), also the key that keeps a migrated record from being stored twice. */
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 'Prona: {id}' or 'Faqja: {url}', or ''. */
  page: string;
  state: MessageState;
  state_changed_at: string;
  /** The agency's note on the message, '' when none (migration 0006). */
  note: ColumnType<string, string | undefined, string>;
  /** The user the message is assigned to, or null (migration 0006; null again when that user goes). */
  assigned_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Back office: the agency's users; the password only as an argon2id hash. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  created_at: string;
  disabled_at: string | null;
  last_login_at: string | null;
}

/** Server-side sessions, found by a hash of the cookie's token (the token itself is never stored). */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A one-time link to set a password (migration 0007): only the token's hash is kept. */
export interface PasswordLinksTable {
  token_hash: string;
  user_id: number;
  purpose: PasswordLinkPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 'invite': a new user's first password; 'reset': a forgotten one. */
export type PasswordLinkPurpose = 'invite' | 'reset';

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Null for what the system did by itself (an import, a migration). */
  user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string;
  /** The listing the change touched (itself, a photo of it, a message about it), or null (migration 0010). */
  listing_id: ColumnType<string | null, string | null | undefined, string | null>;
  details_json: string;
}

/** Mail waiting to be sent (and what was sent), so a message is never lost to an SMTP outage. */
export interface EmailOutboxTable {
  id: Generated<number>;
  created_at: string;
  to_address: string;
  subject: string;
  body_text: string;
  state: OutboxState;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** The contact message the mail tells about, if any. */
  message_id: string | null;
  /** The current claim's token while a worker holds the item (migration 0002); null otherwise. */
  claim_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visitor's plain address for the agency's 'Reply', or null (migration 0002). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** The mail's HTML part beside its text, or null for text alone (migration 0012). */
  body_html: ColumnType<string | null, string | null | undefined, string | null>;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058), or null (migration 0012). */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** The alert the mail belongs to, if any: removed with it (migration 0012). */
  alert_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Counters that change with the data: the server polls one to know when to rebuild. */
export interface ChangeCountersTable {
  name: string;
  value: number;
}

/** One sign-in try, reserved before its password is checked; `key` is 'account:…' or 'client:…'. */
export interface SignInAttemptsTable {
  key: string;
  at: string;
  /** The reservation's random id: what a successful try gives back. */
  token: string;
}

/** Named values every instance shares (e.g. 'privacy_secret'). */
export interface SiteSettingsTable {
  name: string;
  value: string;
}

/** Views of a listing's page on one day (migration 0009; views/ counts them, 90 days kept). */
export interface ListingViewsTable {
  listing_id: string;
  /** The agency's day, Europe/Belgrade: 'YYYY-MM-DD'. */
  day: string;
  views: number;
}

/**
 * An alert of new listings (migration 0012): an address and a search, private to the server.
 * Nothing is sent before `confirmed_at`; its links' tokens are kept in `alert_links`, as hashes.
 */
export interface AlertsTable {
  id: Generated<number>;
  /** The visitor's address, normalised (trimmed, lower case); never in a public output or a log. */
  email: string;
  /** The search as the app writes it (shared/alerts `alertSearch`). */
  search: string;
  /** The language of its e-mails and pages. */
  locale: Locale;
  frequency: AlertFrequency;
  created_at: string;
  confirmed_at: string | null;
  /** The agency's day ('YYYY-MM-DD') of its last digest, for a daily alert. */
  last_digest_day: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A link an alert's e-mail carries: only its token's SHA-256 is kept (migration 0012). */
export interface AlertLinksTable {
  token_hash: string;
  alert_id: number;
  purpose: AlertLinkPurpose;
  created_at: string;
}

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

/**
 * A listing an alert has told of, or will in its digest (`sent_at` null until then): one row per
 * alert and listing, so a listing is told once per address, whatever restarts or instances.
 */
export interface AlertDeliveriesTable {
  alert_id: number;
  listing_id: string;
  created_at: string;
  sent_at: string | null;
}

/**
 * Every listing that has been public once, with when it was first seen public: a listing that
 * comes back (withdrawn, then active again) is not new to the alerts (migration 0012).
 */
export interface AlertPublicListingsTable {
  listing_id: string;
  first_public_at: string;
}

export interface Database {
  listings: ListingsTable;
  photos: PhotosTable;
  messages: MessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_links: PasswordLinksTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
  change_counters: ChangeCountersTable;
  sign_in_attempts: SignInAttemptsTable;
  site_settings: SiteSettingsTable;
  listing_views: ListingViewsTable;
  alerts: AlertsTable;
  alert_links: AlertLinksTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_public_listings: AlertPublicListingsTable;
}

export type ListingRow = Selectable<ListingsTable>;
export type NewListingRow = Insertable<ListingsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type MessageRow = Selectable<MessagesTable>;
export type OutboxRow = Selectable<EmailOutboxTable>;
