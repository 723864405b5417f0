import { describe, expect, it } from 'vitest';
import { CLUSTERING, groupPoints } from './cluster';
import { worldPixel } from './geometry';

/** A point `dx`, `dy` pixels from Prishtina at `zoom`. */
function near(dx: number, dy: number, zoom: number, id: string) {
  const origin = worldPixel([42.66, 21.16], zoom);
  const size = 256 * 2 ** zoom;
  const x = origin.x + dx;
  const y = origin.y + dy;
  const longitude = (x / size) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { id, latitude, longitude };
}

describe('groupPoints: the map\'s clustering at one zoom', () => {
  it('groups points within the cluster radius and leaves a far one alone', () => {
    const points = [near(0, 0, 8, 'a'), near(10, 5, 8, 'b'), near(-20, 25, 8, 'c'), near(200, 0, 8, 'far')];
    const groups = groupPoints(points, 8);
    expect(groups.map((group) => group.members.map((point) => point.id))).toEqual([['a', 'b', 'c'], ['far']]);
  });

  it('draws a group at its members\' mean and bounds it by their points', () => {
    const points = [near(0, 0, 9, 'a'), near(20, 0, 9, 'b')];
    const [group] = groupPoints(points, 9);
    expect(group!.latitude).toBeCloseTo((points[0]!.latitude + points[1]!.latitude) / 2, 9);
    expect(group!.longitude).toBeCloseTo((points[0]!.longitude + points[1]!.longitude) / 2, 9);
    expect(group!.bounds).toEqual([points[0]!.longitude, Math.min(points[0]!.latitude, points[1]!.latitude), points[1]!.longitude, Math.max(points[0]!.latitude, points[1]!.latitude)]);
  });

  it('a closer zoom splits what a farther one groups', () => {
    const points = [near(0, 0, 8, 'a'), near(30, 0, 8, 'b')];
    expect(groupPoints(points, 8)).toHaveLength(1);
    // 30 px at zoom 8 is 60 px at zoom 9: beyond the radius.
    expect(groupPoints(points, 9)).toHaveLength(2);
  });

  it('keeps every point, and no two groups are drawn closer than the radius', () => {
    // A chain of points 30 px apart: greedy groups whose means come close are joined.
    const points = Array.from({ length: 40 }, (_, index) => near((index % 8) * 30, Math.floor(index / 8) * 30, 8, String(index)));
    const groups = groupPoints(points, 8);
    expect(groups.reduce((sum, group) => sum + group.members.length, 0)).toBe(points.length);
    const drawn = groups.map((group) => worldPixel([group.latitude, group.longitude], 8));
    for (const [index, a] of drawn.entries()) {
      for (const b of drawn.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CLUSTERING.maxClusterRadius);
    }
  });

  it('groups nothing from no points', () => {
    expect(groupPoints([], 8)).toEqual([]);
  });
});
