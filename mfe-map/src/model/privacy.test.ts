// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRIVACY_OFFSET_METERS, approximateLocation, distanceMeters, hash32, privacyOffset } from './privacy';

const PRISHTINA = { latitude: 42.6629, longitude: 21.1655 };
const ids = Array.from({ length: 5000 }, (_, index) => (index % 3 === 0 ? `${1000 + index}-a${index}` : String(index)));

describe('approximateLocation', () => {
  it('always moves a marker between 150 and 250 metres', () => {
    const points = [PRISHTINA, { latitude: 41.86, longitude: 20.05 }, { latitude: 43.27, longitude: 21.88 }];
    for (const point of points) {
      for (const id of ids) {
        const meters = distanceMeters(point, approximateLocation(id, point));
        expect(meters).toBeGreaterThanOrEqual(PRIVACY_OFFSET_METERS.min - 1e-6);
        expect(meters).toBeLessThanOrEqual(PRIVACY_OFFSET_METERS.max + 1e-6);
      }
    }
  });

  it('is deterministic: the same listing lands on the same spot every time', () => {
    const first = approximateLocation('1507', PRISHTINA);
    expect(approximateLocation('1507', { ...PRISHTINA })).toEqual(first);
    expect(privacyOffset('1507')).toEqual(privacyOffset('1507'));
    expect(hash32('1507')).toBe(hash32('1507'));
  });

  it('sends different listings in different directions and distances', () => {
    const offsets = ids.slice(0, 400).map(privacyOffset);
    const bearings = offsets.map((offset) => offset.bearing);
    const distances = offsets.map((offset) => offset.distance);
    // Every quarter of the compass and both halves of the distance range are used.
    for (let quarter = 0; quarter < 4; quarter += 1) {
      const from = (quarter * Math.PI) / 2;
      expect(bearings.filter((bearing) => bearing >= from && bearing < from + Math.PI / 2).length).toBeGreaterThan(60);
    }
    expect(distances.filter((distance) => distance < 200).length).toBeGreaterThan(120);
    expect(distances.filter((distance) => distance >= 200).length).toBeGreaterThan(120);
    expect(new Set(bearings.map((bearing) => bearing.toFixed(6))).size).toBe(400);
  });

  it('keeps bearings inside one turn and distances inside the range', () => {
    for (const id of ids) {
      const { distance, bearing } = privacyOffset(id);
      expect(bearing).toBeGreaterThanOrEqual(0);
      expect(bearing).toBeLessThan(2 * Math.PI);
      expect(distance).toBeGreaterThanOrEqual(150);
      expect(distance).toBeLessThan(250);
    }
  });
});

describe('distanceMeters', () => {
  it('measures a known distance (one minute of latitude is one nautical mile, ~1853 m)', () => {
    const north = { latitude: PRISHTINA.latitude + 1 / 60, longitude: PRISHTINA.longitude };
    expect(distanceMeters(PRISHTINA, north)).toBeCloseTo(1853.2, 0);
    expect(distanceMeters(PRISHTINA, PRISHTINA)).toBe(0);
  });
});
