/**
 * The server's start on an existing DATA_DIR: the JSON-lines messages of older versions are
 * moved into the store, every one exactly once across restarts, the old files left as they
 * were; an empty store is filled from the listings file, a store with listings is not.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { LEGACY_MESSAGES_FILE, LEGACY_SPAM_FILE } from './legacy-messages';
import { openSiteStore } from './startup';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-startup-'));
  dirs.push(dir);
  return dir;
}

const record = (i: number, kind: string) => ({
  id: crypto.randomUUID(),
  receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  name: `Emri ${i}`,
  email: '',
  phone: `+383 44 000 ${String(i).padStart(3, '0')}`,
  message: `${kind} ${i}\nrreshti i dytë`,
  page: i % 2 ? `Prona: ${i}` : '',
});

function writeListings(dir: string, listings: unknown[]): string {
  const file = path.join(dir, 'listings.json');
  fs.writeFileSync(file, JSON.stringify({ listings }));
  return file;
}

describe('opening the store at the server\'s start', () => {
  it('moves every JSON-lines message into the store exactly once, across restarts, leaving the files', async () => {
    const dataDir = tempDir();
    const messages = Array.from({ length: 137 }, (_, i) => record(i, 'mesazh'));
    const spam = Array.from({ length: 9 }, (_, i) => record(i, 'spam'));
    // As the old store left them: one line per record, a blank line, and a torn last line (never acknowledged).
    const messagesText = `${messages.map((m) => JSON.stringify(m)).join('\n')}\n\n{"id":"torn","receivedAt":"2026`;
    const spamText = `${spam.map((m) => JSON.stringify(m)).join('\n')}\n`;
    fs.writeFileSync(path.join(dataDir, LEGACY_MESSAGES_FILE), messagesText);
    fs.writeFileSync(path.join(dataDir, LEGACY_SPAM_FILE), spamText);
    const listingsFile = writeListings(dataDir, [makeListing({ id: '1' })]);
    const log: string[] = [];

    for (let start = 0; start < 3; start++) {
      const store = await openSiteStore({ dataDir, listingsFile, log: (line) => log.push(line) });
      try {
        const stored = await store.listMessages();
        const storedSpam = await store.listMessages({ spam: true });
        expect(stored).toHaveLength(messages.length);
        expect(storedSpam).toHaveLength(spam.length);
        const byId = new Map(stored.map((message) => [message.id, message]));
        for (const message of messages) expect(byId.get(message.id)).toMatchObject({ ...message, state: 'new' });
        expect(new Set(storedSpam.map((message) => message.id))).toEqual(new Set(spam.map((message) => message.id)));
        expect(await store.countMessages()).toBe(messages.length + spam.length);
      } finally {
        await store.close();
      }
    }
    expect(fs.readFileSync(path.join(dataDir, LEGACY_MESSAGES_FILE), 'utf8')).toBe(messagesText);
    expect(fs.readFileSync(path.join(dataDir, LEGACY_SPAM_FILE), 'utf8')).toBe(spamText);
    expect(log.filter((line) => line.startsWith('Moved'))).toEqual([
      `Moved 137 messages and 9 honeypot posts from the JSON-lines files in ${dataDir} into the store (the files are left in place).`,
    ]);
  });

  it('fills an empty store from the listings file, problems reported, and leaves a filled one alone', async () => {
    const dataDir = tempDir();
    const log: string[] = [];
    const first = writeListings(dataDir, [makeListing({ id: '1' }), makeListing({ id: '2', active: false }), { id: '3', title: '' }]);
    let store = await openSiteStore({ dataDir, listingsFile: first, log: (line) => log.push(line) });
    expect(await store.countListings()).toBe(2);
    await store.close();
    expect(log.some((line) => line.includes('listings[2] (id "3") skipped'))).toBe(true);

    const second = path.join(tempDir(), 'other.json');
    fs.writeFileSync(second, JSON.stringify({ listings: [makeListing({ id: '9' })] }));
    store = await openSiteStore({ dataDir, listingsFile: second });
    expect(await store.countListings()).toBe(2);
    expect(await store.getListing('9')).toBeUndefined();
    await store.close();
  });

  it('refuses to start on a listings file that is not one, and says which', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'broken.json');
    fs.writeFileSync(file, '{"listings": ');
    await expect(openSiteStore({ dataDir, listingsFile: file, log: () => {} })).rejects.toThrow(`${file} is not valid JSON`);
  });
});
