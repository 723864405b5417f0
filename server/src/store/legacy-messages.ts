/**
 * Messages from before the store: the JSON-lines files older versions appended to in DATA_DIR
 * (`contact-messages.jsonl`, and `contact-spam.jsonl` for the honeypot's catches). At every
 * start they are read and stored by their record id, so each message is stored exactly once
 * however often the server restarts (or stops in the middle: the import is one transaction).
 * The files are left in place, untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContactMessage, Store } from './store';

export const LEGACY_MESSAGES_FILE = 'contact-messages.jsonl';
export const LEGACY_SPAM_FILE = 'contact-spam.jsonl';

const FIELDS = ['id', 'receivedAt', 'name', 'email', 'phone', 'message', 'page'] as const;

function isRecord(value: unknown): value is ContactMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return FIELDS.every((key) => Object.hasOwn(value, key) && typeof (value as Record<string, unknown>)[key] === 'string');
}

/**
 * Every complete record of a JSON-lines file, in file order; a missing file has none. A line
 * that is not a record (a torn last line from a crash mid-write, never acknowledged) is skipped.
 */
export function readJsonLines(file: string): ContactMessage[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: ContactMessage[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isRecord(parsed)) {
        // Only the record's own fields, whatever else the line held.
        records.push(Object.fromEntries(FIELDS.map((key) => [key, parsed[key]])) as unknown as ContactMessage);
      }
    } catch {
      // Not JSON: a torn line.
    }
  }
  return records;
}

/** Stores the messages of the old files that are not stored yet; returns how many were new. */
export async function importLegacyMessages(store: Store, dataDir: string): Promise<{ messages: number; spam: number }> {
  const messages = readJsonLines(path.join(dataDir, LEGACY_MESSAGES_FILE));
  const spam = readJsonLines(path.join(dataDir, LEGACY_SPAM_FILE));
  return {
    messages: messages.length > 0 ? await store.importMessages(messages, 'new') : 0,
    spam: spam.length > 0 ? await store.importMessages(spam, 'spam') : 0,
  };
}
