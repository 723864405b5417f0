/**
 * Migration 0012-alerts: alerts of new listings by e-mail, without an account.
 *
 * - `alerts`: an address and a search (one alert per pair: a repeated request finds it), its
 *   language and frequency, when it was made and confirmed (nothing is sent before), and the day
 *   of its last digest;
 * - `alert_links`: the tokens of its confirm and unsubscribe links, as SHA-256 hashes only; each
 *   e-mail carries a link of its own, so a token is never needed again after its mail is written;
 * - `alert_deliveries`: one row per alert and listing told of (or waiting for the digest), the
 *   key that makes "once per listing and address" hold across restarts and instances;
 * - `alert_public_listings`: every listing that has been public once. A listing is new to the
 *   alerts when it is first seen public; withdrawn and published again, it is not. The listings
 *   that already exist (every one but a draft, which was never public) are taken in here, so
 *   turning alerts on tells nobody of the agency's whole stock;
 * - `email_outbox`: a mail's HTML part, its one-click unsubscribe address (RFC 8058) and its alert.
 *
 * The statuses, languages and frequencies are written out, not read from the contracts: a
 * migration that has shipped never changes meaning.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from './engine';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema before the types do

export function alertsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('alerts')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('search', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull().check(sql`locale in ('sq', 'en', 'de')`))
        .addColumn('frequency', 'text', (column) => column.notNull().check(sql`frequency in ('instant', 'daily')`))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_digest_day', 'text')
        .addUniqueConstraint('alerts_email_search', ['email', 'search'])
        .execute();
      // The back office's count per search.
      await db.schema.createIndex('alerts_search').on('alerts').column('search').execute();

      await db.schema
        .createTable('alert_links')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('alert_id', 'integer', (column) => column.notNull().references('alerts.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('confirm', 'unsubscribe')`))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('alert_links_alert').on('alert_links').column('alert_id').execute();

      await db.schema
        .createTable('alert_deliveries')
        .addColumn('alert_id', 'integer', (column) => column.notNull().references('alerts.id').onDelete('cascade'))
        .addColumn('listing_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addPrimaryKeyConstraint('alert_deliveries_pk', ['alert_id', 'listing_id'])
        .execute();
      // The digests read what waits (sent_at null) across alerts.
      await db.schema.createIndex('alert_deliveries_waiting').on('alert_deliveries').columns(['sent_at', 'alert_id']).execute();

      await db.schema
        .createTable('alert_public_listings')
        .addColumn('listing_id', 'text', (column) => column.primaryKey())
        .addColumn('first_public_at', 'text', (column) => column.notNull())
        .execute();
      await db
        .insertInto('alert_public_listings')
        .columns(['listing_id', 'first_public_at'])
        .expression(db.selectFrom('listings').select(['id', 'status_changed_at']).where('status', '!=', 'draft'))
        .execute();

      await db.schema.alterTable('email_outbox').addColumn('body_html', 'text').execute();
      await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'text').execute();
      await db.schema.alterTable('email_outbox').addColumn('alert_id', 'integer').execute();
      await db.schema.createIndex('email_outbox_alert').on('email_outbox').column('alert_id').execute();
    },
  };
}
