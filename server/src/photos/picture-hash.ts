/**
 * "The same photo is already there": a picture's difference hash (dHash). The picture, upright,
 * is shrunk to 9×8 grey pixels and each bit says whether a pixel is brighter than its right-hand
 * neighbour: 64 bits that survive what happens to a photo on its way here (the browser's resize,
 * another JPEG quality, WebP), unlike a hash of the bytes, while two different photos differ in
 * many bits. Compared within one listing only, where a near match is the agent's own repeat.
 */
import sharp from 'sharp';

/** 16 hex digits: 64 bits, row by row. */
export type PictureHash = string;

/**
 * Bits that may differ for the same picture. Measured on six pictures (picture-hash.test.ts's
 * kind): a copy resized to 2560, 1200 or 600 px and recompressed as JPEG or WebP differed in 0–3
 * bits, two different pictures in 24–39.
 */
export const SAME_PICTURE_MAX_DISTANCE = 6;

/** The difference hash of an image sharp can read, turned upright first. */
export async function pictureHash(image: Buffer): Promise<PictureHash> {
  const { data } = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    // Without shrink-on-load: a JPEG's fast shrink while decoding moved up to 9 bits between
    // copies of one picture; the full resize moves at most 3 (picture-hash.test.ts).
    .resize(9, 8, { fit: 'fill', fastShrinkOnLoad: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = data[row * 9 + column]!;
      const right = data[row * 9 + column + 1]!;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ; Infinity when either is not a hash (never 'the same'). */
export function hashDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/.test(a) || !/^[0-9a-f]{16}$/.test(b)) return Number.POSITIVE_INFINITY;
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

export const samePicture = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && hashDistance(a, b) <= SAME_PICTURE_MAX_DISTANCE;
