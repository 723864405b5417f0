/**
 * The durable message store: an append-only JSON-lines file under DATA_DIR. A record is on
 * disk (written and flushed with fsync) before its append resolves, so an acknowledged message
 * survives a crash. Each record is written at once with one synchronous write (a copy into the
 * page cache: records never interleave); the flush, which waits for the disk, runs off the
 * event loop, and the records written while one flush runs share the next (group commit), so
 * a slow disk never stalls the other requests. A crash in the middle of a write can leave a
 * torn last line; it was never acknowledged, so opening the store cuts it off and reading
 * skips any line that is not a record.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContactMessage, NewContactMessage } from '../store';
import { readJsonLines } from '../store/legacy-messages';

const fsync = promisify(fs.fsync);

// The store owns the message's shape and the JSON-lines reader; this file is the old writer.
export type { ContactMessage, NewContactMessage } from '../store';

export const MESSAGES_FILE = 'contact-messages.jsonl';
/** Honeypot posts: kept for a look, apart from the real messages. */
export const SPAM_FILE = 'contact-spam.jsonl';

/** Flushes a folder, so a file just created in it survives a crash too. */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot open or flush a folder; the file's own fsync still holds its data.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Cuts a torn last line (a write that never finished) off the end of the file. */
function cutTornTail(fd: number): void {
  const { size } = fs.fstatSync(fd);
  if (size === 0) return;
  const chunk = Buffer.alloc(Math.min(size, 64 * 1024));
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - chunk.length);
    const length = end - start;
    fs.readSync(fd, chunk, 0, length, start);
    const newline = chunk.subarray(0, length).lastIndexOf(0x0a);
    if (newline !== -1) {
      const keep = start + newline + 1;
      if (keep !== size) {
        fs.ftruncateSync(fd, keep);
        fs.fsyncSync(fd);
      }
      return;
    }
    end = start;
  }
  fs.ftruncateSync(fd, 0);
  fs.fsyncSync(fd);
}

/** Reads every complete record of a store file, oldest first; a missing file has none. */
export const readMessages = readJsonLines;

interface Waiting {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The store cannot take a record now (DATA_DIR missing, read-only, not permitted, or full). */
export class StoreUnavailableError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`${file} cannot be written: ${(cause as NodeJS.ErrnoException)?.code ?? String(cause)}`);
  }
}

export class MessageStore {
  readonly file: string;
  /** Opened on the first append, not at start: a store that cannot be written must not stop the site. */
  private fd: number | undefined;
  /** The file's length after the last whole record: where a failed write is cut back to. */
  private size = 0;
  /** Written, waiting for the next flush. */
  private unflushed: Waiting[] = [];
  private flushing: Promise<void> | null = null;

  constructor(file: string, private readonly now: () => Date = () => new Date()) {
    this.file = file;
  }

  /**
   * Opens the file now (cutting a torn tail a crash left) rather than at the first append; a
   * store that cannot be opened is reported, not thrown: the next append tries again.
   */
  prepare(): StoreUnavailableError | undefined {
    try {
      this.open();
      return undefined;
    } catch (error) {
      return new StoreUnavailableError(this.file, error);
    }
  }

  /** The open file, opened (and a torn tail cut) when it is not. */
  private open(): number {
    if (this.fd !== undefined) return this.fd;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const existed = fs.existsSync(this.file);
    const fd = fs.openSync(this.file, fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_APPEND, 0o600);
    try {
      cutTornTail(fd);
      this.size = fs.fstatSync(fd).size;
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    if (!existed) fsyncDirectory(path.dirname(this.file));
    this.fd = fd;
    return fd;
  }

  /**
   * Closes the file after a failure, so the next append opens it again: a disk that recovered
   * (space freed, permissions fixed, DATA_DIR made) takes records without a restart.
   */
  private drop(fd: number): void {
    if (this.fd !== fd) return;
    this.fd = undefined;
    // Records already written and waiting for their flush keep the descriptor until it ends.
    void (this.flushing ?? Promise.resolve()).finally(() => {
      try {
        fs.closeSync(fd);
      } catch {
        // Already gone.
      }
    });
  }

  /** Stores one record; resolves once it is written and flushed to disk, or rejects with StoreUnavailableError. */
  append(message: NewContactMessage): Promise<ContactMessage> {
    const record: ContactMessage = { id: crypto.randomUUID(), receivedAt: this.now().toISOString(), ...message };
    const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    let fd: number;
    try {
      fd = this.open();
    } catch (error) {
      return Promise.reject(new StoreUnavailableError(this.file, error));
    }
    try {
      let written = 0;
      // A regular file takes the whole line at once; finish a short write all the same.
      while (written < line.length) written += fs.writeSync(fd, line, written, line.length - written);
      this.size += line.length;
    } catch (error) {
      // Not stored (e.g. a full disk): cut what part of the line got written, so no torn line stays.
      try {
        fs.ftruncateSync(fd, this.size);
      } catch {
        // Nothing more to do; opening the store again cuts a torn tail too.
      }
      this.drop(fd);
      return Promise.reject(new StoreUnavailableError(this.file, error));
    }
    return new Promise((resolve, reject) => {
      this.unflushed.push({ resolve: () => resolve(record), reject });
      this.startFlush(fd);
    });
  }

  /** Starts a flush unless one runs; one that ends looks again, so no record is left waiting. */
  private startFlush(fd: number): void {
    if (this.flushing || this.unflushed.length === 0) return;
    const batch = this.unflushed.splice(0);
    this.flushing = fsync(fd)
      .then(
        () => batch.forEach((waiting) => waiting.resolve()),
        (error: unknown) => {
          this.drop(fd);
          batch.forEach((waiting) => waiting.reject(new StoreUnavailableError(this.file, error)));
        },
      )
      .finally(() => {
        this.flushing = null;
        if (this.fd !== undefined) this.startFlush(this.fd);
        // Written to a file since dropped after a failure: not known to be on disk, so not acknowledged.
        else this.unflushed.splice(0).forEach((waiting) => waiting.reject(new StoreUnavailableError(this.file, 'flush failed')));
      });
  }

  read(): ContactMessage[] {
    return readMessages(this.file);
  }

  /** Closes the file once every pending append has settled. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}
