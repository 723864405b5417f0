import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Leaflet from 'leaflet';
import { makeListing } from 'shared/testing';
import type { MarkerPoint } from '../model/points';
import type { ClusterLayer as ClusterLayerClass } from './clusterLayer';

let L: typeof Leaflet;
let ClusterLayer: typeof ClusterLayerClass;

beforeAll(async () => {
  // Leaflet picks its SVG renderer only where SVG can measure; jsdom's cannot, so say it can.
  Object.defineProperty(window.SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({}) });
  L = (await import('leaflet')).default;
  ({ ClusterLayer } = await import('./clusterLayer'));
});

/** `count` points around Prishtina and Prizren, deterministic. */
function points(count: number): MarkerPoint[] {
  return Array.from({ length: count }, (_, index) => {
    const [latitude, longitude] = index % 4 === 0 ? [42.21, 20.74] : [42.66, 21.17];
    const id = String(1000 + index);
    return {
      id,
      latitude: latitude + ((index * 37) % 100) / 1000 - 0.05,
      longitude: longitude + ((index * 61) % 100) / 1000 - 0.05,
      color: '#1c6dd0',
      listing: makeListing({ id, title: `Banesë ${index}`, price: 50000 }),
    };
  });
}

let map: Leaflet.Map | null = null;
let layer: ClusterLayerClass | null = null;

function mount(zoom: number, center: [number, number] = [42.5, 21]) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  document.body.append(container);
  map = L.map(container, { center, zoom, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
  const onRendered = vi.fn();
  layer = new ClusterLayer(map, { onRendered });
  return { container, onRendered, map, layer };
}

/** Waits until the layer has drawn everything it meant to (its last slice). */
async function drawn(onRendered: ReturnType<typeof vi.fn>) {
  await vi.waitFor(() => expect(onRendered.mock.lastCall).toEqual([true]), { timeout: 5_000 });
}

function badgeCounts(container: HTMLElement): number[] {
  return [...container.querySelectorAll('.leaflet-marker-icon [aria-hidden="true"]')].map((span) => Number(span.textContent));
}

afterEach(() => {
  layer?.destroy();
  map?.remove();
  layer = null;
  map = null;
  document.body.innerHTML = '';
});

describe('ClusterLayer', () => {
  it('at zoom 8 shows clusters and lone markers that add up to every point', async () => {
    const { container, onRendered, layer } = mount(8);
    layer.setPoints(points(400));
    await drawn(onRendered);
    const counts = badgeCounts(container);
    const singles = container.querySelectorAll('path[data-listing-id]').length;
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.reduce((sum, count) => sum + count, 0) + singles).toBe(400);
    const badge = container.querySelector('.leaflet-marker-icon');
    expect(badge?.getAttribute('role')).toBe('button');
    expect(badge?.getAttribute('tabindex')).toBe('0');
    expect(badge?.textContent).toMatch(/prona në këtë zonë/);
  });

  it('from zoom 14 draws lone markers, only near the view, at the zoom-14 radius', async () => {
    const { container, onRendered, layer } = mount(15, [42.66, 21.17]);
    layer.setPoints(points(400));
    await drawn(onRendered);
    expect(badgeCounts(container)).toEqual([]);
    const paths = [...container.querySelectorAll('path[data-listing-id]')];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThan(300);
    expect(paths[0]?.getAttribute('role')).toBe('button');
    expect(paths[0]?.getAttribute('aria-label')).toMatch(/^Banesë \d+, /);
    expect(paths[0]?.getAttribute('d')).toMatch(/a15,15 /);
  });

  it('follows a filter: points that left go, the rest stay', async () => {
    const { container, onRendered, layer } = mount(8);
    const all = points(400);
    layer.setPoints(all);
    await drawn(onRendered);
    onRendered.mockClear();
    layer.setPoints(all.slice(0, 3));
    await drawn(onRendered);
    const counts = badgeCounts(container);
    const singles = [...container.querySelectorAll('path[data-listing-id]')].map((path) => path.getAttribute('data-listing-id'));
    expect(counts.reduce((sum, count) => sum + count, 0) + singles.length).toBe(3);
    expect(singles.every((id) => ['1000', '1001', '1002'].includes(id ?? ''))).toBe(true);
  });

  it('finds the badge of the cluster holding a listing, and zooms in when a cluster is clicked', async () => {
    const { container, onRendered, layer, map } = mount(8);
    layer.setPoints(points(400));
    await drawn(onRendered);
    const badge = layer.clusterElementOf('1001');
    expect(badge).not.toBeNull();
    expect(container.contains(badge)).toBe(true);
    expect(layer.clusterElementOf('no-such-listing')).toBeNull();
    badge?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(map.getZoom()).toBeGreaterThan(8);
    expect(map.getZoom()).toBeLessThanOrEqual(14);
  });

  it('keeps one marker per listing, and none for other ids', async () => {
    const { onRendered, layer } = mount(15, [42.66, 21.17]);
    layer.setPoints(points(400));
    await drawn(onRendered);
    const marker = layer.markerFor('1001');
    expect(marker).toBeDefined();
    expect(layer.markerFor('1001')).toBe(marker);
    expect(layer.markerFor('no-such-listing')).toBeUndefined();
  });
});
