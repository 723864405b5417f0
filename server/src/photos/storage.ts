/**
 * Where photo files live. The pipeline only names files by generated keys and hands bytes to a
 * `PhotoStorage`; today that is two folders on this machine (`DirectoryPhotoStorage`). A CDN or
 * bucket later is another implementation of the same four methods: `putPublic` uploads to the
 * public bucket behind the CDN and `publicUrl` returns the CDN address; `putPrivate` goes to a
 * private bucket (no public read, no CDN) — nothing else in the pipeline changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type PhotoVisibility = 'public' | 'private';

export interface PhotoStorage {
  /** Stores a file under `key` (replacing nothing: keys are new ids), durable when it resolves. */
  put(visibility: PhotoVisibility, key: string, bytes: Uint8Array): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  remove(visibility: PhotoVisibility, key: string): Promise<void>;
  /** The bytes of a stored file (the admin may download an original). */
  read(visibility: PhotoVisibility, key: string): Promise<Buffer>;
  /** The address visitors load a public file from. */
  publicUrl(key: string): string;
  /** The key of an address `publicUrl` gave; undefined for any other address (an imported photo's). */
  keyOf(address: string): string | undefined;
}

/**
 * What a storage key may look like: made by the pipeline from a generated id, never from the
 * client. Checked again here, so no caller mistake can turn a key into a path outside the folder.
 */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a photo storage key: ${JSON.stringify(key)}`);
}

export interface DirectoryPhotoStorageOptions {
  /** Served to visitors (the WebP versions). */
  publicDir: string;
  /** Never served (the originals). */
  privateDir: string;
  /** The URL path `publicDir` is served under, e.g. '/assets/photos/'. */
  publicUrlPrefix: string;
}

export class DirectoryPhotoStorage implements PhotoStorage {
  constructor(private readonly options: DirectoryPhotoStorageOptions) {}

  private pathOf(visibility: PhotoVisibility, key: string): string {
    assertStorageKey(key);
    return path.join(visibility === 'public' ? this.options.publicDir : this.options.privateDir, key);
  }

  /**
   * Written to a temporary name in the same folder, flushed, then renamed: a reader (or a crash)
   * never sees half a file under the real name.
   */
  async put(visibility: PhotoVisibility, key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(visibility, key);
    const dir = path.dirname(target);
    await fs.mkdir(dir, { recursive: true, mode: visibility === 'private' ? 0o700 : 0o755 });
    const temporary = path.join(dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    const handle = await fs.open(temporary, 'wx', visibility === 'private' ? 0o600 : 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await fs.rename(temporary, target);
  }

  async remove(visibility: PhotoVisibility, key: string): Promise<void> {
    await fs.rm(this.pathOf(visibility, key), { force: true });
  }

  read(visibility: PhotoVisibility, key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(visibility, key));
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return this.prefix() + key;
  }

  keyOf(address: string): string | undefined {
    const prefix = this.prefix();
    const key = address.startsWith(prefix) ? address.slice(prefix.length) : '';
    return KEY.test(key) ? key : undefined;
  }

  private prefix(): string {
    return this.options.publicUrlPrefix.replace(/\/*$/, '/');
  }
}
