/**
 * Clustering of the map's points, one zoom level at a time, in linear time: the points are
 * projected once to Web Mercator "world" coordinates (0–1 on both axes, the projection Leaflet
 * draws with), bucketed in a grid whose cells are one cluster radius wide, and grouped greedily:
 * each point not yet taken collects every free point within the radius (in screen pixels at
 * that zoom). Ten thousand points take a few milliseconds, so the map clusters a zoom level
 * only when it is shown and never all levels up front.
 */

/** Points in world coordinates: x grows eastwards, y southwards, both from 0 to 1. */
export interface ProjectedPoints {
  readonly x: Float64Array;
  readonly y: Float64Array;
}

/** A group of points that the map shows as one cluster badge, or as one marker when alone. */
export interface PointGroup {
  /** Indexes into the projected points, the point that started the group first. */
  readonly members: readonly number[];
  /** The members' mean position (world coordinates). */
  readonly x: number;
  readonly y: number;
  /** The members' bounding box (world coordinates). */
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export interface Clustering {
  readonly groups: readonly PointGroup[];
  /** For each point, the index of its group. */
  readonly groupOf: Int32Array;
}

/** An area in world coordinates. */
export interface WorldBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Leaflet's tile size: at zoom z the world is 256·2^z pixels wide. */
export const TILE_SIZE = 256;

const MAX_LATITUDE = 85.0511287798;
const DEGREE = Math.PI / 180;

export function projectLongitude(longitude: number): number {
  return longitude / 360 + 0.5;
}

export function projectLatitude(latitude: number): number {
  const sin = Math.sin(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * DEGREE);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function unprojectX(x: number): number {
  return (x - 0.5) * 360;
}

export function unprojectY(y: number): number {
  return (2 * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - Math.PI / 2) / DEGREE;
}

/** The points in world coordinates (order kept). */
export function projectPoints(points: ReadonlyArray<{ latitude: number; longitude: number }>): ProjectedPoints {
  const x = new Float64Array(points.length);
  const y = new Float64Array(points.length);
  points.forEach((point, index) => {
    x[index] = projectLongitude(point.longitude);
    y[index] = projectLatitude(point.latitude);
  });
  return { x, y };
}

function groupOfMembers(points: ProjectedPoints, members: number[]): PointGroup {
  let sumX = 0;
  let sumY = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const index of members) {
    const x = points.x[index]!;
    const y = points.y[index]!;
    sumX += x;
    sumY += y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { members, x: sumX / members.length, y: sumY / members.length, minX, minY, maxX, maxY };
}

/** Every point alone in its own group (zooms at which nothing is clustered). */
export function singleGroups(points: ProjectedPoints): Clustering {
  const count = points.x.length;
  const groups: PointGroup[] = new Array(count);
  const groupOf = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const x = points.x[index]!;
    const y = points.y[index]!;
    groups[index] = { members: [index], x, y, minX: x, minY: y, maxX: x, maxY: y };
    groupOf[index] = index;
  }
  return { groups, groupOf };
}

/**
 * The groups at one zoom: taken in input order, a free point gathers the free points within
 * `radiusPixels` of it. So no two lone points are closer than the radius, and every member
 * lies within the radius of its group's first point.
 */
export function clusterPoints(points: ProjectedPoints, zoom: number, radiusPixels: number): Clustering {
  const count = points.x.length;
  const radius = radiusPixels / (TILE_SIZE * 2 ** zoom);
  const radiusSquared = radius * radius;
  const cellsPerSide = Math.ceil(1 / radius) + 1;
  const cellOf = (x: number, y: number) => Math.floor(x / radius) * cellsPerSide + Math.floor(y / radius);

  const cells = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const key = cellOf(points.x[index]!, points.y[index]!);
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  }

  const groupOf = new Int32Array(count).fill(-1);
  const groups: PointGroup[] = [];
  for (let seed = 0; seed < count; seed += 1) {
    if (groupOf[seed]! >= 0) continue;
    const group = groups.length;
    const members = [seed];
    groupOf[seed] = group;
    const seedX = points.x[seed]!;
    const seedY = points.y[seed]!;
    const column = Math.floor(seedX / radius);
    const row = Math.floor(seedY / radius);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const cell = cells.get((column + dx) * cellsPerSide + row + dy);
        if (!cell) continue;
        // Taken points leave the cell as it is read, so each is looked at only a few times.
        let kept = 0;
        for (const other of cell) {
          if (groupOf[other]! >= 0) continue;
          const distanceX = points.x[other]! - seedX;
          const distanceY = points.y[other]! - seedY;
          if (distanceX * distanceX + distanceY * distanceY <= radiusSquared) {
            groupOf[other] = group;
            members.push(other);
          } else {
            cell[kept++] = other;
          }
        }
        cell.length = kept;
      }
    }
    groups.push(groupOfMembers(points, members));
  }
  return { groups, groupOf };
}

/** Whether a world position lies inside the bounds. */
export function contains(bounds: WorldBounds, x: number, y: number): boolean {
  return x >= bounds.minX && x <= bounds.maxX && y >= bounds.minY && y <= bounds.maxY;
}

/**
 * The groups whose position lies in `area`, those inside `view` first (the map fills what
 * the visitor sees before the margin around it).
 */
export function groupsToShow(clustering: Clustering, area: WorldBounds, view: WorldBounds): PointGroup[] {
  const inView: PointGroup[] = [];
  const around: PointGroup[] = [];
  for (const group of clustering.groups) {
    if (!contains(area, group.x, group.y)) continue;
    (contains(view, group.x, group.y) ? inView : around).push(group);
  }
  return inView.concat(around);
}
