// @vitest-environment jsdom
import L from 'leaflet';
// Registers L.MarkerClusterGroup, as the map's cluster component does.
import 'react-leaflet-cluster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from 'shared/testing';
import type { Listing } from 'shared/contracts';
import type { MarkerPoint } from '../model/points';
import { MarkerRegistry } from './markerRegistry';

/** The part of a cluster group the registry uses, recording what it is handed. */
function fakeGroup() {
  const added: L.Layer[][] = [];
  const removed: L.Layer[][] = [];
  const group = {
    on: vi.fn(),
    off: vi.fn(),
    addLayers: (layers: L.Layer[]) => added.push(layers),
    removeLayers: (layers: L.Layer[]) => removed.push(layers),
  };
  return { group: group as unknown as L.MarkerClusterGroup, added, removed };
}

function listings(count: number, from = 0): Listing[] {
  return Array.from({ length: count }, (_, index) =>
    makeListing({ id: String(100_000 + from + index), geoPoint: { latitude: 42.2 + (index % 100) / 200, longitude: 20.6 + index / count } }),
  );
}

function countLayers(map: L.Map): number {
  let count = 0;
  map.eachLayer(() => void count++);
  return count;
}

const idsOf = (layers: L.Layer[] | undefined) => (layers ?? []).map((layer) => (layer as L.Layer & { point: MarkerPoint }).point.id);

describe('MarkerRegistry', () => {
  let map: L.Map;
  let container: HTMLDivElement;

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    map = L.map(container, { center: [42.66, 21.17], zoom: 8, minZoom: 8, maxZoom: 18 });
  });

  afterEach(() => {
    map.remove();
    container.remove();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes no marker in the caller\'s task, and hands them all to the group in a later task of its own', () => {
    const { group, added } = fakeGroup();
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });
    const wanted = listings(600);

    registry.sync(wanted);
    expect(registry.size).toBe(0);
    expect(added).toHaveLength(0);

    vi.advanceTimersToNextTimer();
    expect(registry.size).toBe(600);
    expect(added).toHaveLength(0);

    vi.advanceTimersToNextTimer();
    expect(added).toHaveLength(1);
    expect(idsOf(added[0]).sort()).toEqual(wanted.map((listing) => listing.id).sort());
    registry.destroy();
  });

  it('makes many markers over several tasks once a slice has taken its time', () => {
    const { group, added } = fakeGroup();
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });
    // Every clock reading is 10 ms later: a slice stops at its second check (500 markers).
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));

    registry.sync(listings(2_000));
    vi.advanceTimersToNextTimer();
    expect(registry.size).toBe(500);

    vi.runAllTimers();
    expect(registry.size).toBe(2_000);
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveLength(2_000);
    registry.destroy();
  });

  it('forgets listings filtered out before their markers were made, and removes clustered ones from the group', () => {
    const { group, added, removed } = fakeGroup();
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });
    const first = listings(10);
    const second = listings(10, 10);

    registry.sync([...first, ...second]);
    registry.sync(first);
    vi.runAllTimers();
    expect(idsOf(added[0]).sort()).toEqual(first.map((listing) => listing.id).sort());

    registry.sync(second);
    vi.runAllTimers();
    expect(idsOf(removed[0]).sort()).toEqual(first.map((listing) => listing.id).sort());
    expect(idsOf(added[1]).sort()).toEqual(second.map((listing) => listing.id).sort());
    expect(registry.size).toBe(10);
    registry.destroy();
  });

  it('hands its markers to a real cluster group without a listener or an event per marker', () => {
    const group = new L.MarkerClusterGroup({ chunkedLoading: true, disableClusteringAtZoom: 14 });
    map.addLayer(group);
    const layerEvents = vi.fn();
    group.on('layeradd', layerEvents);
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });

    registry.sync(listings(300));
    vi.runAllTimers();
    const markers = group.getLayers();
    expect(markers).toHaveLength(300);
    // Each listener would be kept for every marker (10,000 on a big site): none are added.
    expect(markers.filter((marker) => marker.listens('move') || marker.listens('dragstart') || marker.listens('dragend'))).toEqual([]);
    expect(layerEvents).not.toHaveBeenCalled();
    // Still clustered and removable as before.
    expect(markers.every((marker) => group.hasLayer(marker))).toBe(true);
    registry.sync([]);
    expect(group.getLayers()).toHaveLength(0);
    registry.destroy();
    map.removeLayer(group);
  });

  it('leaves its markers to the group when destroyed, which leaves the map with them: never one by one', () => {
    const { group, removed } = fakeGroup();
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });
    registry.sync(listings(50));
    vi.runAllTimers();
    const layersBefore = countLayers(map);
    registry.destroy();
    expect(removed).toEqual([]);
    expect(registry.size).toBe(0);
    // Its hover and selection rings are gone from the map.
    expect(countLayers(map)).toBe(layersBefore - 2);
  });

  it('keeps the ring on the focused marker when the pointer leaves another one', () => {
    const group = new L.MarkerClusterGroup({ disableClusteringAtZoom: 8 });
    map.addLayer(group);
    const registry = new MarkerRegistry(map, group, { onSelect: () => {} });
    const [first, second] = listings(2);
    registry.sync([first!, second!]);
    vi.runAllTimers();
    const markerOf = (id: string) => group.getLayers().find((layer) => (layer as L.Layer & { point: MarkerPoint }).point.id === id) as L.CircleMarker;
    const emphasised = (id: string) => markerOf(id).options.weight === 3;
    const focusable = document.createElement('button');
    focusable.setAttribute('data-listing-id', first!.id);
    container.append(focusable);

    // The pointer rests on the second marker; then the first gets keyboard focus.
    group.fire('mouseover', { layer: markerOf(second!.id) });
    focusable.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(emphasised(first!.id)).toBe(true);
    expect(emphasised(second!.id)).toBe(false);
    // The map moves under the still pointer: it leaves the second marker. Focus keeps its ring.
    group.fire('mouseout', { layer: markerOf(second!.id) });
    expect(emphasised(first!.id)).toBe(true);
    // A pointer that comes later wins, and gives the ring back to focus when it leaves.
    group.fire('mouseover', { layer: markerOf(second!.id) });
    expect(emphasised(second!.id)).toBe(true);
    group.fire('mouseout', { layer: markerOf(second!.id) });
    expect(emphasised(first!.id)).toBe(true);
    focusable.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(emphasised(first!.id)).toBe(false);
    registry.destroy();
    map.removeLayer(group);
  });
});
