/** The store's contract on a real PostgreSQL that this file starts and stops (test-postgres.ts). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from './index';
import { storeContract, type StoreUnderTest } from './store-contract';
import { auditContract } from './audit-contract';
import { usersContract } from './users-contract';
import { viewsContract } from './views-contract';
import { alertsContract } from './alerts-contract';
import { startTestPostgres, type TestPostgres } from './test-postgres';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 120_000);
// Stopping removes the cluster's folder: a database per test, over 10 s on a busy machine.
afterAll(() => server?.stop(), 60_000);

const urls = new WeakMap<object, string>();

const subject: StoreUnderTest = {
  async open(now) {
    const databaseUrl = await server.createDatabase();
    const store = await openStore({ dataDir: '', databaseUrl }, now);
    urls.set(store, databaseUrl);
    return store;
  },
  openAgain: (store) => openStore({ dataDir: '', databaseUrl: urls.get(store) ?? '' }),
  async openBackup(file) {
    const databaseUrl = await server.createDatabase();
    const restore = spawnSync(path.join(server.binDir, 'psql'), ['--quiet', '-v', 'ON_ERROR_STOP=1', '-f', file, databaseUrl], {
      encoding: 'utf8',
    });
    if (restore.status !== 0) throw new Error(`psql could not restore the dump: ${restore.stderr}`);
    return openStore({ dataDir: '', databaseUrl });
  },
};

storeContract('PostgreSQL', subject);
usersContract('PostgreSQL', subject);
auditContract('PostgreSQL', subject);
viewsContract('PostgreSQL', subject);
alertsContract('PostgreSQL', subject);
