// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageStore, StoreUnavailableError, readMessages } from './message-store';

let dir: string;
let file: string;
const message = (text: string) => ({ name: 'Arta', email: '', phone: '044123456', message: text, page: 'Prona: 1' });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
  file = path.join(dir, 'nested', 'messages.jsonl');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('MessageStore', () => {
  it('creates its folder and appends one JSON line per message, in order', async () => {
    const store = new MessageStore(file, () => new Date('2026-11-03T10:00:00Z'));
    const first = await store.append(message('një'));
    await store.append(message('dy\nrreshta'));
    await store.close();
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ ...message('një'), id: first.id, receivedAt: '2026-11-03T10:00:00.000Z' });
    expect(readMessages(file).map((m) => m.message)).toEqual(['një', 'dy\nrreshta']);
  });

  it('gives every message its own id', async () => {
    const store = new MessageStore(file);
    const ids = new Set((await Promise.all(Array.from({ length: 50 }, () => store.append(message('x'))))).map((m) => m.id));
    await store.close();
    expect(ids.size).toBe(50);
  });

  it('writes appends made at once whole and in order, each resolving only once it is on disk', async () => {
    const store = new MessageStore(file);
    const onDiskWhenResolved: boolean[] = [];
    const texts = Array.from({ length: 200 }, (_, i) => `njëkohësisht ${i}`);
    await Promise.all(
      texts.map((text) =>
        store.append(message(text)).then((record) => onDiskWhenResolved.push(fs.readFileSync(file, 'utf8').includes(record.id))),
      ),
    );
    await store.close();
    expect(onDiskWhenResolved).toEqual(texts.map(() => true));
    expect(readMessages(file).map((m) => m.message)).toEqual(texts);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(201);
  });

  it('rejects the appends it could not write, and keeps answering later ones', async () => {
    // Every write to /dev/full fails with ENOSPC, as on a full disk.
    const store = new MessageStore('/dev/full');
    await expect(Promise.all([store.append(message('a')), store.append(message('b'))])).rejects.toThrow(/ENOSPC/);
    await expect(store.append(message('c'))).rejects.toThrow(/ENOSPC/);
    await store.close();
  });

  it('keeps what an earlier process stored and appends after it', async () => {
    const before = new MessageStore(file);
    await before.append(message('para'));
    await before.close();
    const after = new MessageStore(file);
    await after.append(message('pas'));
    expect(after.read().map((m) => m.message)).toEqual(['para', 'pas']);
    await after.close();
  });

  it('cuts a torn last line on opening, so the next message is not glued to it', async () => {
    const store = new MessageStore(file);
    await store.append(message('plot'));
    await store.close();
    fs.appendFileSync(file, '{"id":"torn","receivedAt":"2026-11');
    const reopened = new MessageStore(file);
    await reopened.append(message('pas prerjes'));
    await reopened.close();
    expect(readMessages(file).map((m) => m.message)).toEqual(['plot', 'pas prerjes']);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('torn');
  });

  it('cuts a file that holds only a torn line before its first append', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"id":"torn"');
    const store = new MessageStore(file);
    await store.append(message('after the torn line'));
    await store.close();
    expect(readMessages(file).map((m) => m.message)).toEqual(['after the torn line']);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(2);
  });

  it('opens nothing until the first append, so a DATA_DIR that cannot be written stops nothing', async () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const store = new MessageStore(path.join(blocked, 'messages.jsonl'));
    await expect(store.append(message('x'))).rejects.toBeInstanceOf(StoreUnavailableError);
    // The disk recovers: the same store writes without being made again.
    fs.rmSync(blocked);
    await store.append(message('after recovery'));
    await store.close();
    expect(readMessages(path.join(blocked, 'messages.jsonl')).map((m) => m.message)).toEqual(['after recovery']);
  });
});

describe('readMessages', () => {
  it('reads nothing from a missing file', () => {
    expect(readMessages(path.join(dir, 'none.jsonl'))).toEqual([]);
  });

  it('skips a torn last line and lines that are not records', async () => {
    const store = new MessageStore(file);
    await store.append(message('mirë'));
    await store.close();
    fs.appendFileSync(file, '\n{"id":1}\nnot json\n{"id":"torn","receivedAt":"2026');
    expect(readMessages(file).map((m) => m.message)).toEqual(['mirë']);
  });
});
