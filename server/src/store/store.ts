/**
 * The one interface to the site's data: listings and their photos, contact messages, and the
 * change counter the server polls to rebuild its public outputs. The same code runs on SQLite
 * and PostgreSQL (engine.ts); every write that changes a listing bumps the counter in its own
 * transaction, so a reader that sees the new counter sees the whole change, and none of it
 * before.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AdminPlace, Listing } from 'shared/contracts';
import { listingIdOfPage } from 'shared/contact';
import { foldText, imageAtWidth } from 'shared/format';
import { AccountsStore } from './accounts';
import { AlertsStore } from './alerts';
import { writeAudit } from './audit';
import { listingChanges } from './listing-changes';
import { UsersStore } from './users';
import { listingPlaces } from './places';
import { retryWhileBusy } from './busy';
import type { Connection, Engine } from './engine';
import {
  changedFields,
  listingFields,
  listingFromRow,
  coverFirst,
  photoFromRow,
  photosFromImages,
  sameFields,
  statusFromFile,
  type StoredListing,
  type StoredPhoto,
} from './listing-rows';
import type { AdminListingRow } from 'shared/contracts';
import type { OutboxMail } from '../notify/outbox';
import { enqueueMail, SqlOutbox } from './email-outbox';
import { allocateListingId, isUniqueViolation, ListingIdTaken } from './listing-ids';
import { MessageNotes } from './message-notes';
import { ListingViewsStore } from './listing-views';
import { SignInAttempts } from './sign-in-attempts';
import type { Database, ListingStatus, MessageRow, MessageState } from './tables';
import { inTransaction } from './transaction';

/** Makes the agency's mail about a new inquiry (notify's `composeInquiryMail`, with its settings). */
export type InquiryMailComposer = (message: StoredMessage) => OutboxMail;

export interface ContactMessage {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  /** The visitor's text. */
  message: string;
  /** 'Prona: {id}' or 'Faqja: {url}', or '' when the message carried none. */
  page: string;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'receivedAt'>;

export interface StoredMessage extends ContactMessage {
  state: MessageState;
  stateChangedAt: string;
  /** The agency's note, '' when none. */
  note: string;
  /** The user the message is assigned to, or null. */
  assignedUserId: number | null;
}

/** One row of the back office's listings table; the admin API adds its views and inquiries (admin/listing-views.ts). */
export type ListingSummary = Omit<AdminListingRow, 'views' | 'inquiries'>;

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
}

/** Rows per statement: well under SQLite's limit of bound values, and few round trips on PostgreSQL. */
const CHUNK = 500;
const LISTINGS_COUNTER = 'listings';
/**
 * A random number drawn anew with every bump of the listings counter: the counter alone can
 * come back to a value it had with other listings (a backup restored, then as many changes made),
 * the pair cannot in practice. What the server keeps of a projection between starts is keyed by both.
 */
const LISTINGS_STAMP = 'listings_stamp';
/** Stamps are drawn below this: PostgreSQL's `integer`. */
const STAMP_LIMIT = 2 ** 31 - 1;

/** The listings counter and its stamp, as one transaction sees them. */
export interface ListingsState {
  version: number;
  stamp: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function messageFromRow(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    page: row.page,
    state: row.state,
    stateChangedAt: row.state_changed_at,
    note: row.note,
    assignedUserId: row.assigned_user_id === null ? null : Number(row.assigned_user_id),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The mail about a message, or undefined when composing it failed: a fault in the notification
 * must not cost the visitor's message, which is stored without its mail (and the fault logged).
 */
function composeSafely(compose: InquiryMailComposer, message: StoredMessage): OutboxMail | undefined {
  try {
    return compose(message);
  } catch (error) {
    console.error(`notify: the mail about message ${message.id} could not be composed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

async function bumpListingsVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('change_counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', LISTINGS_COUNTER)
    .execute();
  await trx.updateTable('change_counters').set({ value: crypto.randomInt(1, STAMP_LIMIT) }).where('name', '=', LISTINGS_STAMP).execute();
}

async function readListingsState(db: Db): Promise<ListingsState> {
  const rows = await db.selectFrom('change_counters').select(['name', 'value']).where('name', 'in', [LISTINGS_COUNTER, LISTINGS_STAMP]).execute();
  const value = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? NaN);
  return { version: value(LISTINGS_COUNTER), stamp: value(LISTINGS_STAMP) };
}

/**
 * The photos of the listings with `ids`, or of every listing whose id is in `range` (from, to]
 * — one index range scan, for a batch of the snapshot read, with no list of parameters.
 */
async function photosOf(
  db: Db,
  ids: readonly string[],
  range?: { after: string | undefined; last: string },
): Promise<Map<string, StoredPhoto[]>> {
  const byListing = new Map<string, StoredPhoto[]>();
  if (ids.length === 0) return byListing;
  let query = db
    .selectFrom('photos')
    .select(['listing_id', 'position', 'is_cover', 'file_name', 'original_file_name', 'caption'])
    .orderBy('listing_id')
    .orderBy('position');
  if (range) {
    query = query.where('listing_id', '<=', range.last);
    if (range.after !== undefined) query = query.where('listing_id', '>', range.after);
  } else {
    query = query.where('listing_id', 'in', ids);
  }
  const rows = await query.execute();
  for (const row of rows) {
    const list = byListing.get(row.listing_id) ?? [];
    list.push(photoFromRow(row));
    byListing.set(row.listing_id, list);
  }
  return byListing;
}


/** A photo as the back office handles it: its row id besides what the public site needs. */
export interface ListingPhoto extends StoredPhoto {
  id: number;
  /** The uploader's file name, cleaned (null for imported photos). */
  displayName: string | null;
  /** The picture's difference hash (photos/picture-hash.ts); null when unknown. */
  pictureHash: string | null;
}

/** Who made a change: the audit row's user (null for the system). */
export interface Actor {
  userId: number | null;
}

/** A photo's number as the back office shows it ('Foto 2'): its place with the cover first, from 1. */
const photoNumber = (photos: readonly ListingPhoto[], id: number | undefined): number | null => {
  const index = coverFirst(photos).findIndex((photo) => photo.id === id);
  return index < 0 ? null : index + 1;
};

/** A photo as an audit row names it: the file the agent uploaded, or its number for an imported one. */
const photoName = (photos: readonly ListingPhoto[], id: number | undefined): string | number | null => {
  const photo = photos.find((item) => item.id === id);
  return photo ? (photo.displayName ?? photoNumber(photos, id)) : null;
};

export interface NewListingPhoto {
  /** The public -1200.webp version's address. */
  fileName: string;
  /** The private original's storage key. */
  originalFileName: string;
  displayName: string;
  /** The picture's difference hash, when the pipeline made one. */
  pictureHash?: string | null;
}

/** What a caption save did: undefined when there is no such listing or photo. */
export type CaptionChange = { photos: ListingPhoto[]; changed: boolean } | undefined;

/**
 * A listing's photos. `lockOn` 'postgres' (a write about to change them) locks the listing's row
 * until the commit, so photo changes to one listing sent at once take turns, as SQLite's write
 * lock makes them (two uploads chose the same next position, and the second failed).
 */
async function listingPhotosIn(db: Db, listingId: string, lockOn?: Engine): Promise<ListingPhoto[] | undefined> {
  const select = db.selectFrom('listings').select('id').where('id', '=', listingId);
  const listing = await (lockOn === 'postgres' ? select.forUpdate() : select).executeTakeFirst();
  if (!listing) return undefined;
  const rows = await db.selectFrom('photos').selectAll().where('listing_id', '=', listingId).orderBy('position').execute();
  return rows.map((row) => ({ ...photoFromRow(row), id: row.id, displayName: row.display_name, pictureHash: row.picture_hash }));
}

/**
 * Gives the photos `ids` the positions 0, 1, 2… in that order. Two steps, because (listing,
 * position) is unique and checked per statement: first out of the way (negative), then home.
 */
async function renumber(trx: Db, listingId: string, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx.updateTable('photos').set({ position: -1 - index }).where('id', '=', id).where('listing_id', '=', listingId).execute();
  }
  await trx
    .updateTable('photos')
    .set((eb) => ({ position: eb(eb.val(-1), '-', eb.ref('position')) }))
    .where('listing_id', '=', listingId)
    .where('position', '<', 0)
    .execute();
}

/** A listing's photos changed: its updated time and the public rebuild's counter move. */
async function touchListing(trx: Db, listingId: string, at: string): Promise<void> {
  await trx.updateTable('listings').set({ updated_at: at }).where('id', '=', listingId).execute();
  await bumpListingsVersion(trx);
}

const sameImages = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((image, i) => image === b[i]);

export class Store {
  readonly engine: Engine;
  /** The back office's users, sessions and audit log. */
  readonly accounts: AccountsStore;
  /** Adding and removing users, one's own password, and the links that set a password. */
  readonly users: UsersStore;
  private readonly db: Kysely<Database>;
  private readonly readDb: Kysely<Database>;
  /** The sign-in throttle's tries, shared by every instance on this store. */
  readonly signInAttempts: SignInAttempts;
  /** The mail waiting to be sent: the notify worker's `Outbox`. */
  readonly outbox: SqlOutbox;
  /** The inbox's notes and assignments. */
  readonly messageNotes: MessageNotes;
  /** Each listing's views per day and its inquiries (what each listing earns). */
  readonly listingViews: ListingViewsStore;
  /** Alerts of new listings by e-mail: the visitors' addresses and searches, and what each was told. */
  readonly alerts: AlertsStore;
  private inquiryMail: { compose: InquiryMailComposer; onQueued: () => void } | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.engine = connection.engine;
    this.db = connection.db;
    this.readDb = connection.readDb;
    this.outbox = new SqlOutbox(this.db, this.engine, (run) => this.write(run));
    this.accounts = new AccountsStore(this.db, (run) => this.write(run), now);
    this.users = new UsersStore(this.db, this.engine, (run) => this.write(run), now);
    this.signInAttempts = new SignInAttempts(this.db, this.engine, (run) => this.write(run));
    this.messageNotes = new MessageNotes(this.db, this.engine, (run) => this.write(run), now);
    this.listingViews = new ListingViewsStore(this.db, (run) => this.write(run));
    this.alerts = new AlertsStore(this.db, this.engine, (run) => this.write(run), now);
  }

  /** A write, tried again while another process holds SQLite's write lock (busy.ts). */
  private write<T>(run: () => Promise<T>): Promise<T> {
    return this.engine === 'sqlite' ? retryWhileBusy(run) : run();
  }

  /**
   * A read of the row a write then changes: on PostgreSQL locked until the commit, so writes
   * made at once (two agents pressing 'Publiko') take turns and the second sees the first's
   * result; SQLite's write lock already makes them take turns.
   */
  private lockedOnPostgres<Q extends { forUpdate(): Q }>(query: Q): Q {
    return this.engine === 'postgres' ? query.forUpdate() : query;
  }

  /** Where the data lives (a file, or the database URL without its password). */
  get location(): string {
    return this.connection.describe;
  }

  // ---- Listings ----

  /**
   * Adds or updates listings by id in one transaction (all or none). A listing equal to the
   * stored one is left alone, so importing the same file twice changes nothing; its photos
   * are replaced only when its image list changed. Bumps the change counter when anything
   * changed.
   */
  async upsertListings(listings: readonly Listing[]): Promise<ImportResult> {
    const at = this.now().toISOString();
    return this.write(() => this.upsertInTransaction(listings, at));
  }

  private async upsertInTransaction(listings: readonly Listing[], at: string): Promise<ImportResult> {
    const result: ImportResult = { added: 0, updated: 0, unchanged: 0 };
    await inTransaction(this.db, async (trx) => {
      for (const chunk of chunks(listings, CHUNK)) {
        const ids = chunk.map((listing) => listing.id);
        const existingRows = await trx.selectFrom('listings').selectAll().where('id', 'in', ids).execute();
        const existing = new Map(existingRows.map((row) => [row.id, row]));
        const photos = await photosOf(trx, existingRows.map((row) => row.id));
        const rows = [];
        const newPhotos: { id: string; images: string[] }[] = [];
        for (const listing of chunk) {
          const before = existing.get(listing.id);
          const fields = listingFields(listing, statusFromFile(listing, before?.status));
          const beforeImages = before ? listingFromRow(before, photos.get(listing.id) ?? []).listing.images : [];
          const imagesChanged = !before || !sameImages(beforeImages, listing.images);
          if (before && !imagesChanged && sameFields(before, fields)) {
            result.unchanged += 1;
            continue;
          }
          if (before) result.updated += 1;
          else result.added += 1;
          rows.push({
            ...fields,
            status_changed_at: before && before.status === fields.status ? before.status_changed_at : at,
            stored_at: before?.stored_at ?? at,
            updated_at: at,
          });
          if (imagesChanged) newPhotos.push({ id: listing.id, images: listing.images });
        }
        if (rows.length === 0) continue;
        await trx
          .insertInto('listings')
          .values(rows)
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              status_changed_at: eb.ref('excluded.status_changed_at'),
              title: eb.ref('excluded.title'),
              description: eb.ref('excluded.description'),
              category: eb.ref('excluded.category'),
              option: eb.ref('excluded.option'),
              city: eb.ref('excluded.city'),
              subcity: eb.ref('excluded.subcity'),
              price_eur: eb.ref('excluded.price_eur'),
              reduced_price_eur: eb.ref('excluded.reduced_price_eur'),
              created_at: eb.ref('excluded.created_at'),
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
              details_json: eb.ref('excluded.details_json'),
              translations_json: eb.ref('excluded.translations_json'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
        const replaced = newPhotos.map((entry) => entry.id).filter((id) => existing.has(id));
        if (replaced.length > 0) await trx.deleteFrom('photos').where('listing_id', 'in', replaced).execute();
        const photoRows = newPhotos.flatMap(({ id, images }) =>
          photosFromImages(images).map((photo) => ({
            listing_id: id,
            position: photo.position,
            is_cover: photo.isCover ? 1 : 0,
            file_name: photo.fileName,
            original_file_name: photo.originalFileName,
            stored_at: at,
          })),
        );
        for (const part of chunks(photoRows, CHUNK)) await trx.insertInto('photos').values(part).execute();
      }
      if (result.added + result.updated > 0) await bumpListingsVersion(trx);
    });
    return result;
  }

  /**
   * Sets a listing's status (and the time it changed); false when there is no such listing.
   * With `by`, the change is written to the audit log in the same transaction.
   */
  async setListingStatus(id: string, status: ListingStatus, by?: { userId: number }): Promise<boolean> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await this.lockedOnPostgres(trx.selectFrom('listings').select('status').where('id', '=', id)).executeTakeFirst();
        if (!current) return false;
        if (current.status === status) return true;
        await trx.updateTable('listings').set({ status, status_changed_at: at, updated_at: at }).where('id', '=', id).execute();
        await bumpListingsVersion(trx);
        if (by) {
          await writeAudit(trx, at, { userId: by.userId, action: 'listing.status', subjectType: 'listing', subjectId: id, changes: [{ field: 'status', from: current.status, to: status }] });
        }
        return true;
      }),
    );
  }

  /**
   * The back office's new listing: its id is the next free number, chosen inside the
   * transaction that inserts it (allocateListingId), so creates made at the same moment get
   * distinct ids and none ever touches another listing. The audit row and the change counter
   * are written in the same transaction (an `id` the listing carries is ignored). Two tries
   * when an import takes the id meanwhile; then `ListingIdTaken`.
   */
  async createListing(listing: Omit<Listing, 'id'>, status: ListingStatus, by: { userId: number }): Promise<{ id: string }> {
    const at = this.now().toISOString();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.write(() =>
          inTransaction(this.db, async (trx) => {
            const id = await allocateListingId(trx, this.engine);
            await trx.insertInto('listings').values({ ...listingFields({ ...listing, id }, status), status_changed_at: at, stored_at: at, updated_at: at }).execute();
            await bumpListingsVersion(trx);
            await writeAudit(trx, at, { userId: by.userId, action: 'listing.add', subjectType: 'listing', subjectId: id, details: { title: listing.title } });
            return { id };
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= 2) throw new ListingIdTaken();
      }
    }
  }

  /**
   * The back office's save of a listing that exists: its fields and status change (its photos
   * are left as they are), with the audit row and the change counter, in one transaction.
   * 'not-found' when there is no listing with its id; `changed` false when nothing differed.
   */
  async updateListing(listing: Listing, status: ListingStatus, by: { userId: number }): Promise<{ changed: boolean } | 'not-found'> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const before = await this.lockedOnPostgres(trx.selectFrom('listings').selectAll().where('id', '=', listing.id)).executeTakeFirst();
        if (!before) return 'not-found' as const;
        const fields = listingFields(listing, status);
        if (changedFields(before, fields).length === 0) return { changed: false };
        const statusChangedAt = before.status === status ? before.status_changed_at : at;
        await trx.updateTable('listings').set({ ...fields, status_changed_at: statusChangedAt, updated_at: at }).where('id', '=', listing.id).execute();
        await bumpListingsVersion(trx);
        // Field by field, as the store keeps each side: what it was, what it became.
        const changes = listingChanges(listingFromRow(before, []), listingFromRow({ ...before, ...fields }, []));
        await writeAudit(trx, at, { userId: by.userId, action: 'listing.update', subjectType: 'listing', subjectId: listing.id, changes });
        return { changed: true };
      }),
    );
  }

  /** Every listing (every status) for the back office's table, with its photo count and its cover's small version. */
  async listListingSummaries(): Promise<ListingSummary[]> {
    const columns = [
      'listings.id',
      'listings.title',
      'listings.city',
      'listings.category',
      'listings.option',
      'listings.price_eur',
      'listings.reduced_price_eur',
      'listings.status',
      'listings.created_at',
      'listings.updated_at',
    ] as const;
    const rows = await this.db
      .selectFrom('listings')
      .leftJoin('photos', 'photos.listing_id', 'listings.id')
      .select(columns)
      .select((eb) => eb.fn.count<number | string>('photos.id').as('photos'))
      .select((eb) =>
        eb
          .selectFrom('photos as cover')
          .select('cover.file_name')
          .whereRef('cover.listing_id', '=', 'listings.id')
          .orderBy('cover.is_cover', 'desc')
          .orderBy('cover.position')
          .limit(1)
          .as('cover'),
      )
      .groupBy([...columns])
      .orderBy('listings.created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      city: row.city,
      category: row.category,
      option: row.option,
      price: row.price_eur,
      reducedPrice: row.reduced_price_eur,
      status: row.status,
      photos: Number(row.photos),
      thumbnailUrl: row.cover ? imageAtWidth(row.cover, 600) : null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  /** Each city and neighbourhood at the middle of its listings' exact points (the back office's point picker). */
  places(): Promise<AdminPlace[]> {
    return listingPlaces(this.readDb);
  }

  /** The titles of the listings among `ids` that exist (an inquiry names its listing by them). */
  async listingTitles(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('listings').select(['id', 'title']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  async getListing(id: string): Promise<StoredListing | undefined> {
    const row = await this.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const photos = await photosOf(this.db, [id]);
    return listingFromRow(row, photos.get(id) ?? []);
  }

  // ---- A listing's photos (the back office) ----

  /** The listing a photo file belongs to (by the address its row keeps, the -1200 version's); undefined for none. */
  async photoListingId(fileName: string): Promise<string | undefined> {
    const row = await this.readDb.selectFrom('photos').select('listing_id').where('file_name', '=', fileName).executeTakeFirst();
    return row?.listing_id;
  }

  /** A listing's photos in their order, with their row ids; undefined when there is no such listing. */
  async listingPhotos(listingId: string): Promise<ListingPhoto[] | undefined> {
    return listingPhotosIn(this.db, listingId);
  }

  /**
   * Appends uploaded photos to a listing, in the given order; the first photo of a listing that
   * had none becomes its cover. One transaction, and the listings version moves, so the public
   * site shows them at its next rebuild. Undefined when there is no such listing.
   */
  async addPhotos(listingId: string, photos: readonly NewListingPhoto[], by: Actor): Promise<ListingPhoto[] | undefined> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await listingPhotosIn(trx, listingId, this.engine);
        if (!current) return undefined;
        if (photos.length === 0) return current;
        const next = current.length === 0 ? 0 : Math.max(...current.map((photo) => photo.position)) + 1;
        const hasCover = current.some((photo) => photo.isCover);
        await trx
          .insertInto('photos')
          .values(
            photos.map((photo, index) => ({
              listing_id: listingId,
              position: next + index,
              is_cover: !hasCover && index === 0 ? 1 : 0,
              file_name: photo.fileName,
              original_file_name: photo.originalFileName,
              display_name: photo.displayName,
              picture_hash: photo.pictureHash ?? null,
              stored_at: at,
            })),
          )
          .execute();
        await touchListing(trx, listingId, at);
        await writeAudit(trx, at, {
          userId: by.userId,
          action: 'photo.add',
          subjectType: 'listing',
          subjectId: listingId,
          changes: [{ field: 'photos', from: current.length, to: current.length + photos.length }],
          details: { names: photos.map((photo) => photo.displayName) },
        });
        return listingPhotosIn(trx, listingId);
      }),
    );
  }

  /**
   * Puts a listing's photos in the order of `photoIds`, which must name each of its photos
   * once: 'mismatch' (and no change) otherwise, undefined when there is no such listing.
   */
  async reorderPhotos(listingId: string, photoIds: readonly number[], by: Actor): Promise<ListingPhoto[] | 'mismatch' | undefined> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await listingPhotosIn(trx, listingId, this.engine);
        if (!current) return undefined;
        const known = new Set(current.map((photo) => photo.id));
        if (photoIds.length !== current.length || new Set(photoIds).size !== photoIds.length || !photoIds.every((id) => known.has(id))) {
          return 'mismatch';
        }
        if (photoIds.every((id, index) => current[index]?.id === id)) return current;
        await renumber(trx, listingId, photoIds);
        await touchListing(trx, listingId, at);
        // As the back office shows them (the cover first), each photo by the number it had:
        // [1, 3, 2] is the last two swapped. A new order behind the cover alone shows no change.
        const from = current.map((_, index) => index + 1);
        const moved = coverFirst(photoIds.map((id, position) => ({ ...current.find((photo) => photo.id === id)!, position })));
        const to = moved.map((photo) => photoNumber(current, photo.id) ?? 0);
        if (to.some((number, index) => number !== from[index])) {
          await writeAudit(trx, at, { userId: by.userId, action: 'photo.reorder', subjectType: 'listing', subjectId: listingId, changes: [{ field: 'photos.order', from, to }] });
        }
        return listingPhotosIn(trx, listingId);
      }),
    );
  }

  /**
   * Sets one photo's caption ('' removes it), already cleaned and within its limit (the API's
   * job), with its audit row ('photo.caption', what it was and what it became, the photo by its
   * number and file) in the same
   * transaction. The listing's row is locked first on PostgreSQL, so captions saved together
   * each start from the one before and the audit chain has no gap. The caption is the public
   * alt text, so a change moves the listings counter; saving the same caption changes nothing.
   */
  async setPhotoCaption(listingId: string, photoId: number, caption: string, by: Actor): Promise<CaptionChange> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await listingPhotosIn(trx, listingId, this.engine);
        const photo = current?.find((item) => item.id === photoId);
        if (!current || !photo) return undefined;
        if (photo.caption === caption) return { photos: current, changed: false };
        await trx.updateTable('photos').set({ caption }).where('id', '=', photoId).execute();
        await writeAudit(trx, at, {
          userId: by.userId,
          action: 'photo.caption',
          subjectType: 'listing',
          subjectId: listingId,
          changes: [{ field: 'caption', from: photo.caption, to: caption }],
          details: { photoId, number: photoNumber(current, photoId), name: photo.displayName },
        });
        await touchListing(trx, listingId, at);
        return { photos: (await listingPhotosIn(trx, listingId)) ?? [], changed: true };
      }),
    );
  }

  /** Makes one photo the listing's cover (the public site's first image); undefined when either is missing. */
  async setCoverPhoto(listingId: string, photoId: number, by: Actor): Promise<ListingPhoto[] | undefined> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await listingPhotosIn(trx, listingId, this.engine);
        if (!current?.some((photo) => photo.id === photoId)) return undefined;
        const cover = current.find((photo) => photo.isCover);
        if (cover?.id === photoId) return current;
        await trx
          .updateTable('photos')
          .set((eb) => ({ is_cover: eb.case().when('id', '=', photoId).then(1).else(0).end() }))
          .where('listing_id', '=', listingId)
          .execute();
        await touchListing(trx, listingId, at);
        const change = { field: 'photos.cover', from: photoName(current, cover?.id), to: photoName(current, photoId) };
        await writeAudit(trx, at, { userId: by.userId, action: 'photo.cover', subjectType: 'listing', subjectId: listingId, changes: [change] });
        return listingPhotosIn(trx, listingId);
      }),
    );
  }

  /**
   * Removes one photo; the others close the gap, and when it was the cover the first of them
   * becomes the cover. Returns the removed photo (its files are the caller's to delete, after
   * the commit) and what is left; undefined when either is missing.
   */
  async removePhoto(listingId: string, photoId: number, by: Actor): Promise<{ removed: ListingPhoto; photos: ListingPhoto[] } | undefined> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const current = await listingPhotosIn(trx, listingId, this.engine);
        const removed = current?.find((photo) => photo.id === photoId);
        if (!current || !removed) return undefined;
        await trx.deleteFrom('photos').where('id', '=', photoId).execute();
        const left = current.filter((photo) => photo.id !== photoId);
        await renumber(trx, listingId, left.map((photo) => photo.id));
        if (removed.isCover && left[0]) await trx.updateTable('photos').set({ is_cover: 1 }).where('id', '=', left[0].id).execute();
        await touchListing(trx, listingId, at);
        await writeAudit(trx, at, {
          userId: by.userId,
          action: 'photo.remove',
          subjectType: 'listing',
          subjectId: listingId,
          changes: [{ field: 'photos', from: current.length, to: left.length }],
          details: { number: photoNumber(current, photoId), name: removed.displayName },
        });
        return { removed, photos: (await listingPhotosIn(trx, listingId)) ?? [] };
      }),
    );
  }

  countListings(): Promise<number> {
    return this.countRows('listings');
  }

  private async countRows(table: 'listings' | 'messages'): Promise<number> {
    // PostgreSQL's count is a bigint, which pg hands over as text.
    const { count } = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * The listings counter: it grows with every committed change of a listing or its photos.
   * One indexed row, cheap to poll from every instance sharing the database.
   */
  async listingsVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('change_counters')
      .select('value')
      .where('name', '=', LISTINGS_COUNTER)
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /** The listings counter with its stamp (see LISTINGS_STAMP): what a kept projection is keyed by. */
  async listingsState(): Promise<ListingsState> {
    return readListingsState(this.readDb);
  }

  /**
   * Every listing (every status) in id order, handed over in batches, all from one consistent
   * snapshot together with the counter it belongs to: a change committed meanwhile is in
   * neither. Memory stays at one batch of rows; what the caller keeps is up to it.
   */
  async readListings(
    onBatch: (batch: StoredListing[]) => void | Promise<void>,
    batchSize = 1000,
  ): Promise<ListingsState & { count: number }> {
    let transaction = this.readDb.transaction();
    // PostgreSQL's default (read committed) takes a new snapshot per statement.
    if (this.engine === 'postgres') transaction = transaction.setIsolationLevel('repeatable read');
    return transaction.execute(async (trx) => {
      const state = await readListingsState(trx);
      let after: string | undefined;
      let count = 0;
      for (;;) {
        let query = trx.selectFrom('listings').selectAll().orderBy('id').limit(batchSize);
        if (after !== undefined) query = query.where('id', '>', after);
        const rows = await query.execute();
        if (rows.length === 0) break;
        const last = rows[rows.length - 1]?.id ?? '';
        const photos = await photosOf(trx, rows.map((row) => row.id), { after, last });
        await onBatch(rows.map((row) => listingFromRow(row, photos.get(row.id) ?? [])));
        count += rows.length;
        after = last;
        if (rows.length < batchSize) break;
      }
      return { ...state, count };
    });
  }

  /**
   * The listings of `ids`, in that order (an id with no listing is left out), and the listings
   * version they were read at, in one read transaction. The public site reads a listing's full
   * record by id this way instead of holding every listing (site-store/project-store.ts); a
   * caller that reads many in turns compares the versions to know none moved in between.
   */
  async readListingsById(ids: readonly string[]): Promise<{ version: number; listings: StoredListing[] }> {
    let transaction = this.readDb.transaction();
    if (this.engine === 'postgres') transaction = transaction.setIsolationLevel('repeatable read');
    return transaction.execute(async (trx) => {
      const versionRow = await trx.selectFrom('change_counters').select('value').where('name', '=', LISTINGS_COUNTER).executeTakeFirstOrThrow();
      const rows = ids.length === 0 ? [] : await trx.selectFrom('listings').selectAll().where('id', 'in', ids).execute();
      const photos = await photosOf(trx, rows.map((row) => row.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const listings = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [listingFromRow(row, photos.get(id) ?? [])] : [];
      });
      return { version: Number(versionRow.value), listings };
    });
  }

  // ---- Contact messages ----

  /**
   * From now on every new message (not spam) has its mail to the agency queued in the outbox,
   * in the message's own transaction: both are stored or neither, so an inquiry's mail is
   * never lost to a crash between the two. `onQueued` runs after the commit (to wake the worker).
   */
  queueInquiryMails(compose: InquiryMailComposer, onQueued: () => void = () => {}): void {
    this.inquiryMail = { compose, onQueued };
  }

  /** Queues a mail, due at once; returns its outbox id. */
  async enqueueMail(mail: OutboxMail): Promise<string> {
    const at = this.now().toISOString();
    return this.write(() => enqueueMail(this.db, mail, at));
  }

  /**
   * Stores one message (and, for a new one, its mail when `queueInquiryMails` was called);
   * resolves once it is committed (durable on both engines).
   */
  async addMessage(message: NewContactMessage, state: 'new' | 'spam' = 'new'): Promise<StoredMessage> {
    const receivedAt = this.now().toISOString();
    const row: MessageRow = {
      id: crypto.randomUUID(),
      received_at: receivedAt,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      page: message.page,
      state,
      state_changed_at: receivedAt,
      note: '',
      assigned_user_id: null,
    };
    const stored = messageFromRow(row);
    const mail = state === 'new' ? this.inquiryMail : undefined;
    const outgoing = mail && composeSafely(mail.compose, stored);
    if (!mail || !outgoing) {
      await this.write(() => this.db.insertInto('messages').values(row).execute());
      return stored;
    }
    await this.write(() =>
      inTransaction(this.db, async (trx) => {
        await trx.insertInto('messages').values(row).execute();
        await enqueueMail(trx, outgoing, receivedAt, row.id);
      }),
    );
    mail.onQueued();
    return stored;
  }

  /**
   * Stores messages that already have their id (from the JSON-lines files of older versions):
   * one transaction, and a record whose id is stored already is skipped, so running it again
   * stores nothing twice. Returns how many were new.
   */
  async importMessages(messages: readonly ContactMessage[], state: 'new' | 'spam'): Promise<number> {
    return this.write(() => this.importInTransaction(messages, state));
  }

  private async importInTransaction(messages: readonly ContactMessage[], state: 'new' | 'spam'): Promise<number> {
    let added = 0;
    await inTransaction(this.db, async (trx) => {
      for (const part of chunks(messages, CHUNK)) {
        const rows = part.map((message) => ({
          id: message.id,
          received_at: message.receivedAt,
          name: message.name,
          email: message.email,
          phone: message.phone,
          message: message.message,
          page: message.page,
          state,
          state_changed_at: message.receivedAt,
        }));
        const inserted = await trx
          .insertInto('messages')
          .values(rows)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .execute();
        added += inserted.length;
      }
    });
    return added;
  }

  /** The messages (or the honeypot's catches), newest first. */
  async listMessages(options: { spam?: boolean } = {}): Promise<StoredMessage[]> {
    let query = this.db.selectFrom('messages').selectAll();
    query = options.spam ? query.where('state', '=', 'spam') : query.where('state', '!=', 'spam');
    const rows = await query.orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(messageFromRow);
  }

  /**
   * One page of the inbox (every message but spam) or of the spam folder, newest first, with
   * the folder's total. `offset` and `limit` are the caller's checked numbers. With `query`,
   * only the messages whose name, e-mail, phone, text or note hold every word of it (accents
   * and case aside, as the back office's other searches: `foldText`); the folder is read
   * whole for that, which an agency's inbox (thousands of messages, not millions) allows.
   */
  async messagePage(options: { spam: boolean; offset: number; limit: number; query?: string }): Promise<{ messages: StoredMessage[]; total: number }> {
    const folder = options.spam ? ('=' as const) : ('!=' as const);
    const words = foldText(options.query ?? '').split(/\s+/).filter(Boolean);
    const newestFirst = this.db.selectFrom('messages').selectAll().where('state', folder, 'spam').orderBy('received_at', 'desc').orderBy('id', 'desc');
    if (words.length > 0) {
      const found = (await newestFirst.execute()).map(messageFromRow).filter((message) => {
        const text = foldText([message.name, message.email, message.phone, message.message, message.note].join(' '));
        return words.every((word) => text.includes(word));
      });
      return { messages: found.slice(options.offset, options.offset + options.limit), total: found.length };
    }
    const rows = await newestFirst.limit(options.limit).offset(options.offset).execute();
    const { count } = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('state', folder, 'spam')
      .executeTakeFirstOrThrow();
    return { messages: rows.map(messageFromRow), total: Number(count) };
  }

  /** Messages nobody has opened yet (state 'new'), for the admin menu's count. */
  async countUnread(): Promise<number> {
    const { count } = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('state', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async getMessage(id: string): Promise<StoredMessage | undefined> {
    const row = await this.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
    return row && messageFromRow(row);
  }

  countMessages(): Promise<number> {
    return this.countRows('messages');
  }

  /**
   * Marks a message read, answered, spam or new again, with its audit row (the listing it asks
   * about named, for that listing's story); false when there is no such message. On PostgreSQL
   * the row is locked first, so changes sent together each log the state the one before left.
   */
  async setMessageState(id: string, state: MessageState, by: Actor): Promise<boolean> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const before = await this.lockedOnPostgres(trx.selectFrom('messages').select(['state', 'page']).where('id', '=', id)).executeTakeFirst();
        if (!before) return false;
        if (before.state === state) return true;
        await trx.updateTable('messages').set({ state, state_changed_at: at }).where('id', '=', id).execute();
        await writeAudit(trx, at, {
          userId: by.userId,
          action: 'message.state',
          subjectType: 'message',
          subjectId: id,
          listingId: listingIdOfPage(before.page),
          changes: [{ field: 'state', from: before.state, to: state }],
        });
        return true;
      }),
    );
  }

  // ---- Site settings ----

  /**
   * The value the store holds for `name`, with `proposed` stored first when it holds none: of
   * several instances starting at once on one database the first write wins, and every one
   * gets the value that was kept.
   */
  async sharedSetting(name: string, proposed: string): Promise<string> {
    await this.write(() =>
      this.db
        .insertInto('site_settings')
        .values({ name, value: proposed })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute(),
    );
    return (await this.db.selectFrom('site_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
  }

  /** The value the store holds for `name`, if any (a store that may not be written to). */
  async setting(name: string): Promise<string | undefined> {
    return (await this.db.selectFrom('site_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;
  }

  // ---- The whole store ----

  /** A consistent copy while the site runs: SQLite's online backup, or pg_dump. */
  backup(file: string): Promise<void> {
    return this.connection.backup(file);
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
