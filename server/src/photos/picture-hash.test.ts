import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourDifference, hashDistance, pictureHash, samePicture, SAME_PICTURE_MAX_DISTANCE } from './picture-hash';
import { phoneJpeg, plainPng, scenePicture } from './test-images';

describe('the picture hash', () => {
  it('counts the bits two hashes differ in, and never calls a missing or broken hash the same', () => {
    const grey = '808080';
    expect(hashDistance(`0000000000000000${grey}`, `0000000000000000${grey}`)).toBe(0);
    expect(hashDistance(`0000000000000000${grey}`, `ffffffffffffffff${grey}`)).toBe(64);
    expect(hashDistance(`00000000000000ff${grey}`, `000000000000000f${grey}`)).toBe(4);
    expect(hashDistance('xyz', `0000000000000000${grey}`)).toBe(Number.POSITIVE_INFINITY);
    expect(colourDifference(`0000000000000000${grey}`, '0000000000000000807890')).toBe(16);
    expect(samePicture(null, `0000000000000000${grey}`)).toBe(false);
    expect(samePicture(`0000000000000007${grey}`, `0000000000000000${grey}`)).toBe(SAME_PICTURE_MAX_DISTANCE >= 3);
    // The same structure in another colour is another picture.
    expect(samePicture(`0000000000000000${grey}`, '0000000000000000b04020')).toBe(false);
  });

  it('finds the same picture after a phone browser resized and recompressed it, as WebP or JPEG', async () => {
    const original = await scenePicture({ width: 4000, height: 3000 });
    const hash = await pictureHash(original);
    const resized = await sharp(original).resize({ width: 2560 }).jpeg({ quality: 85 }).toBuffer();
    const webp = await sharp(original).resize({ width: 1200 }).webp({ quality: 70 }).toBuffer();
    for (const copy of [resized, webp]) {
      const copyHash = await pictureHash(copy);
      expect(hashDistance(hash, copyHash)).toBeLessThanOrEqual(3);
      expect(colourDifference(hash, copyHash)).toBeLessThanOrEqual(4);
      expect(samePicture(hash, copyHash)).toBe(true);
    }
  });

  it('reads the picture upright: a copy whose EXIF says to turn it matches the turned picture', async () => {
    const picture = await scenePicture({ width: 1200, height: 900 });
    // Pixels stored turned back 90°, and the tag saying 'turn 90° clockwise to show': the same picture.
    const sideways = await sharp(picture).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(hashDistance(await pictureHash(picture), await pictureHash(sideways))).toBeLessThanOrEqual(3);
  });

  it('tells flat pictures of different colours apart (their difference bits are all zero)', async () => {
    const [orange, blue] = await Promise.all([pictureHash(await phoneJpeg({ width: 1800, height: 1200 })), pictureHash(await plainPng(900, 600))]);
    expect(hashDistance(orange, blue)).toBe(0);
    expect(samePicture(orange, blue)).toBe(false);
    expect(samePicture(blue, await pictureHash(await plainPng(1200, 800)))).toBe(true);
  });

  it('tells different pictures apart', async () => {
    const hashes = await Promise.all([0, 1, 2, 3].map(async (variant) => pictureHash(await scenePicture({ variant }))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) expect(hashDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE * 2);
    }
  });
});
