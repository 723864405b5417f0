/**
 * The secret the privacy offsets are made with (privacy.ts). A secret that changed between runs
 * would move every public point at each restart, and points compared across restarts (or across
 * instances) narrow the true location down; so there is one, kept where every instance finds it:
 *
 * 1. PRIVACY_SECRET, when set;
 * 2. else the store's `privacy_secret` setting, shared by every instance on one database and
 *    made at the first start — from DATA_DIR/privacy-secret when an earlier version left one
 *    there, so the points stay where they were;
 * 3. else, while a SQLite store cannot be opened in place (DATA_DIR read-only), the setting read
 *    from a copy of the store, or that earlier file;
 * 4. else none (null): no point is published until a start finds one of the above.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl, openStore, type Store, type StoreLocation } from '../store';
import { readStoreCopy } from '../store/store-copy';

/** The secret, or null when no stable one can be had (then the projection publishes no point). */
export type PrivacySecret = Buffer | null;

/** Where versions before the store kept it, in DATA_DIR. */
export const SECRET_FILE = 'privacy-secret';
/** The store's setting (site_settings). */
export const SECRET_SETTING = 'privacy_secret';
/** Shorter secrets are refused: the offsets would be guessable. */
const MIN_SECRET_LENGTH = 16;

const usable = (text: string | undefined): Buffer | undefined => {
  const value = text?.trim();
  return value && value.length >= MIN_SECRET_LENGTH ? Buffer.from(value, 'utf8') : undefined;
};

function readSecretFile(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** PRIVACY_SECRET, when set; throws when it is too short. */
export function secretFromEnv(env: NodeJS.ProcessEnv): Buffer | undefined {
  const fromEnv = env.PRIVACY_SECRET;
  if (fromEnv === undefined || fromEnv === '') return undefined;
  if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`PRIVACY_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  return Buffer.from(fromEnv, 'utf8');
}

/** The store's secret, made (or taken from DATA_DIR's earlier file) when it holds none. */
export async function storedPrivacySecret(store: Store, dataDir: string): Promise<Buffer> {
  const proposed = usable(readSecretFile(dataDir))?.toString('utf8') ?? crypto.randomBytes(32).toString('hex');
  const kept = usable(await store.sharedSetting(SECRET_SETTING, proposed));
  if (!kept) throw new Error(`the store's ${SECRET_SETTING} setting is shorter than ${MIN_SECRET_LENGTH} characters`);
  return kept;
}

const describe = (error: unknown) => (error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error));

/**
 * The secret by the rules above. Opens the store for the moment it takes (a PostgreSQL that
 * cannot be reached throws: the server does not start without its store either).
 */
export async function privacySecret(
  options: StoreLocation & { env: NodeJS.ProcessEnv },
  log: (line: string) => void,
): Promise<PrivacySecret> {
  const fromEnv = secretFromEnv(options.env);
  if (fromEnv) return fromEnv;
  let failure: unknown;
  try {
    const store = await openStore(options);
    try {
      return await storedPrivacySecret(store, options.dataDir);
    } finally {
      await store.close();
    }
  } catch (error) {
    if (isPostgresUrl(options.databaseUrl)) throw error;
    failure = error;
  }
  const held =
    usable(await readStoreCopy(options.dataDir, (copy) => copy.setting(SECRET_SETTING)).catch(() => undefined)) ??
    usable(readSecretFile(options.dataDir));
  if (held) return held;
  log(
    `Privacy secret: the store in ${options.dataDir} cannot be opened (${describe(failure)}) and holds none to read; ` +
      'map points are not published until a start finds it. Set PRIVACY_SECRET or make DATA_DIR writable.',
  );
  return null;
}
