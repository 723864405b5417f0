// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageStore, readMessages } from './message-store';

let dir: string;
let file: string;
const message = (text: string) => ({ name: 'Arta', email: '', phone: '044123456', message: text, page: 'Prona: 1' });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
  file = path.join(dir, 'nested', 'messages.jsonl');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('MessageStore', () => {
  it('creates its folder and appends one JSON line per message, in order', () => {
    const store = new MessageStore(file, () => new Date('2026-11-03T10:00:00Z'));
    const first = store.append(message('një'));
    store.append(message('dy\nrreshta'));
    store.close();
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ ...message('një'), id: first.id, receivedAt: '2026-11-03T10:00:00.000Z' });
    expect(readMessages(file).map((m) => m.message)).toEqual(['një', 'dy\nrreshta']);
  });

  it('gives every message its own id', () => {
    const store = new MessageStore(file);
    const ids = new Set(Array.from({ length: 50 }, () => store.append(message('x')).id));
    store.close();
    expect(ids.size).toBe(50);
  });

  it('keeps what an earlier process stored and appends after it', () => {
    const before = new MessageStore(file);
    before.append(message('para'));
    before.close();
    const after = new MessageStore(file);
    after.append(message('pas'));
    expect(after.read().map((m) => m.message)).toEqual(['para', 'pas']);
    after.close();
  });

  it('cuts a torn last line on opening, so the next message is not glued to it', () => {
    const store = new MessageStore(file);
    store.append(message('plot'));
    store.close();
    fs.appendFileSync(file, '{"id":"torn","receivedAt":"2026-11');
    const reopened = new MessageStore(file);
    reopened.append(message('pas prerjes'));
    reopened.close();
    expect(readMessages(file).map((m) => m.message)).toEqual(['plot', 'pas prerjes']);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('torn');
  });

  it('empties a file that holds only a torn line', () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"id":"torn"');
    new MessageStore(file).close();
    expect(fs.readFileSync(file, 'utf8')).toBe('');
  });
});

describe('readMessages', () => {
  it('reads nothing from a missing file', () => {
    expect(readMessages(path.join(dir, 'none.jsonl'))).toEqual([]);
  });

  it('skips a torn last line and lines that are not records', () => {
    const store = new MessageStore(file);
    store.append(message('mirë'));
    store.close();
    fs.appendFileSync(file, '\n{"id":1}\nnot json\n{"id":"torn","receivedAt":"2026');
    expect(readMessages(file).map((m) => m.message)).toEqual(['mirë']);
  });
});
