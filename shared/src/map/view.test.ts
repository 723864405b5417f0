import { describe, expect, it } from 'vitest';
import type { MapTileProvider } from '../site';
import { KOSOVO_EXTENT, MAP_VIEW, openingCentre, openingSteps, openingTiles, openingZoom, worldPixel } from './view';

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

  it('opens a box too small for a larger Kosovo at the minimum zoom', () => {
    expect(openingZoom({ width: 390, height: 300 })).toBe(8);
    expect(openingZoom({ width: 200, height: 900 })).toBe(8);
  });

  it('opens a larger box on the largest quarter step at which Kosovo fits with the padding', () => {
    const [southWest, northEast] = KOSOVO_EXTENT.map((corner) => worldPixel(corner, 8)) as [{ x: number; y: number }, { x: number; y: number }];
    const kosovo = { width: northEast.x - southWest.x, height: southWest.y - northEast.y };
    for (const box of [{ width: 746, height: 620 }, { width: 390, height: 650 }, { width: 1800, height: 1200 }]) {
      const zoom = openingZoom(box);
      const scale = 2 ** (zoom - 8);
      // It fits…
      expect(kosovo.width * scale + 2 * MAP_VIEW.fitPadding).toBeLessThanOrEqual(box.width);
      expect(kosovo.height * scale + 2 * MAP_VIEW.fitPadding).toBeLessThanOrEqual(box.height);
      // …and a quarter step more would not.
      const larger = scale * 2 ** MAP_VIEW.zoomSnap;
      expect(kosovo.width * larger + 2 * MAP_VIEW.fitPadding > box.width || kosovo.height * larger + 2 * MAP_VIEW.fitPadding > box.height).toBe(true);
      expect(Number.isInteger(zoom / MAP_VIEW.zoomSnap)).toBe(true);
    }
    // A desktop's map panel (about 746 x 620 px) shows Kosovo at 1.4 times the minimum zoom's size.
    expect(openingZoom({ width: 746, height: 620 })).toBe(8.5);
  });

  it('steps up exactly at each step\'s box, not a pixel earlier', () => {
    for (const step of openingSteps().slice(0, 6)) {
      expect(openingZoom({ width: step.minWidth, height: step.minHeight })).toBe(step.zoom);
      expect(openingZoom({ width: step.minWidth - 1, height: step.minHeight })).toBe(step.zoom - MAP_VIEW.zoomSnap);
      expect(openingZoom({ width: step.minWidth, height: step.minHeight - 1 })).toBe(step.zoom - MAP_VIEW.zoomSnap);
    }
  });

  it('keeps all of Kosovo inside the bounds, with the same margin on every side', () => {
    const [[south, west], [north, east]] = MAP_VIEW.maxBounds;
    const [[kSouth, kWest], [kNorth, kEast]] = KOSOVO_EXTENT;
    const margins = [kSouth - south, kWest - west, north - kNorth, east - kEast];
    for (const margin of margins) expect(margin).toBeCloseTo(margins[0]!, 6);
    expect(margins[0]).toBeGreaterThan(0);
  });
});
