/**
 * "The same photo is already there": a picture's difference hash (dHash). The picture, upright,
 * is shrunk to 9×8 grey pixels and each bit says whether a pixel is brighter than its right-hand
 * neighbour: 64 bits that survive what happens to a photo on its way here (the browser's resize,
 * another JPEG quality, WebP), unlike a hash of the bytes, while two different photos differ in
 * many bits. Compared within one listing only, where a near match is the agent's own repeat.
 */
import sharp from 'sharp';

/**
 * 22 hex digits: the 64 bits row by row, then the picture's mean colour (red, green, blue). A
 * picture with next to no structure (a flat colour, a white wall) has a difference hash of
 * zeros whatever its colour, so the colour must match too: two flat pictures of different
 * colours are not the same photo.
 */
export type PictureHash = string;

/**
 * Bits that may differ for the same picture. Measured on six pictures (picture-hash.test.ts's
 * kind): a copy resized to 2560, 1200 or 600 px and recompressed as JPEG or WebP differed in 0–3
 * bits, two different pictures in 24–39.
 */
export const SAME_PICTURE_MAX_DISTANCE = 6;
/** How far (0–255) a channel of the mean colour may move for the same picture: a recompression moves it by a few. */
export const SAME_COLOUR_MAX_DIFFERENCE = 16;

const HASH = /^[0-9a-f]{22}$/;

/** The difference hash of an image sharp can read, turned upright first. */
export async function pictureHash(image: Buffer): Promise<PictureHash> {
  const upright = sharp(image, { failOn: 'error' }).rotate();
  const { channels } = await upright.clone().removeAlpha().stats();
  const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  while (mean.length < 3) mean.push(mean[0] ?? 0);
  const { data } = await upright
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
  return bits.toString(16).padStart(16, '0') + mean.map((value) => value.toString(16).padStart(2, '0')).join('');
}

/** How many of the 64 difference bits differ; Infinity when either is not a hash (never 'the same'). */
export function hashDistance(a: string, b: string): number {
  if (!HASH.test(a) || !HASH.test(b)) return Number.POSITIVE_INFINITY;
  let diff = BigInt(`0x${a.slice(0, 16)}`) ^ BigInt(`0x${b.slice(0, 16)}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** The largest difference of one channel of the two mean colours; Infinity when either is not a hash. */
export function colourDifference(a: string, b: string): number {
  if (!HASH.test(a) || !HASH.test(b)) return Number.POSITIVE_INFINITY;
  const channel = (hash: string, i: number) => Number.parseInt(hash.slice(16 + i * 2, 18 + i * 2), 16);
  return Math.max(...[0, 1, 2].map((i) => Math.abs(channel(a, i) - channel(b, i))));
}

export const samePicture = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  hashDistance(a, b) <= SAME_PICTURE_MAX_DISTANCE &&
  colourDifference(a, b) <= SAME_COLOUR_MAX_DIFFERENCE;
