/**
 * The running server's link to the store (server/src/store): opened at start, with the
 * start-up step (older JSON-lines messages moved in, an empty store filled from LISTINGS_FILE);
 * the public snapshot projected from its listings and projected again, and swapped in whole,
 * whenever its change counter moves (store/watch.ts); contact messages stored through it.
 *
 * A store that cannot be opened (a SQLite DATA_DIR missing or read-only) degrades the contact
 * form only: the listings come from a fallback (fallback.ts), every post answers 503, and the
 * store is tried again on each post and every few seconds; once it opens it takes over — posts
 * are stored, the listings come from it and follow it — without a restart. A store that fails
 * while open (a full disk) answers 503 the same way and takes posts again as soon as a write
 * succeeds. Each failing period is one log line, and its end another. PostgreSQL that cannot be
 * reached at start stops the start instead: its listings are known nowhere else, and an
 * instance behind a load balancer is better down than serving a file's old listings.
 *
 * A store that goes down while the server runs (PostgreSQL stopped, a SQLite file that cannot
 * be read) takes nothing public with it: every public page reads the snapshot, whose records
 * are in a file of their own (project-store.ts), so the site serves its last projection whole;
 * the watcher keeps it until a projection succeeds again (store/watch.ts), and posts answer 503.
 */
import os from 'node:os';
import { ListingsFileError } from '../listings-file';
import { createPublicData, type PrivacySecret, type PublicData } from '../projection';
import { isPostgresUrl, type NewContactMessage, type Store } from '../store';
import { ListingsFileUnusable } from '../store/listings-file';
import { openSiteStore as openAndPrepare } from '../store/startup';
import { watchListings, type ListingsWatcher } from '../store/watch';
import { fallbackSnapshot } from './fallback';
import { keptOf, keptStore } from './kept';
import { keptStoreProjection, projectStore, type StoreProjection } from './project-store';
import { RecordsFiles, removeOrphanRecords } from './records-files';
import { StoreUnavailableError, describeFailure } from './unavailable';

export interface SiteStoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  listingsFile: string;
  /** The privacy offsets' secret (projection/secret.ts); null: no point is published. */
  secret: PrivacySecret;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Failures of the message store, one line per failing period. */
  error: (line: string) => void;
  /** How often the listings counter is read (store/watch.ts). */
  pollMs?: number;
  /** How often a store that could not be opened is tried again, besides at each post. */
  retryMs?: number;
  /** The clock the 30 days of a sold listing are read on (ms since the epoch); tests move it. */
  now?: () => number;
}

export interface SiteStore {
  /** The public snapshot every public output reads. */
  readonly data: PublicData;
  /** The open store; undefined while it cannot be opened. */
  store(): Store | undefined;
  /** Stores a contact message durably; rejects with StoreUnavailableError when it cannot. */
  addMessage(message: NewContactMessage, state: 'new' | 'spam'): Promise<void>;
  close(): Promise<void>;
}

/** The start-up step, with a listings file that cannot be used reported as the server reports it. */
async function openPrepared(options: SiteStoreOptions): Promise<Store> {
  try {
    return await openAndPrepare({ ...options, log: options.log, warn: options.warn });
  } catch (error) {
    if (error instanceof ListingsFileUnusable) throw new ListingsFileError(`LISTINGS_FILE ${error.message}`);
    throw error;
  }
}

export async function openSiteStore(options: SiteStoreOptions): Promise<SiteStore> {
  const { secret, log, warn, error: logError } = options;
  const pollMs = options.pollMs ?? 500;
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  /** When the snapshot serving now shows a listing it should not (its 30 days ran out): project again then. */
  let expiresAt: number | undefined;
  const kept = keptStore(options.dataDir, secret);
  /** Where the snapshots' records files go: DATA_DIR, where the kept projection names them; else the temporary folder. */
  const recordsDirs = [...(options.dataDir ? [options.dataDir] : []), os.tmpdir()];
  const recordsFiles = new RecordsFiles();
  /** Writes of the kept projection, one after the other (an older one never lands last). */
  let keeping: Promise<void> = Promise.resolve();
  let keepFailed = false;
  const keep = (projection: StoreProjection, madeAt: number) => {
    const records = projection.recordsFile;
    keeping = keeping
      .then(async () => {
        if (!records) throw new Error('its records are in no file');
        await kept.write(await keptOf(projection.snapshot, { ...projection, madeAt, records: { ...records.table, file: records.path } }));
        recordsFiles.keptIn(records.path);
      })
      .then(
        () => void (keepFailed = false),
        (failure: unknown) => {
          // Said once per failing period: the site serves on, the next start projects the store.
          if (!keepFailed) warn(`The public projection could not be kept in ${options.dataDir} (${describeFailure(failure)}); the next start projects the store again.`);
          keepFailed = true;
        },
      );
  };
  const project = async (open: Store) => {
    const at = now();
    const next = await projectStore(open, secret, warn, at, { dirs: recordsDirs });
    expiresAt = next.expiresAt;
    keep(next, at);
    return next;
  };
  /** At start: the projection kept by the last run when it is still the store's (kept.ts), else a new one. */
  const projectAtStart = async (open: Store) => {
    const at = now();
    const held = await kept.read(await open.listingsState(), at);
    if (held) {
      try {
        const next = keptStoreProjection(held);
        for (const line of next.logLines) warn(line);
        expiresAt = next.expiresAt;
        return next;
      } catch {
        // Not readable after all: projected from the store below.
      }
    }
    return project(open);
  };

  let store: Store | undefined;
  let watcher: ListingsWatcher | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let reopening: Promise<Store | undefined> | null = null;
  let closed = false;
  /** Messages cannot be stored now: said once when it starts, once when it ends. */
  let failing = false;

  let data: PublicData;
  const follow = (open: Store, version: number) => {
    watcher = watchListings(
      open,
      version,
      async () => {
        const next = await project(open);
        if (closed) {
          recordsFiles.discard(next.recordsFile?.path);
        } else {
          data.replace(next.snapshot);
          recordsFiles.serve(next.recordsFile?.path);
        }
        return next.version;
      },
      { intervalMs: pollMs, log: warn, due: () => expiresAt !== undefined && now() >= expiresAt },
    );
  };

  try {
    store = await openPrepared(options);
  } catch (error) {
    if (error instanceof ListingsFileError || isPostgresUrl(options.databaseUrl)) throw error;
    const { snapshot, source } = await fallbackSnapshot({ ...options, warn });
    data = createPublicData(snapshot);
    failing = true;
    logError(
      `Contact messages cannot be stored: the store in ${options.dataDir} cannot be opened (${describeFailure(error)}). ` +
        `The site serves on with the listings of ${source}; posts answer 503 until the store can be opened.`,
    );
  }
  if (store) {
    const first = await projectAtStart(store);
    data = createPublicData(first.snapshot);
    recordsFiles.serve(first.recordsFile?.path);
    follow(store, first.version);
    const inUse = first.recordsFile ? [first.recordsFile.path] : [];
    void removeOrphanRecords(recordsDirs, inUse);
  }

  /** One attempt at a time; the store, once open, is projected and followed before posts use it. */
  const reopen = (): Promise<Store | undefined> => {
    if (store || closed) return Promise.resolve(store);
    reopening ??= (async () => {
      let opened: Store | undefined;
      try {
        opened = await openPrepared(options);
        const first = await projectAtStart(opened);
        if (closed) {
          recordsFiles.discard(first.recordsFile?.path);
          await opened.close();
          return undefined;
        }
        data.replace(first.snapshot);
        recordsFiles.serve(first.recordsFile?.path);
        store = opened;
        follow(opened, first.version);
        clearInterval(retryTimer);
        log(`The store ${opened.location} is open: the listings come from it again.`);
        return opened;
      } catch {
        await opened?.close().catch(() => undefined);
        return undefined;
      } finally {
        reopening = null;
      }
    })();
    return reopening;
  };
  if (!store) {
    retryTimer = setInterval(() => void reopen(), retryMs);
    retryTimer.unref();
  }

  return {
    get data() {
      return data;
    },
    store: () => store,
    async addMessage(message, state) {
      const open = store ?? (await reopen());
      try {
        if (!open) throw new Error(`the store in ${options.dataDir} cannot be opened`);
        await open.addMessage(message, state);
      } catch (error) {
        if (!failing) logError(`Contact messages cannot be stored: ${describeFailure(error)}. Posts answer 503 until it can be written.`);
        failing = true;
        throw new StoreUnavailableError(error);
      }
      if (failing) log(`Contact messages are stored again in ${open.location}.`);
      failing = false;
    },
    async close() {
      closed = true;
      clearInterval(retryTimer);
      watcher?.stop();
      await reopening;
      await keeping;
      await recordsFiles.close();
      await store?.close();
      store = undefined;
    },
  };
}
