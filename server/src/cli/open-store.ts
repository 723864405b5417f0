/**
 * The store the command-line tools work on: the server's (DATABASE_URL, else the SQLite file
 * in DATA_DIR), with the messages of older versions' JSON-lines files taken in first, so a
 * tool run before the server restarted on a new version sees them too.
 */
import path from 'node:path';
import { readConfig } from '../config';
import { openStore, type Store } from '../store';
import { importLegacyMessages } from '../store/legacy-messages';

export async function openToolStore(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const { dataDir } = readConfig(env);
  const store = await openStore({ dataDir, databaseUrl: env.DATABASE_URL });
  try {
    await importLegacyMessages(store, dataDir);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** A path as typed: relative to the folder the command was typed in (pnpm runs root scripts in the root). */
export function typedPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
