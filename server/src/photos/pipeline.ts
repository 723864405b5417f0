/**
 * The photo pipeline: an uploaded file in, a stored photo out, or a `PhotoError` saying why not.
 *
 *   1. size: at most 20 MB, counted while reading (`read-upload.ts`);
 *   2. content: the first bytes must be an accepted image format (`sniff.ts`), never trusting the
 *      name or the declared type;
 *   3. header: sharp reads the dimensions without decoding pixels; over 50 megapixels is refused
 *      here, so a decompression bomb (a tiny file declaring 20000×20000) costs a header read;
 *   4. decode, with sharp's `limitInputPixels` as a second guard, rotated upright by its EXIF
 *      orientation, and encoded as the `-1200.webp` and `-600.webp` versions. sharp writes no
 *      metadata unless asked (we never ask): no EXIF, GPS, XMP, IPTC or ICC profile survives, and
 *      the pixels are converted to sRGB;
 *   5. stored under a generated id: the versions public, the original untouched and private.
 *      The client's file name is kept only as display text (`file-name.ts`).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { PhotoError } from './errors';
import { displayFileName } from './file-name';
import { pictureHash, type PictureHash } from './picture-hash';
import { readUpload, type UploadSource } from './read-upload';
import { ORIGINAL_EXTENSIONS, sniffImage, type AcceptedFormat } from './sniff';
import type { PhotoStorage } from './storage';

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

export const PHOTO_LIMITS: Readonly<PhotoLimits> = Object.freeze({
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 50_000_000,
});

/** The public widths (SPEC: 1200 for the gallery, 600 for thumbnails), named `{id}-{width}.webp`. */
export const PUBLIC_WIDTHS = [1200, 600] as const;
export type PublicWidth = (typeof PUBLIC_WIDTHS)[number];

/** A public version's storage key, `{id}-{width}.webp`. */
const versionKey = (id: string, width: PublicWidth) => `${id}-${width}.webp`;
/** The original's storage key is `{id}-original.{ext}`. */
const ORIGINAL_KEY = /^([a-z0-9]+)-original\.[a-z0-9]+$/;

const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;

/** What the header says, read without decoding. */
export interface InspectedPhoto {
  format: AcceptedFormat;
  /** Upright: after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export interface PhotoVersion {
  key: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface StoredPhoto {
  id: string;
  /** The client's file name, cleaned for display; never a path. */
  displayName: string;
  format: AcceptedFormat;
  width: number;
  height: number;
  /** The original's size in bytes. */
  bytes: number;
  /** The private original's storage key. */
  originalKey: string;
  versions: Record<PublicWidth, PhotoVersion>;
  /** The picture's difference hash (picture-hash.ts), made from the upright 1200 px version. */
  pictureHash: PictureHash;
}

/** EXIF orientations 5–8 turn the picture by 90°, swapping width and height. */
function isQuarterTurn(orientation: number | undefined): boolean {
  return orientation !== undefined && orientation >= 5 && orientation <= 8;
}

/** Whether sharp's own reading agrees with the first bytes (sharp calls AVIF 'heif' with AV1 inside). */
function readsAs(format: AcceptedFormat, metadata: sharp.Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

/** Steps 2 and 3: the format by content, the dimensions from the header, the limits. */
export async function inspectPhoto(bytes: Buffer, limits: PhotoLimits = PHOTO_LIMITS): Promise<InspectedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoError('empty');
  if (bytes.byteLength > limits.maxBytes) throw new PhotoError('too-large', `${bytes.byteLength} bytes`);
  const sniffed = sniffImage(bytes.subarray(0, 512));
  if (sniffed.kind === 'unknown') throw new PhotoError('not-an-image');
  if (sniffed.kind === 'unsupported-image') throw new PhotoError('unsupported-format');

  let metadata: sharp.Metadata;
  try {
    // metadata() parses the header only; limitInputPixels: false so that an oversize image is
    // measured and refused below with our own error rather than sharp's message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoError('unreadable', error instanceof Error ? error.message : String(error));
  }
  if (!readsAs(sniffed.format, metadata)) {
    throw new PhotoError('unreadable', `content starts as ${sniffed.format} but reads as ${metadata.format}`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoError('unreadable', 'no dimensions');
  if (width * height > limits.maxPixels) throw new PhotoError('too-many-pixels', `${width}×${height}`);
  return isQuarterTurn(metadata.orientation)
    ? { format: sniffed.format, width: height, height: width }
    : { format: sniffed.format, width, height };
}

/** Step 4: the public WebP versions, upright and without metadata. */
export async function renderVersions(
  bytes: Buffer,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<Record<PublicWidth, { data: Buffer; width: number; height: number }>> {
  // failOn 'error': a phone's slightly irregular JPEG (a libjpeg warning) is still a photo.
  const upright = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
  try {
    const rendered = await Promise.all(
      PUBLIC_WIDTHS.map(async (width) => {
        const { data, info } = await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp(WEBP_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        return [width, { data, width: info.width, height: info.height }] as const;
      }),
    );
    return Object.fromEntries(rendered) as Record<PublicWidth, { data: Buffer; width: number; height: number }>;
  } catch (error) {
    throw new PhotoError('unreadable', error instanceof Error ? error.message : String(error));
  }
}

export interface PhotoPipelineOptions {
  storage: PhotoStorage;
  limits?: PhotoLimits;
  /** A new photo id; 24 random hex digits unless a test gives another. */
  newId?: () => string;
}

export interface PhotoUpload {
  /** The file's bytes, or a stream of them (read up to the size limit). */
  data: UploadSource;
  /** The name the client gave the file: display text only. */
  fileName?: string;
}

export class PhotoPipeline {
  private readonly storage: PhotoStorage;
  private readonly limits: PhotoLimits;
  private readonly newId: () => string;

  constructor(options: PhotoPipelineOptions) {
    this.storage = options.storage;
    this.limits = options.limits ?? PHOTO_LIMITS;
    this.newId = options.newId ?? (() => crypto.randomBytes(12).toString('hex'));
  }

  /** Checks, converts and stores one upload; a refusal throws a `PhotoError` and stores nothing. */
  async ingest(upload: PhotoUpload): Promise<StoredPhoto> {
    const bytes = await readUpload(upload.data, this.limits.maxBytes);
    const inspected = await inspectPhoto(bytes, this.limits);
    const rendered = await renderVersions(bytes, this.limits);
    // From the public version (already upright and decoded small): the same for a copy the
    // browser resized as for the camera's original.
    const hash = await pictureHash(rendered[1200].data);

    const id = this.newId();
    const originalKey = `${id}-original.${ORIGINAL_EXTENSIONS[inspected.format]}`;
    const written: Array<['public' | 'private', string]> = [];
    try {
      await this.storage.put('private', originalKey, bytes);
      written.push(['private', originalKey]);
      const versions = {} as Record<PublicWidth, PhotoVersion>;
      for (const width of PUBLIC_WIDTHS) {
        const { data, width: w, height: h } = rendered[width];
        const key = versionKey(id, width);
        await this.storage.put('public', key, data);
        written.push(['public', key]);
        versions[width] = { key, url: this.storage.publicUrl(key), width: w, height: h, bytes: data.byteLength };
      }
      return {
        id,
        displayName: displayFileName(upload.fileName),
        format: inspected.format,
        width: inspected.width,
        height: inspected.height,
        bytes: bytes.byteLength,
        originalKey,
        versions,
        pictureHash: hash,
      };
    } catch (error) {
      // A half-stored photo is no photo: remove what was written, then report the fault.
      await Promise.allSettled(written.map(([visibility, key]) => this.storage.remove(visibility, key)));
      throw error;
    }
  }

  /**
   * Removes a photo's files, found from its original's key (what the store keeps): the public
   * versions first, so the public copies go before the original.
   */
  async remove(originalKey: string): Promise<void> {
    const id = ORIGINAL_KEY.exec(originalKey)?.[1];
    if (!id) throw new Error(`Not an original photo's key: ${JSON.stringify(originalKey)}`);
    for (const width of PUBLIC_WIDTHS) await this.storage.remove('public', versionKey(id, width));
    await this.storage.remove('private', originalKey);
  }
}
