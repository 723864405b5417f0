/**
 * The store's schema, as Kysely migrations run by its Migrator at every open (an instance that
 * starts while another migrates waits on the Migrator's lock). Written once for both engines:
 * the few types that differ (an auto-numbered key, a double) come from `engine`. Add a new
 * migration at the end; never change one that has shipped.
 */
import crypto from 'node:crypto';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { alertsMigration } from './alerts-migration';
import { draftsMigration } from './drafts-migration';
import type { Engine } from './engine';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema before the types do

function initial(engine: Engine): Migration {
  const double = engine === 'postgres' ? 'double precision' : 'real';
  // An auto-numbered primary key.
  const serial = (db: AnyDb, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (column) =>
        engine === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      );

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('listings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('status', 'text', (column) =>
          column.notNull().check(sql`status in ('active', 'reserved', 'sold', 'withdrawn')`),
        )
        .addColumn('status_changed_at', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('option', 'text', (column) => column.notNull())
        .addColumn('city', 'text', (column) => column.notNull())
        .addColumn('subcity', 'text', (column) => column.notNull())
        .addColumn('price_eur', double)
        .addColumn('reduced_price_eur', double)
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('latitude', double)
        .addColumn('longitude', double)
        .addColumn('details_json', 'text', (column) => column.notNull())
        .addColumn('stored_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      // The public pages list shown listings newest first; the back office by when they changed.
      await db.schema.createIndex('listings_status_created').on('listings').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('listings_updated').on('listings').column('updated_at').execute();

      await serial(db, 'photos')
        .addColumn('listing_id', 'text', (column) => column.notNull().references('listings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('is_cover', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('file_name', 'text', (column) => column.notNull())
        .addColumn('original_file_name', 'text')
        .addColumn('stored_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('photos_listing_position', ['listing_id', 'position'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('page', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('new', 'read', 'answered', 'spam')`))
        .addColumn('state_changed_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('messages_state_received').on('messages').columns(['state', 'received_at']).execute();

      await serial(db, 'users')
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('disabled_at', 'text')
        .addColumn('last_login_at', 'text')
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await serial(db, 'audit_log')
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('subject_type', 'text', (column) => column.notNull())
        .addColumn('subject_id', 'text', (column) => column.notNull())
        .addColumn('details_json', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

      await serial(db, 'email_outbox')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('body_text', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('pending', 'sent', 'failed')`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('message_id', 'text', (column) => column.references('messages.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['state', 'next_attempt_at']).execute();

      await db.schema
        .createTable('change_counters')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'integer', (column) => column.notNull())
        .execute();
      await db.insertInto('change_counters').values({ name: 'listings', value: 0 }).execute();
    },
  };
}

/**
 * What the outbox worker and the photo upload need beyond the first schema: the claim token
 * that lets only the current holder of a lease mark a mail, the Reply-To a resend must carry
 * again, and an uploaded photo's display name (the client's file name, cleaned).
 */
const outboxClaimsAndPhotoNames: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('email_outbox').addColumn('claim_token', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
    await db.schema.alterTable('photos').addColumn('display_name', 'text').execute();
  },
};

/**
 * The listings counter's stamp (store.ts LISTINGS_STAMP), drawn anew with every bump; this first
 * one is drawn here, so a store made before it differs from every other.
 */
const listingsStamp: Migration = {
  async up(db: AnyDb) {
    await db.insertInto('change_counters').values({ name: 'listings_stamp', value: crypto.randomInt(1, 2 ** 31 - 1) }).execute();
  },
};

/**
 * What the store keeps so that several instances agree and a restart changes nothing:
 * - `sign_in_attempts`: the sign-in throttle's tries, per key ('account:…' or 'client:…'), one
 *   row per try, reserved before a password is checked and given back (by its `token`) when the
 *   try succeeds (admin/throttle.ts);
 * - `site_settings`: small named values every instance must share (the privacy offsets' secret);
 * - the `listing_ids` counter: how many listings the back office created, updated (and so
 *   locked) by each create inside its own transaction, so concurrent creates take turns
 *   choosing an id (store/listing-ids.ts).
 */
const trustTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sign_in_attempts')
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('token', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sign_in_attempts_key_at').on('sign_in_attempts').columns(['key', 'at']).execute();
    await db.schema.createIndex('sign_in_attempts_at').on('sign_in_attempts').column('at').execute();
    await db.schema
      .createTable('site_settings')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
    await db.insertInto('change_counters').values({ name: 'listing_ids', value: 0 }).execute();
  },
};

/**
 * The links that let a user set a password without a terminal: an invitation to a new user, or
 * a reset of a forgotten password. Only the token's SHA-256 is kept; a link is used once, and
 * ends at `expires_at`, when it is used, or when its user is removed.
 */
const passwordLinks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('password_links')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('invite', 'reset')`))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_links_user').on('password_links').column('user_id').execute();
  },
};

/**
 * The inbox's own work on a message (issue 51): the agency's note ('Shënim', '' when none) and
 * the agent it is assigned to (a user; unassigned when that user goes).
 */
const messageNotes: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('messages').addColumn('note', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema
      .alterTable('messages')
      .addColumn('assigned_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .execute();
  },
};

/**
 * Photos from a phone (issue 51 part 8): each photo's caption (its public alt text, '' for none)
 * and its picture's difference hash, compared within a listing to say the same picture is
 * already there (null where unknown: imported photos, photos stored before this).
 */
const photoCaptions: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('photos').addColumn('caption', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema.alterTable('photos').addColumn('picture_hash', 'text').execute();
  },
};

/**
 * What each listing earns (issue 51 part 9): its page's views per day, counted by the server
 * (views/), one row per listing and day (the agency's day, Europe/Belgrade, 'YYYY-MM-DD').
 * No foreign key to `listings`: a batch of counts must not fail because one listing was removed
 * meanwhile; such a row is read by nobody and pruned with the rest after 90 days.
 */
const listingViews: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('listing_views')
      .addColumn('listing_id', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('views', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('listing_views_pk', ['listing_id', 'day'])
      .execute();
    // The table's column and the pruning read by day across every listing.
    await db.schema.createIndex('listing_views_day').on('listing_views').column('day').execute();
  },
};

/**
 * The listing each audit row touched (issue 51: the log filtered by listing): a listing's own
 * rows name it as their subject; a message's, the listing its page line names ('Prona: {id}').
 * Indexed with the id, as the log is read newest first, for a listing or for a user.
 */
const auditListing: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('audit_log').addColumn('listing_id', 'text').execute();
    await db.updateTable('audit_log').set({ listing_id: sql`subject_id` }).where('subject_type', '=', 'listing').execute();
    await db
      .updateTable('audit_log')
      .set({
        listing_id: sql`(select substr(messages.page, 8) from messages where messages.id = audit_log.subject_id and messages.page like 'Prona: %')`,
      })
      .where('subject_type', '=', 'message')
      .execute();
    await db.schema.createIndex('audit_log_listing').on('audit_log').columns(['listing_id', 'id']).execute();
    await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'id']).execute();
  },
};

/**
 * A listing's title and description in the site's other languages (English, German: the back
 * office's optional 'Përkthimet'), as one JSON value like its details: '{}' for none, which every
 * listing stored before this has. One column rather than one per language and text, so another
 * language of the site needs no migration; the schema (shared/listings) checks what goes in.
 */
const listingTranslations: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('listings').addColumn('translations_json', 'text', (column) => column.notNull().defaultTo('{}')).execute();
  },
};

/** Every migration, in order; the names are what the Migrator records as done. */
export function storeMigrations(engine: Engine): Record<string, Migration> {
  return { '0001-initial': initial(engine), '0002-outbox-claims-photo-names': outboxClaimsAndPhotoNames,
    '0003-listings-stamp': listingsStamp,
    '0004-trust': trustTables,
    '0005-drafts': draftsMigration(engine),
    '0006-message-notes': messageNotes,
    '0007-password-links': passwordLinks,
    '0008-photo-captions': photoCaptions,
    '0009-listing-views': listingViews,
    '0010-audit-listing': auditListing,
    '0011-listing-translations': listingTranslations,
    '0012-alerts': alertsMigration(engine),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(storeMigrations(this.engine));
  }
}

/** Brings the schema up to date; throws with the failing migration's name and error. */
export async function migrateToLatest(db: AnyDb, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`The store's migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
