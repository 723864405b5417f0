/**
 * Alerts of new listings (migration 0012), reached as `store.alerts`: a visitor's address and
 * search, confirmed by a link before anything is sent; the listings each alert has told of; the
 * listings that have been public once. The HTTP side is server/src/alerts/.
 *
 * What holds with requests sent together and several instances on one database:
 * - one alert per address and search: the pair is unique, and a create that meets it takes the
 *   row that is there;
 * - a listing is new once: `alert_public_listings` takes its id once (the insert that takes it is
 *   the one that tells the alerts, in the same transaction as their deliveries and mails), so a
 *   listing withdrawn and published again, a restart or a second instance tells nobody twice;
 * - a listing is told once per alert: (alert, listing) is the deliveries' key; and once per
 *   address: an address whose several searches show it gets one mail (one digest naming it);
 * - a day has one digest per alert: the digest's transaction first moves the alert's
 *   `last_digest_day` (a write: SQLite's lock, or PostgreSQL's row lock, which a second digest
 *   waits on and then finds moved).
 * Each mail is queued in the outbox in the transaction that decided it, with a link of its own.
 */
import { sql, type Kysely } from 'kysely';
import type { AdminAlertSearch } from 'shared/alerts';
import type { OutboxMail } from '../notify/outbox';
import { normalizeEmail } from './accounts';
import { announceIn, dueDigests, sendDigestIn } from './alert-deliveries';
import {
  ALERT_CONFIRM_DAYS,
  DAY_MS,
  addressFingerprint,
  alertFromRow,
  chunks,
  hashAlertToken,
  newToken,
  type Alert,
  type AlertMailComposer,
  type CreateOutcome,
  type NewAlert,
  type PublicListing,
  type Trx,
} from './alert-rows';
import { writeAudit } from './audit';
import { enqueueMail } from './email-outbox';
import type { Engine } from './engine';
import type { AlertLinkPurpose, Database } from './tables';
import { inTransaction } from './transaction';

export { ALERT_CONFIRM_DAYS, addressFingerprint, hashAlertToken, type Alert, type AlertMailComposer, type CreateOutcome, type NewAlert, type PublicListing } from './alert-rows';

export class AlertsStore {
  private mailQueued: () => void = () => {};

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  /** Runs after a transaction that queued a mail has committed (the notify worker's nudge). */
  onMailQueued(listener: () => void): void {
    this.mailQueued = listener;
  }

  private async addLink(trx: Trx, alertId: number, purpose: 'confirm' | 'unsubscribe', at: string): Promise<string> {
    const token = newToken();
    await trx.insertInto('alert_links').values({ token_hash: hashAlertToken(token), alert_id: alertId, purpose, created_at: at }).execute();
    return token;
  }

  /**
   * A visitor's request: the alert of this address and search, made when there is none, and its
   * confirmation mail (written by `confirmMail` with the link's token) queued with it. An alert
   * still waiting for its confirmation takes the request's language and frequency and gets a new
   * link; a confirmed one is left as it is and nothing is sent (the answer to the visitor is the
   * same, so nobody learns which addresses have alerts).
   */
  async create(input: NewAlert, confirmMail: (confirmToken: string) => OutboxMail): Promise<CreateOutcome> {
    const at = this.now().toISOString();
    const email = normalizeEmail(input.email);
    const outcome = await this.write(() =>
      inTransaction(this.db, async (trx) => {
        const inserted = await trx
          .insertInto('alerts')
          .values({ email, search: input.search, locale: input.locale, frequency: input.frequency, created_at: at, confirmed_at: null })
          .onConflict((conflict) => conflict.columns(['email', 'search']).doNothing())
          .returning('id')
          .executeTakeFirst();
        let select = trx.selectFrom('alerts').select(['id', 'confirmed_at']).where('email', '=', email).where('search', '=', input.search);
        if (this.engine === 'postgres') select = select.forUpdate();
        const row = await select.executeTakeFirstOrThrow();
        const id = Number(row.id);
        if (row.confirmed_at !== null) return 'confirmed' as const;
        if (!inserted) await trx.updateTable('alerts').set({ locale: input.locale, frequency: input.frequency }).where('id', '=', id).execute();
        const token = await this.addLink(trx, id, 'confirm', at);
        await enqueueMail(trx, confirmMail(token), at, null, id);
        return inserted ? ('created' as const) : ('unconfirmed' as const);
      }),
    );
    if (outcome !== 'confirmed') this.mailQueued();
    return outcome;
  }

  /** The alert a link opens (a confirm link only within its days), without using it: a link's page asks before it acts. */
  async openLink(token: string, purpose: AlertLinkPurpose): Promise<Alert | undefined> {
    let query = this.db
      .selectFrom('alert_links')
      .innerJoin('alerts', 'alerts.id', 'alert_links.alert_id')
      .selectAll('alerts')
      .where('alert_links.token_hash', '=', hashAlertToken(token))
      .where('alert_links.purpose', '=', purpose);
    if (purpose === 'confirm') query = query.where('alert_links.created_at', '>', new Date(this.now().getTime() - ALERT_CONFIRM_DAYS * DAY_MS).toISOString());
    const row = await query.executeTakeFirst();
    return row && alertFromRow(row);
  }

  /**
   * A confirm link used: its alert, confirmed now (or when it first was; a link opens again until
   * it ends), or undefined when the link is unknown or older than ALERT_CONFIRM_DAYS.
   */
  async confirm(token: string): Promise<Alert | undefined> {
    const now = this.now();
    const at = now.toISOString();
    const since = new Date(now.getTime() - ALERT_CONFIRM_DAYS * DAY_MS).toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const row = await trx
          .selectFrom('alert_links')
          .innerJoin('alerts', 'alerts.id', 'alert_links.alert_id')
          .selectAll('alerts')
          .where('alert_links.token_hash', '=', hashAlertToken(token))
          .where('alert_links.purpose', '=', 'confirm')
          .where('alert_links.created_at', '>', since)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.confirmed_at !== null) return alertFromRow(row);
        await trx.updateTable('alerts').set({ confirmed_at: at }).where('id', '=', row.id).where('confirmed_at', 'is', null).execute();
        return alertFromRow({ ...row, confirmed_at: at });
      }),
    );
  }

  /**
   * An unsubscribe link used (from the mail, or a mail client's one-click post): its alert is
   * removed with its links, deliveries and the mails still waiting for it. Undefined when the
   * link is unknown (its alert is gone already).
   */
  async unsubscribe(token: string): Promise<Alert | undefined> {
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const row = await trx
          .selectFrom('alert_links')
          .innerJoin('alerts', 'alerts.id', 'alert_links.alert_id')
          .selectAll('alerts')
          .where('alert_links.token_hash', '=', hashAlertToken(token))
          .where('alert_links.purpose', '=', 'unsubscribe')
          .executeTakeFirst();
        if (!row) return undefined;
        await this.removeAlerts(trx, [Number(row.id)]);
        return alertFromRow(row);
      }),
    );
  }

  /** Removes alerts, their links and deliveries (cascade), and their mails in the outbox. */
  private async removeAlerts(trx: Trx, ids: readonly number[]): Promise<void> {
    for (const part of chunks(ids)) {
      await trx.deleteFrom('email_outbox').where('alert_id', 'in', part).execute();
      await trx.deleteFrom('alerts').where('id', 'in', part).execute();
    }
  }

  /** Every confirmed alert (the worker matches new listings against them). */
  async confirmedAlerts(): Promise<Alert[]> {
    const rows = await this.db.selectFrom('alerts').selectAll().where('confirmed_at', 'is not', null).orderBy('id').execute();
    return rows.map(alertFromRow);
  }

  /** Of `ids`, those never seen public before, in their order. */
  async unseenListings(ids: readonly string[]): Promise<string[]> {
    const seen = new Set<string>();
    for (const part of chunks(ids)) {
      const rows = await this.db.selectFrom('alert_public_listings').select('listing_id').where('listing_id', 'in', part).execute();
      for (const row of rows) seen.add(row.listing_id);
    }
    return ids.filter((id) => !seen.has(id));
  }

  /**
   * Listings seen public: each one not seen before is taken in (once, whoever else is doing the
   * same) with what it owes the confirmed alerts that show it (alert-deliveries.ts). Returns the
   * listings this call took in and how many mails it queued.
   */
  async announce(listings: readonly PublicListing[], compose: AlertMailComposer<string>): Promise<{ taken: string[]; mails: number }> {
    if (listings.length === 0) return { taken: [], mails: 0 };
    const at = this.now().toISOString();
    const result = await this.write(() => inTransaction(this.db, (trx) => announceIn(trx, listings, compose, at)));
    if (result.mails > 0) this.mailQueued();
    return result;
  }

  /** The daily alerts whose digest of `day` is not sent, with the listings waiting for it (oldest first). */
  dueDigests(day: string): Promise<{ alert: Alert; listingIds: string[] }[]> {
    return dueDigests(this.db, day);
  }

  /** The digest of `day` for one alert, once (alert-deliveries.ts); true when a mail was queued. */
  async sendDigest(alertId: number, day: string, listingIds: readonly string[], compose: AlertMailComposer<string[]>): Promise<boolean> {
    const at = this.now().toISOString();
    const queued = await this.write(() => inTransaction(this.db, (trx) => sendDigestIn(trx, this.engine, { alertId, day, listingIds }, compose, at)));
    if (queued) this.mailQueued();
    return queued;
  }

  /** Forgets alerts never confirmed within ALERT_CONFIRM_DAYS (their addresses with them) and confirm links that ended. */
  async prune(): Promise<number> {
    const before = new Date(this.now().getTime() - ALERT_CONFIRM_DAYS * DAY_MS).toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const stale = await trx.selectFrom('alerts').select('id').where('confirmed_at', 'is', null).where('created_at', '<=', before).execute();
        await this.removeAlerts(trx, stale.map((row) => Number(row.id)));
        await trx.deleteFrom('alert_links').where('purpose', '=', 'confirm').where('created_at', '<=', before).execute();
        return stale.length;
      }),
    );
  }

  /** The back office's list: each saved search with its confirmed and waiting alerts, most followed first. No address. */
  async searches(): Promise<AdminAlertSearch[]> {
    const rows = await this.db
      .selectFrom('alerts')
      .select('search')
      .select(sql<number | string>`sum(case when confirmed_at is null then 0 else 1 end)`.as('confirmed'))
      .select(sql<number | string>`sum(case when confirmed_at is null then 1 else 0 end)`.as('pending'))
      .groupBy('search')
      .execute();
    return rows
      .map((row) => ({ search: row.search, confirmed: Number(row.confirmed), pending: Number(row.pending) }))
      .sort((a, b) => b.confirmed - a.confirmed || b.pending - a.pending || (a.search < b.search ? -1 : a.search > b.search ? 1 : 0));
  }

  /**
   * Removes every alert of an address, on its owner's request (the back office), with the mails
   * waiting for them; audited in the same transaction by the address's fingerprint, never the
   * address. Returns how many alerts went.
   */
  async removeAddress(email: string, by: { userId: number }): Promise<number> {
    const at = this.now().toISOString();
    const address = normalizeEmail(email);
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const rows = await trx.selectFrom('alerts').select('id').where('email', '=', address).execute();
        if (rows.length === 0) return 0;
        await this.removeAlerts(trx, rows.map((row) => Number(row.id)));
        await writeAudit(trx, at, {
          userId: by.userId,
          action: 'alert.remove',
          subjectType: 'alert-address',
          subjectId: addressFingerprint(address),
          listingId: null,
          changes: [{ field: 'alerts', from: rows.length, to: 0 }],
        });
        return rows.length;
      }),
    );
  }
}
