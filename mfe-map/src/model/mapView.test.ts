import { describe, expect, it } from 'vitest';
import { CLUSTERING, MAP_VIEW, SELECTION_MIN_ZOOM, clusterSize, selectionZoom } from './mapView';

describe('map constants', () => {
  it('centre on Kosovo at zoom 8, which is also the minimum', () => {
    expect(MAP_VIEW.center).toEqual([42.66, 21.17]);
    expect(MAP_VIEW.zoom).toBe(8);
    expect(MAP_VIEW.minZoom).toBe(8);
    const [[south, west], [north, east]] = MAP_VIEW.maxBounds;
    expect([south, north, west, east]).toEqual([41.76, 43.35, 19.94, 21.86]);
    const [lat, lng] = MAP_VIEW.center;
    expect(lat > south && lat < north && lng > west && lng < east).toBe(true);
  });

  it('cluster within 40 px and stop clustering from zoom 14', () => {
    expect(CLUSTERING).toEqual({ maxClusterRadius: 40, disableClusteringAtZoom: 14 });
  });
});

describe('selectionZoom', () => {
  it('zooms in to at least 14 and never zooms out', () => {
    expect(SELECTION_MIN_ZOOM).toBe(14);
    expect(selectionZoom(8)).toBe(14);
    expect(selectionZoom(14)).toBe(14);
    expect(selectionZoom(17)).toBe(17);
  });
});

describe('clusterSize', () => {
  it('grows with the number of listings', () => {
    expect(clusterSize(2)).toBe(34);
    expect(clusterSize(9)).toBe(34);
    expect(clusterSize(10)).toBe(40);
    expect(clusterSize(99)).toBe(40);
    expect(clusterSize(100)).toBe(48);
    expect(clusterSize(10_000)).toBe(48);
  });
});
