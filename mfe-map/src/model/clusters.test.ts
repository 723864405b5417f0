// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TILE_SIZE,
  clusterPoints,
  groupsToShow,
  projectLatitude,
  projectLongitude,
  projectPoints,
  singleGroups,
  unprojectX,
  unprojectY,
  type ProjectedPoints,
} from './clusters';

/** A deterministic scatter of points around Prishtina and Prizren (seeded, no Math.random). */
function scatter(count: number): Array<{ latitude: number; longitude: number }> {
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => {
    const [latitude, longitude] = index % 3 === 0 ? [42.21, 20.74] : [42.66, 21.17];
    return { latitude: latitude + (next() - 0.5) * 0.3, longitude: longitude + (next() - 0.5) * 0.4 };
  });
}

/** Distance in screen pixels between two projected points at a zoom. */
function pixels(points: ProjectedPoints, a: number, b: number, zoom: number): number {
  const scale = TILE_SIZE * 2 ** zoom;
  return Math.hypot((points.x[a]! - points.x[b]!) * scale, (points.y[a]! - points.y[b]!) * scale);
}

describe('projection', () => {
  it('matches Web Mercator and inverts', () => {
    expect(projectLongitude(0)).toBe(0.5);
    expect(projectLongitude(180)).toBe(1);
    expect(projectLatitude(0)).toBeCloseTo(0.5, 12);
    // Prishtina: north of the equator is above (smaller y).
    expect(projectLatitude(42.66)).toBeLessThan(0.5);
    expect(unprojectX(projectLongitude(21.17))).toBeCloseTo(21.17, 9);
    expect(unprojectY(projectLatitude(42.66))).toBeCloseTo(42.66, 9);
  });
});

describe('clusterPoints', () => {
  const points = projectPoints(scatter(2_000));

  it('puts every point in exactly one group, and the group knows its members', () => {
    for (const zoom of [8, 10, 13]) {
      const { groups, groupOf } = clusterPoints(points, zoom, 40);
      expect(groups.reduce((sum, group) => sum + group.members.length, 0)).toBe(2_000);
      const misplaced = groups.flatMap((group, index) => group.members.filter((member) => groupOf[member] !== index));
      expect(misplaced).toEqual([]);
    }
  });

  it('keeps every member within the radius of its group’s first point', () => {
    for (const zoom of [8, 11, 13]) {
      let farthest = 0;
      for (const group of clusterPoints(points, zoom, 40).groups) {
        const [seed, ...rest] = group.members;
        for (const member of rest) farthest = Math.max(farthest, pixels(points, seed!, member, zoom));
      }
      expect(farthest).toBeGreaterThan(0);
      expect(farthest).toBeLessThanOrEqual(40 + 1e-6);
    }
  });

  it('leaves no two lone points within the radius of each other', () => {
    const zoom = 12;
    const lone = clusterPoints(points, zoom, 40)
      .groups.filter((group) => group.members.length === 1)
      .map((group) => group.members[0]!);
    expect(lone.length).toBeGreaterThan(10);
    let closest = Infinity;
    for (let a = 0; a < lone.length; a += 1) {
      for (let b = a + 1; b < lone.length; b += 1) closest = Math.min(closest, pixels(points, lone[a]!, lone[b]!, zoom));
    }
    expect(closest).toBeGreaterThan(40);
  });

  it('clusters more at a lower zoom, and places a group at its members’ mean within their bounds', () => {
    const far = clusterPoints(points, 8, 40).groups;
    const near = clusterPoints(points, 13, 40).groups;
    expect(far.length).toBeLessThan(near.length);
    for (const group of far) {
      const meanX = group.members.reduce((sum, index) => sum + points.x[index]!, 0) / group.members.length;
      expect(group.x).toBeCloseTo(meanX, 12);
      expect(group.x).toBeGreaterThanOrEqual(group.minX);
      expect(group.x).toBeLessThanOrEqual(group.maxX);
      expect(group.y).toBeGreaterThanOrEqual(group.minY);
      expect(group.y).toBeLessThanOrEqual(group.maxY);
    }
  });

  it('groups two points 30 px apart and keeps two points 50 px apart alone', () => {
    const zoom = 10;
    const step = 1 / (TILE_SIZE * 2 ** zoom);
    const base = { x: projectLongitude(21.17), y: projectLatitude(42.66) };
    const near: ProjectedPoints = { x: Float64Array.of(base.x, base.x + 30 * step), y: Float64Array.of(base.y, base.y) };
    const far: ProjectedPoints = { x: Float64Array.of(base.x, base.x + 50 * step), y: Float64Array.of(base.y, base.y) };
    expect(clusterPoints(near, zoom, 40).groups).toHaveLength(1);
    expect(clusterPoints(far, zoom, 40).groups).toHaveLength(2);
  });

  it('stays exact when the points span more of the world than a fine grid may cover', () => {
    const zoom = 18;
    const step = 1 / (TILE_SIZE * 2 ** zoom);
    const spread: ProjectedPoints = {
      x: Float64Array.of(0.1, 0.1 + 30 * step, 0.9, 0.9 + 39 * step, 0.5),
      y: Float64Array.of(0.1, 0.1, 0.8, 0.8, 0.5),
    };
    expect(clusterPoints(spread, zoom, 40).groups.map((group) => group.members)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('handles no points', () => {
    expect(clusterPoints(projectPoints([]), 8, 40).groups).toEqual([]);
  });
});

describe('singleGroups', () => {
  it('gives each point its own group at its own position', () => {
    const points = projectPoints(scatter(5));
    const { groups, groupOf } = singleGroups(points);
    expect(groups.map((group) => group.members)).toEqual([[0], [1], [2], [3], [4]]);
    expect(Array.from(groupOf)).toEqual([0, 1, 2, 3, 4]);
    expect(groups[3]!.x).toBe(points.x[3]);
  });
});

describe('groupsToShow', () => {
  it('keeps the groups inside the area, those in the view first', () => {
    const points: ProjectedPoints = { x: Float64Array.of(0.1, 0.5, 0.3, 0.9), y: Float64Array.of(0.5, 0.5, 0.5, 0.5) };
    const clustering = singleGroups(points);
    const shown = groupsToShow(clustering, { minX: 0, minY: 0, maxX: 0.6, maxY: 1 }, { minX: 0.4, minY: 0, maxX: 0.6, maxY: 1 });
    expect(shown.groups.map((group) => group.members[0])).toEqual([1, 0, 2]);
    expect(shown.inView).toBe(1);
  });
});
