/**
 * What the alerts owe: the listings first seen public, told to the confirmed alerts whose search
 * shows them (an instant alert's mail at once, a daily alert's row for its digest), and the daily
 * digests. Each runs inside the transaction `store.alerts` gives it (alerts.ts), so a listing is
 * taken in together with what it owes, and a day's digest with its mail, or not at all.
 */
import { sql, type Kysely } from 'kysely';
import { enqueueMail } from './email-outbox';
import type { Engine } from './engine';
import type { Database } from './tables';
import {
  alertFromRow,
  chunks,
  composeSafely,
  hashAlertToken,
  newToken,
  type Alert,
  type AlertMailComposer,
  type PublicListing,
  type Trx,
} from './alert-rows';

/**
 * Listings seen public: each one not seen before is taken in (once, whoever else is doing the
 * same), and for those this call took in, each confirmed alert that matches it gets its
 * delivery: an instant alert its mail now, a daily one a row its digest takes. One
 * transaction: a listing is taken in together with what it owes, or not at all. Returns the
 * listings this call took in and how many mails it queued.
 */
export async function announceIn(trx: Trx, listings: readonly PublicListing[], compose: AlertMailComposer<string>, at: string): Promise<{ taken: string[]; mails: number }> {
  const taken = new Set<string>();
  for (const part of chunks(listings)) {
    const rows = await trx
      .insertInto('alert_public_listings')
      .values(part.map((listing) => ({ listing_id: listing.listingId, first_public_at: at })))
      .onConflict((conflict) => conflict.column('listing_id').doNothing())
      .returning('listing_id')
      .execute();
    for (const row of rows) taken.add(row.listing_id);
  }
  const owed = listings.filter((listing) => taken.has(listing.listingId) && listing.alertIds.length > 0);
  const alerts = await confirmedAmong(trx, [...new Set(owed.flatMap((listing) => listing.alertIds))]);
  let mails = 0;
  for (const { listingId, alertIds } of owed) {
    // An address with two searches that both show the listing is told of it once.
    const told = new Set<string>();
    for (const alertId of alertIds) {
      const alert = alerts.get(alertId);
      if (!alert) continue;
      const instant = alert.frequency === 'instant';
      if (instant && told.has(alert.email)) {
        await trx
          .insertInto('alert_deliveries')
          .values({ alert_id: alert.id, listing_id: listingId, created_at: at, sent_at: at })
          .onConflict((conflict) => conflict.columns(['alert_id', 'listing_id']).doNothing())
          .execute();
        continue;
      }
      const delivery = await trx
        .insertInto('alert_deliveries')
        .values({ alert_id: alert.id, listing_id: listingId, created_at: at, sent_at: instant ? at : null })
        .onConflict((conflict) => conflict.columns(['alert_id', 'listing_id']).doNothing())
        .returning('alert_id')
        .executeTakeFirst();
      if (!delivery || !instant) continue;
      told.add(alert.email);
      const token = newToken();
      const mail = composeSafely(() => compose(alert, listingId, token), alert.id);
      if (!mail) continue;
      await trx.insertInto('alert_links').values({ token_hash: hashAlertToken(token), alert_id: alert.id, purpose: 'unsubscribe', created_at: at }).execute();
      await enqueueMail(trx, mail, at, null, alert.id);
      mails += 1;
    }
  }
  return { taken: listings.map((listing) => listing.listingId).filter((id) => taken.has(id)), mails };
}

/** The alerts among `ids` that are (still) confirmed, by id. */
async function confirmedAmong(trx: Trx, ids: readonly number[]): Promise<Map<number, Alert>> {
  const found = new Map<number, Alert>();
  for (const part of chunks(ids)) {
    const rows = await trx.selectFrom('alerts').selectAll().where('id', 'in', part).where('confirmed_at', 'is not', null).execute();
    for (const row of rows) found.set(Number(row.id), alertFromRow(row));
  }
  return found;
}

/** The daily alerts whose digest of `day` is not sent, with the listings waiting for it (oldest first). */
export async function dueDigests(db: Kysely<Database>, day: string): Promise<{ alert: Alert; listingIds: string[] }[]> {
  const rows = await db
    .selectFrom('alerts')
    .innerJoin('alert_deliveries', 'alert_deliveries.alert_id', 'alerts.id')
    .selectAll('alerts')
    .select('alert_deliveries.listing_id')
    .where('alerts.frequency', '=', 'daily')
    .where('alerts.confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('alerts.last_digest_day', 'is', null), eb('alerts.last_digest_day', '<', day)]))
    .where('alert_deliveries.sent_at', 'is', null)
    .orderBy('alerts.id')
    .orderBy('alert_deliveries.created_at')
    .orderBy('alert_deliveries.listing_id')
    .execute();
  const due = new Map<number, { alert: Alert; listingIds: string[] }>();
  for (const row of rows) {
    const id = Number(row.id);
    let entry = due.get(id);
    if (!entry) due.set(id, (entry = { alert: alertFromRow(row), listingIds: [] }));
    entry.listingIds.push(row.listing_id);
  }
  return [...due.values()];
}

/**
 * The digest of `day` for one alert: its day is taken first (a second digest of the day, here or
 * on another instance, finds it taken and sends nothing), then the waiting deliveries among
 * `listingIds` are marked sent and `compose` writes the mail of those it is given. True when a
 * mail was queued.
 */
export async function sendDigestIn(
  trx: Trx,
  engine: Engine,
  digest: { alertId: number; day: string; listingIds: readonly string[] },
  compose: AlertMailComposer<string[]>,
  at: string,
): Promise<boolean> {
  const { alertId, day, listingIds } = digest;
  // One digest of an address at a time on PostgreSQL, so its alerts' digests see each other's
  // listings (SQLite runs one write transaction at a time).
  if (engine === 'postgres') {
    const owner = await trx.selectFrom('alerts').select('email').where('id', '=', alertId).executeTakeFirst();
    if (owner) await sql`select pg_advisory_xact_lock(hashtextextended(${`alert-address:${owner.email}`}, 0))`.execute(trx);
  }
  const taken = await trx
    .updateTable('alerts')
    .set({ last_digest_day: day })
    .where('id', '=', alertId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_digest_day', 'is', null), eb('last_digest_day', '<', day)]))
    .returningAll()
    .executeTakeFirst();
  if (!taken) return false;
  const claimed: string[] = [];
  for (const part of chunks(listingIds)) {
    const rows = await trx
      .updateTable('alert_deliveries')
      .set({ sent_at: at })
      .where('alert_id', '=', alertId)
      .where('sent_at', 'is', null)
      .where('listing_id', 'in', part)
      .returning('listing_id')
      .execute();
    claimed.push(...rows.map((row) => row.listing_id));
  }
  if (claimed.length === 0) return false;
  const alert = alertFromRow(taken);
  // What the address was told already, by its other alerts, is not told again.
  const told = new Set<string>();
  for (const part of chunks(claimed)) {
    const rows = await trx
      .selectFrom('alert_deliveries')
      .innerJoin('alerts', 'alerts.id', 'alert_deliveries.alert_id')
      .select('alert_deliveries.listing_id')
      .where('alerts.email', '=', alert.email)
      .where('alerts.id', '!=', alertId)
      .where('alert_deliveries.sent_at', 'is not', null)
      .where('alert_deliveries.listing_id', 'in', part)
      .execute();
    for (const row of rows) told.add(row.listing_id);
  }
  const order = new Map(listingIds.map((id, index) => [id, index]));
  const shown = claimed.filter((id) => !told.has(id)).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  if (shown.length === 0) return false;
  const token = newToken();
  const mail = composeSafely(() => compose(alert, shown, token), alertId);
  if (!mail) return false;
  await trx.insertInto('alert_links').values({ token_hash: hashAlertToken(token), alert_id: alertId, purpose: 'unsubscribe', created_at: at }).execute();
  await enqueueMail(trx, mail, at, null, alertId);
  return true;
}
