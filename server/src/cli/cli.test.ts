/**
 * The store's command-line tools, run as a person runs them (each a child process on a
 * temporary DATA_DIR): listings:import, listings:export, messages and backup.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openStore, SQLITE_FILE } from '../store';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
/** Each tool is a Node process that compiles its TypeScript as it starts: seconds on a busy machine. */
const SLOW = { timeout: 120_000 };
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cli-'));
  dirs.push(dir);
  return dir;
}

function run(dataDir: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: dataDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeFile(dir: string, name: string, listings: unknown[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify({ listings }));
  return file;
}

describe('pnpm listings:import and listings:export', () => {
  it('imports what can be stored, reports every problem like listings:check, and updates by id', SLOW, async () => {
    const dataDir = tempDir();
    const first = writeFile(dataDir, 'first.json', [
      makeListing({ id: '1', title: 'E para' }),
      makeListing({ id: '2', geoPoint: { latitude: 42.66, longitude: 21.17 } }),
      { ...makeListing({ id: '3' }), category: 'castle' },
      { ...makeListing({ id: '4' }), geoPoint: { latitude: 10, longitude: 21 } },
    ]);
    const imported = run(dataDir, 'listings-import', 'first.json');
    expect(imported.status).toBe(1);
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/listings-check.ts', first], { cwd: repoRoot, encoding: 'utf8' });
    const problemLines = (text: string) => text.split('\n').filter((line) => line.startsWith('listings['));
    expect(problemLines(imported.stdout)).toEqual(problemLines(check.stdout));
    expect(problemLines(imported.stdout)).toHaveLength(2);
    expect(imported.stdout).toContain('first.json: 4 listings; 3 added, 0 updated, 0 unchanged, 1 skipped (not imported); 2 problems in 2 entries.');

    const second = writeFile(dataDir, 'second.json', [makeListing({ id: '1', title: 'E ndryshuar' }), makeListing({ id: '5' })]);
    const again = run(dataDir, 'listings-import', second);
    expect(again).toMatchObject({ status: 0 });
    expect(again.stdout).toContain('2 listings; 1 added, 1 updated, 0 unchanged.');

    const store = await openStore({ dataDir });
    try {
      expect(await store.countListings()).toBe(4);
      expect((await store.getListing('1'))?.listing.title).toBe('E ndryshuar');
      expect((await store.getListing('4'))?.listing.geoPoint).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('refuses a file that is not a listings file and stores nothing', SLOW, () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'bad.json'), '[1, 2');
    const result = run(dataDir, 'listings-import', 'bad.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('bad.json is not valid JSON');
    expect(result.stderr).toContain('nothing imported');
  });

  it('exports the SPEC-shaped file that imports back unchanged, with exact coordinates and statuses kept', SLOW, async () => {
    const dataDir = tempDir();
    const listings = [
      makeListing({ id: '10', geoPoint: { latitude: 42.662914, longitude: 21.165503 }, images: ['a-1200.webp', 'b-1200.webp'] }),
      makeListing({ id: '11', price: 'Me Marrëveshje', reducedPrice: 5, details: { area: 40, floor: 'P+4' } }),
      // Control characters never get into the store (the schema refuses them); a line separator does.
      makeListing({ id: '12', title: 'Titull me\u2028ndarës' }),
      // The title and description in other languages go out and come back as they are.
      makeListing({ id: '13', translations: { en: { title: 'Flat in the centre', description: 'Bright.\n\nQuiet.' }, de: { title: 'Wohnung' } } }),
    ];
    run(dataDir, 'listings-import', writeFile(dataDir, 'in.json', listings));
    let store = await openStore({ dataDir });
    await store.setListingStatus('12', 'sold');
    await store.close();

    const exported = run(dataDir, 'listings-export');
    expect(exported.status).toBe(0);
    expect(exported.stdout).not.toMatch(/[\u007f-\u009f\u2028]/);
    const parsed = JSON.parse(exported.stdout) as { listings: unknown[] };
    expect(parsed.listings).toEqual(JSON.parse(JSON.stringify([listings[0], listings[1], { ...listings[2], active: false }, listings[3]])));

    fs.writeFileSync(path.join(dataDir, 'out.json'), exported.stdout);
    expect(run(dataDir, 'listings-import', 'out.json').stdout).toContain('4 listings; 0 added, 0 updated, 4 unchanged.');
    store = await openStore({ dataDir });
    expect((await store.getListing('12'))?.status).toBe('sold');
    expect((await store.getListing('13'))?.listing.translations).toEqual(listings[3]?.translations);
    await store.close();
  });
});

describe('pnpm messages', () => {
  it('lists the stored messages newest first, spam apart, control characters never raw', SLOW, async () => {
    const dataDir = tempDir();
    let now = new Date('2026-05-01T10:00:00Z');
    const store = await openStore({ dataDir }, () => now);
    await store.addMessage({ name: 'Arta', email: 'arta@example.com', phone: '044 111 222', message: 'Përshëndetje\n\u001b[2Jrreshti', page: 'Prona: 7' });
    now = new Date('2026-05-02T10:00:00Z');
    await store.addMessage({ name: '', email: '', phone: '049 333 444', message: 'E dyta', page: '' });
    await store.addMessage({ name: 'Bot', email: '', phone: '1', message: 'spam', page: '' }, 'spam');
    await store.close();

    const text = run(dataDir, 'messages');
    expect(text.status).toBe(0);
    expect(text.stdout).toBe(
      [
        '2 mesazhe, më të rejat së pari',
        '',
        '02.05.2026, 12:00  Pa emër · 049 333 444',
        '  E dyta',
        '',
        '01.05.2026, 12:00  Arta · 044 111 222 · arta@example.com',
        'Prona: 7',
        '  Përshëndetje',
        '  \\x1b[2Jrreshti',
        '',
      ].join('\n'),
    );
    const json = JSON.parse(run(dataDir, 'messages', '--json').stdout) as { message: string; receivedAt: string }[];
    expect(json.map((message) => message.message)).toEqual(['E dyta', 'Përshëndetje\n\u001b[2Jrreshti']);
    expect(Object.keys(json[0] ?? {})).toEqual(['name', 'email', 'phone', 'message', 'page', 'receivedAt']);
    const spam = JSON.parse(run(dataDir, 'messages', '--json', '--spam').stdout) as { name: string }[];
    expect(spam.map((message) => message.name)).toEqual(['Bot']);
    expect(run(dataDir, 'messages', '--nope').status).toBe(1);
  });
});

describe('pnpm backup', () => {
  it('writes a copy of the SQLite store that opens with the same data, and never overwrites a file', SLOW, async () => {
    const dataDir = tempDir();
    run(dataDir, 'listings-import', writeFile(dataDir, 'in.json', [makeListing({ id: '1' }), makeListing({ id: '2' })]));
    const result = run(dataDir, 'backup', 'copy.sqlite3');
    expect(result.status).toBe(0);
    const restored = tempDir();
    fs.copyFileSync(path.join(dataDir, 'copy.sqlite3'), path.join(restored, SQLITE_FILE));
    const store = await openStore({ dataDir: restored });
    expect(await store.countListings()).toBe(2);
    await store.close();
    const again = run(dataDir, 'backup', 'copy.sqlite3');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');
  });
});
