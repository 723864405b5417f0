import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashDistance, pictureHash, samePicture, SAME_PICTURE_MAX_DISTANCE } from './picture-hash';
import { scenePicture } from './test-images';

describe('the picture hash', () => {
  it('counts the bits two hashes differ in, and never calls a missing or broken hash the same', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000ff', '000000000000000f')).toBe(4);
    expect(hashDistance('xyz', '0000000000000000')).toBe(Number.POSITIVE_INFINITY);
    expect(samePicture(null, '0000000000000000')).toBe(false);
    expect(samePicture('0000000000000007', '0000000000000000')).toBe(SAME_PICTURE_MAX_DISTANCE >= 3);
  });

  it('finds the same picture after a phone browser resized and recompressed it, as WebP or JPEG', async () => {
    const original = await scenePicture({ width: 4000, height: 3000 });
    const hash = await pictureHash(original);
    const resized = await sharp(original).resize({ width: 2560 }).jpeg({ quality: 85 }).toBuffer();
    const webp = await sharp(original).resize({ width: 1200 }).webp({ quality: 70 }).toBuffer();
    for (const copy of [resized, webp]) {
      const distance = hashDistance(hash, await pictureHash(copy));
      expect(distance).toBeLessThanOrEqual(3);
    }
  });

  it('reads the picture upright: a copy whose EXIF says to turn it matches the turned picture', async () => {
    const picture = await scenePicture({ width: 1200, height: 900 });
    // Pixels stored turned back 90°, and the tag saying 'turn 90° clockwise to show': the same picture.
    const sideways = await sharp(picture).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(hashDistance(await pictureHash(picture), await pictureHash(sideways))).toBeLessThanOrEqual(3);
  });

  it('tells different pictures apart', async () => {
    const hashes = await Promise.all([0, 1, 2, 3].map(async (variant) => pictureHash(await scenePicture({ variant }))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) expect(hashDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE * 2);
    }
  });
});
