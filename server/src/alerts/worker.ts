/**
 * The alerts' worker: finds the listings that went public since it last looked, tells the
 * confirmed alerts whose search shows them, and sends the daily digests. It runs beside the
 * server, never in a request, like the outbox worker (notify/worker.ts); the mails it decides go
 * into the outbox in the store's transaction, and the outbox worker sends them.
 *
 * New is decided by the store, not by memory: a listing is new when it is seen public
 * (available: not reserved or sold) and the store has never taken it in before
 * (`alert_public_listings`). So a restart, a second instance or a listing withdrawn and published
 * again tells nobody twice, and a listing published while the server was down is found at its
 * start. A round runs when the public snapshot changes (about a second after a save) and at
 * least every `pollMs`, well within the five minutes a new listing's mail may take.
 *
 * A listing is matched against an alert by the grid's own filters (shared/alerts
 * `alertMatches`) on its full public record (the text search reads its description; the map
 * area its public point). A daily alert's listings wait for its digest, sent once a day from
 * `digestHour` in the agency's time; a listing no longer public by then is left out.
 */
import { alertFilters, alertMatches } from 'shared/alerts';
import type { Filters, Listing } from 'shared/contracts';
import { AGENCY_TIME_ZONE } from 'shared/format';
import type { WorkerLog } from '../notify';
import { Rounds } from '../notify/rounds';
import type { PublicData, PublicSnapshot } from '../projection';
import type { AlertsStore } from '../store';
import { dayOf } from '../views/day';
import { composeDigestMail, composeListingMail, type AlertMailContext } from './mails';

export interface AlertsWorkerOptions {
  store: Pick<AlertsStore, 'confirmedAlerts' | 'unseenListings' | 'announce' | 'dueDigests' | 'sendDigest' | 'prune'>;
  data: PublicData;
  context: AlertMailContext;
  log: WorkerLog;
  now?: () => Date;
  /** The longest wait between two rounds (default a minute). */
  pollMs?: number;
  /** The agency's hour from which the day's digests go out (default 8). */
  digestHour?: number;
}

/**
 * Listings matched and announced per transaction; without any alert to tell, a first start's
 * whole stock is taken in a few transactions rather than hundreds.
 */
const BATCH = 100;
const BATCH_WITHOUT_ALERTS = 2000;
/** How often unconfirmed alerts past their week are forgotten. */
const PRUNE_EVERY_MS = 60 * 60_000;

const agencyHour = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

function describeError(error: unknown): string {
  return error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 300) : String(error);
}

export interface AlertsRound {
  /** Listings this round took in as new. */
  announced: number;
  /** Mails queued: one per instant alert and listing, one per digest. */
  mails: number;
}

export class AlertsWorker {
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly digestHour: number;
  /** Ids the store has taken in: never asked about again by this worker. */
  private readonly known = new Set<string>();
  /** The snapshot whose listings were all looked at. */
  private lookedAt: PublicSnapshot | undefined;
  private lastPrune = 0;
  private readonly rounds = new Rounds(() => this.loop());
  private failing = false;

  constructor(private readonly options: AlertsWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? 60_000;
    this.digestHour = options.digestHour ?? 8;
    options.data.onReplace(() => this.nudge());
  }

  /** Starts: a first round at once, then one at least every `pollMs`. */
  start(): void {
    this.rounds.start();
  }

  /** The public listings changed: look now rather than at the next poll. */
  nudge(): void {
    this.rounds.nudge();
  }

  /** Stops after the round in progress; no new round starts. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** A round of `Rounds`, its faults logged once until it succeeds again; the next within a poll. */
  private async loop(): Promise<number> {
    try {
      await this.runOnce();
      if (this.failing) this.options.log.info('alerts: the store answers again; new listings are told again.');
      this.failing = false;
    } catch (error) {
      // The store is away (or busy past its wait): nothing is lost, the next round looks again.
      if (!this.failing) this.options.log.error(`alerts: new listings could not be told (tried again every minute): ${describeError(error)}`);
      this.failing = true;
    }
    return this.pollMs;
  }

  /** One round: the new listings, then the digests that are due. Exposed for tests. */
  async runOnce(): Promise<AlertsRound> {
    const round: AlertsRound = { announced: 0, mails: 0 };
    await this.announceNew(round);
    await this.sendDigests(round);
    const at = this.now().getTime();
    if (at - this.lastPrune >= PRUNE_EVERY_MS) {
      await this.options.store.prune();
      this.lastPrune = at;
    }
    return round;
  }

  private async announceNew(round: AlertsRound): Promise<void> {
    const snapshot = this.options.data.current();
    if (snapshot === this.lookedAt) return;
    const { store } = this.options;
    // Available listings only: a reserved or sold one is nobody's new listing.
    const candidates = snapshot.listings.filter((listing) => listing.status === undefined && !this.known.has(listing.id)).map((listing) => listing.id);
    const unseen = candidates.length > 0 ? await store.unseenListings(candidates) : [];
    const fresh = new Set(unseen);
    for (const id of candidates) if (!fresh.has(id)) this.known.add(id);
    if (unseen.length > 0) {
      const alerts = (await store.confirmedAlerts()).map((alert) => ({ alert, filters: alertFilters(alert.search) }));
      const size = alerts.length > 0 ? BATCH : BATCH_WITHOUT_ALERTS;
      for (let start = 0; start < unseen.length; start += size) {
        const batch = unseen.slice(start, start + size);
        const records = new Map<string, Listing>();
        const entries = [];
        for (const id of batch) {
          let alertIds: number[] = [];
          if (alerts.length > 0) {
            const record = await snapshot.record(id);
            // Gone from this snapshot's records: the next snapshot decides.
            if (!record) continue;
            records.set(id, record);
            alertIds = alerts.filter(({ filters }) => matches(filters, record)).map(({ alert }) => alert.id);
          }
          entries.push({ listingId: id, alertIds });
        }
        const { taken, mails } = await store.announce(entries, (alert, listingId, token) => {
          const record = records.get(listingId);
          return record ? composeListingMail(alert, record, token, this.options.context) : undefined;
        });
        for (const entry of entries) this.known.add(entry.listingId);
        round.announced += taken.length;
        round.mails += mails;
      }
    }
    this.lookedAt = snapshot;
  }

  private async sendDigests(round: AlertsRound): Promise<void> {
    const now = this.now();
    if (Number(agencyHour.format(now)) < this.digestHour) return;
    const day = dayOf(now);
    const { store } = this.options;
    const snapshot = this.options.data.current();
    for (const { alert, listingIds } of await store.dueDigests(day)) {
      const records = new Map<string, Listing>();
      for (const id of listingIds) {
        const record = snapshot.cards.get(id)?.status === undefined ? await snapshot.record(id) : undefined;
        if (record) records.set(id, record);
      }
      // Every waiting listing is marked told, those no longer public too; the mail shows the rest.
      const sent = await store.sendDigest(alert.id, day, listingIds, (taken, claimed, token) => {
        const shown = claimed.flatMap((id) => records.get(id) ?? []);
        return shown.length > 0 ? composeDigestMail(taken, shown, token, this.options.context) : undefined;
      });
      if (sent) round.mails += 1;
    }
  }
}

/** The grid's rule; a listing the rule cannot read (a record from an older format) matches nothing. */
function matches(filters: Filters, listing: Listing): boolean {
  try {
    return alertMatches(filters, listing);
  } catch {
    return false;
  }
}
