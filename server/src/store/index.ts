/** The store: open it (migrated to the latest schema) and use its typed interface. */
import { migrateToLatest } from './migrations';
import { openConnection, type StoreLocation } from './engine';
import { Store } from './store';

export { Store, type InquiryMailComposer, type ListingPhoto, type NewListingPhoto, type CaptionChange, type ContactMessage, type NewContactMessage, type StoredMessage, type ImportResult } from './store';
export type { StoredListing, StoredPhoto } from './listing-rows';
export type { OutboxEntry, SqlOutbox } from './email-outbox';
export type { DayViews, ListingViewsStore } from './listing-views';
export { ALERT_CONFIRM_DAYS, addressFingerprint, hashAlertToken, type Alert, type AlertMailComposer, type AlertsStore, type CreateOutcome, type NewAlert, type PublicListing } from './alerts';
export { LISTING_STATUSES, MESSAGE_STATES, type ListingStatus, type MessageState } from './tables';
export { ListingIdTaken } from './listing-ids';
export { readCheckedListingsFile } from './listings-file';
export { SQLITE_FILE, isPostgresUrl, type Engine, type StoreLocation } from './engine';

/** Opens the store and brings its schema up to date. */
export async function openStore(location: StoreLocation, now?: () => Date): Promise<Store> {
  const connection = openConnection(location);
  try {
    await migrateToLatest(connection.db, connection.engine);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return new Store(connection, now);
}
export type { ListingSummary } from './store';
export { normalizeEmail, type AdminUser, type AuditEntry, type SessionRecord } from './accounts';
