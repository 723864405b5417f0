import { describe, expect, it } from 'vitest';
import type { MapTileProvider } from '../site';
import { MAP_VIEW, openingCentre, openingTiles, worldPixel } from './view';

const street: MapTileProvider = { id: 'street', url: 'https://tile.example/{z}/{x}/{y}.png', attribution: '', maxZoom: 19 };
const contrast: MapTileProvider = { id: 'contrast', url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', attribution: '', subdomains: 'abcd', maxZoom: 20 };

describe('the map\'s first view', () => {
  it('projects as Leaflet does: the world is 256 px at zoom 0, the equator and meridian in its middle', () => {
    expect(worldPixel([0, 0], 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel([0, 180], 1)).toEqual({ x: 512, y: 256 });
    expect(worldPixel([90, 0], 0).y).toBeCloseTo(0, 0);
  });

  it('takes the centre\'s tile and its eight neighbours, placed around the centre', () => {
    const tiles = openingTiles(street);
    expect(tiles).toHaveLength(9);
    const central = tiles.filter((tile) => tile.central);
    expect(central.map((tile) => tile.url)).toEqual(['https://tile.example/8/142/94.png']);
    const [{ left, top }] = central as [(typeof tiles)[number]];
    // The centre lies inside its tile.
    expect(left).toBeLessThanOrEqual(0);
    expect(left + 256).toBeGreaterThan(0);
    expect(top).toBeLessThanOrEqual(0);
    expect(top + 256).toBeGreaterThan(0);
    expect(tiles.find((tile) => tile.url.endsWith('/8/143/95.png'))).toMatchObject({ left: left + 256, top: top + 256 });
    expect(MAP_VIEW.zoom).toBe(8);
  });

  it('opens on the middle of maxBounds (Leaflet keeps a box larger than the bounds centred on them)', () => {
    const [southWest, northEast] = MAP_VIEW.maxBounds.map((corner) => worldPixel(corner, MAP_VIEW.zoom));
    expect(openingCentre()).toEqual({ x: (southWest!.x + northEast!.x) / 2, y: (southWest!.y + northEast!.y) / 2 });
    expect(openingCentre({ center: MAP_VIEW.center, zoom: 8 })).toEqual(worldPixel(MAP_VIEW.center, 8));
    // Kosovo's bounds are smaller than a phone's map at zoom 8, which is why the middle moves.
    expect(northEast!.x - southWest!.x).toBeLessThan(360);
    expect(southWest!.y - northEast!.y).toBeLessThan(400);
  });

  it('asks each tile from the subdomain Leaflet picks, without the retina suffix', () => {
    const urls = openingTiles(contrast, MAP_VIEW, 0).map((tile) => tile.url);
    // Leaflet: subdomains[|x + y| % count]; 142 + 94 = 236, 236 % 4 = 0.
    expect(urls).toEqual(['https://a.tiles.example/8/142/94.png']);
  });
});
