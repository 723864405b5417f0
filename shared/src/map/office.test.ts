import { describe, expect, it } from 'vitest';
import { site } from '../site';
import { officeMap } from './office';
import { worldPixel } from './view';

describe('officeMap', () => {
  it('places the street tiles so the office is in the middle of the box', () => {
    const map = officeMap();
    if (!map) throw new Error('the site has a street layer');
    expect(map.tiles).toHaveLength(9);
    const central = map.tiles.find((tile) => tile.central);
    const office = worldPixel([site.office.latitude, site.office.longitude], 16);
    // The office's tile starts up to a tile up and left of the middle, and covers it.
    expect(central?.left).toBeLessThanOrEqual(0);
    expect(central?.left).toBeGreaterThan(-256);
    expect(central?.url).toBe(`https://tile.openstreetmap.org/16/${Math.floor(office.x / 256)}/${Math.floor(office.y / 256)}.png`);
    // One tile on every side: a box of 512 px each way around the office is covered.
    expect(Math.min(...map.tiles.map((tile) => tile.left))).toBeLessThanOrEqual(-256);
    expect(Math.max(...map.tiles.map((tile) => tile.left + 256))).toBeGreaterThanOrEqual(256);
  });

  it("credits the layer's provider, its links opening in a new tab", () => {
    expect(officeMap()?.attribution).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('is null without a street layer', () => {
    expect(officeMap({ office: site.office, mapTiles: site.mapTiles.filter((layer) => layer.id !== 'street') })).toBeNull();
  });
});
