// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WORLD_RING, maskRings } from './mask';
import type { LatLngPair } from './mapView';

describe('maskRings', () => {
  const border: LatLngPair[] = [
    [42.0, 20.5],
    [43.0, 20.5],
    [43.0, 21.5],
    [42.0, 21.5],
    [42.0, 20.5],
  ];

  it('is the world with the border as a hole, without repeating the closing point', () => {
    const [outer, hole] = maskRings(border);
    expect(outer).toEqual(WORLD_RING);
    expect(hole).toEqual(border.slice(0, -1));
  });

  it('keeps an open border as it is', () => {
    expect(maskRings(border.slice(0, -1))[1]).toEqual(border.slice(0, -1));
  });

  it('lets the world ring enclose the hole', () => {
    const [outer, hole] = maskRings(border);
    const lats = outer!.map(([lat]) => lat);
    const lngs = outer!.map(([, lng]) => lng);
    for (const [lat, lng] of hole!) {
      expect(lat).toBeGreaterThan(Math.min(...lats));
      expect(lat).toBeLessThan(Math.max(...lats));
      expect(lng).toBeGreaterThan(Math.min(...lngs));
      expect(lng).toBeLessThan(Math.max(...lngs));
    }
  });
});
