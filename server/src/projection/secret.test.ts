/**
 * The privacy secret is kept in the store, so the public points never move: not at a restart,
 * not from one instance to another on the same PostgreSQL, not with a DATA_DIR the server may
 * not write (points that moved at each start could be compared to narrow the true location).
 * Without PRIVACY_SECRET, a store or an earlier version's file to take it from, no point is
 * published at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from 'shared/contracts';
import { startServer, type RunningServer } from '../contact/test-server';
import { openStore } from '../store';
import { startTestPostgres, type TestPostgres } from '../store/test-postgres';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { publicPoint } from './privacy';
import { SECRET_FILE, SECRET_SETTING } from './secret';

const NO_ENV_SECRET = { PRIVACY_SECRET: '' };
const sampleFile = path.resolve(import.meta.dirname, '../../../sample-data/public/data/listings.json');
const exact = new Map(
  (JSON.parse(fs.readFileSync(sampleFile, 'utf8')) as { listings: { id: unknown; geoPoint?: GeoPoint }[] }).listings
    .filter((entry) => entry.geoPoint)
    .map((entry) => [String(entry.id), entry.geoPoint as GeoPoint]),
);

const running: (TestApp | RunningServer)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((server) => ('close' in server ? server.close() : server.stop())));
});

async function startApp(dataDir: string, env: NodeJS.ProcessEnv = NO_ENV_SECRET): Promise<TestApp> {
  const app = await startTestApp({ dataDir, listingsFile: sampleFile, shellDist: fakeShellDist() }, env);
  running.push(app);
  return app;
}

async function stopApp(app: TestApp): Promise<void> {
  running.splice(running.indexOf(app), 1);
  await app.close();
}

/** The public points a server sends in listings.json, by id. */
async function servedPoints(origin: string): Promise<Map<string, GeoPoint | undefined>> {
  const response = await fetch(`${origin}/assets/data/listings.json`);
  expect(response.status).toBe(200);
  const { listings } = (await response.json()) as { listings: { id: string; geoPoint?: GeoPoint }[] };
  return new Map(listings.map((listing) => [listing.id, listing.geoPoint]));
}

/**
 * The points the secret `secret` gives the listings `served` (from their exact points in the
 * sample; a listing served without one has a point the schema refused).
 */
function pointsOf(secret: string, served: Map<string, GeoPoint | undefined>): Map<string, GeoPoint | undefined> {
  expect([...served.values()].filter(Boolean).length).toBeGreaterThan(100);
  return new Map(
    [...served].map(([id, point]) => {
      const own = exact.get(id);
      return [id, point && own ? publicPoint(Buffer.from(secret, 'utf8'), id, own) : undefined];
    }),
  );
}

/** The store's secret (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`). */
async function storedSecret(location: { dataDir: string; databaseUrl?: string }): Promise<string | undefined> {
  const store = await openStore(location);
  try {
    return await store.setting(SECRET_SETTING);
  } finally {
    await store.close();
  }
}

/** A DATA_DIR the server may not write: read-only, and the server runs as nobody when the tests run as root. */
function readOnly(dataDir: string): { env: Record<string, string>; user?: { uid: number; gid: number } } {
  fs.chmodSync(dataDir, 0o555);
  const scratch = tempDir('secret-tmp-');
  fs.chmodSync(scratch, 0o777);
  const env = { DATA_DIR: dataDir, TMPDIR: scratch, ...NO_ENV_SECRET };
  return process.getuid?.() === 0 ? { env, user: { uid: 65534, gid: 65534 } } : { env };
}

describe('the privacy secret on SQLite', () => {
  it('is made once and kept in the store: the same points after a restart, no file in DATA_DIR', async () => {
    const dataDir = tempDir('secret-');
    const app = await startApp(dataDir);
    const first = await servedPoints(app.origin);
    await stopApp(app);
    const secret = await storedSecret({ dataDir });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);
    expect(first).toEqual(pointsOf(secret ?? '', first));
    expect(await servedPoints((await startApp(dataDir)).origin)).toEqual(first);
  }, 60_000);

  it('takes an earlier version\'s DATA_DIR/privacy-secret, so the points stay where they were', async () => {
    const dataDir = tempDir('secret-');
    fs.writeFileSync(path.join(dataDir, SECRET_FILE), 'the-secret-of-an-earlier-version\n');
    const points = await servedPoints((await startApp(dataDir)).origin);
    expect(points).toEqual(pointsOf('the-secret-of-an-earlier-version', points));
    expect(await storedSecret({ dataDir })).toBe('the-secret-of-an-earlier-version');
  }, 60_000);

  it('is read from the store in a read-only DATA_DIR: the same points as when it could be written', async () => {
    const dataDir = tempDir('secret-');
    const app = await startApp(dataDir);
    const writable = await servedPoints(app.origin);
    await stopApp(app);
    const { env, user } = readOnly(dataDir);
    try {
      const server = await startServer(env, user);
      running.push(server);
      expect(await servedPoints(server.url)).toEqual(writable);
    } finally {
      fs.chmodSync(dataDir, 0o777);
    }
  }, 60_000);

  it('publishes no point while no stable secret can be had, and says so', async () => {
    // A file where DATA_DIR should be: no store can be opened there, and none read.
    const dataDir = path.join(tempDir('secret-'), 'data');
    fs.writeFileSync(dataDir, 'not a folder');
    const lines: string[] = [];
    for (const level of ['warn', 'error', 'log'] as const) vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
    const app = await startApp(dataDir);
    const points = await servedPoints(app.origin);
    expect(points.size).toBeGreaterThan(100);
    expect([...points.values()].filter(Boolean)).toEqual([]);
    const index = await (await fetch(`${app.origin}/assets/data/listings-index/0.json`)).text();
    expect(index).not.toMatch(/4[123]\.\d{3,}/);
    expect(lines.filter((line) => line.startsWith('Privacy secret:'))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('Privacy secret:'))).toContain('map points are not published');
  }, 60_000);
});

describe('the privacy secret on PostgreSQL, with a read-only DATA_DIR', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('is shared by two instances and survives a restart', async () => {
    const databaseUrl = await postgres.createDatabase();
    const started: RunningServer[] = [];
    const start = async (dataDir: string) => {
      const { env, user } = readOnly(dataDir);
      const server = await startServer({ ...env, DATABASE_URL: databaseUrl }, user);
      running.push(server);
      started.push(server);
      return server;
    };
    const dirs = [tempDir('secret-a-'), tempDir('secret-b-')];
    try {
      const a = await start(dirs[0] ?? '');
      const b = await start(dirs[1] ?? '');
      const fromA = await servedPoints(a.url);
      expect(await servedPoints(b.url)).toEqual(fromA);
      await a.stop();
      const again = await start(dirs[0] ?? '');
      expect(await servedPoints(again.url)).toEqual(fromA);
      const secret = await storedSecret({ dataDir: '', databaseUrl });
      expect(fromA).toEqual(pointsOf(secret ?? '', fromA));
      for (const dir of dirs) expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      for (const dir of dirs) fs.chmodSync(dir, 0o777);
    }
  }, 120_000);
});
