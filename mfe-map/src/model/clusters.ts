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
  const grid = buildGrid(points, radius);
  const { cellOfPoint, start, length, order, columns } = grid;

  const groupOf = new Int32Array(count).fill(-1);
  const groups: PointGroup[] = [];
  for (let seed = 0; seed < count; seed += 1) {
    if (groupOf[seed]! >= 0) continue;
    const group = groups.length;
    const members = [seed];
    groupOf[seed] = group;
    const seedX = points.x[seed]!;
    const seedY = points.y[seed]!;
    const home = cellOfPoint[seed]!;
    // The grid has a free cell on every side, so the eight neighbours always exist.
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const cell = home + dx * columns + dy;
        const first = start[cell]!;
        const end = first + length[cell]!;
        // Taken points leave the cell as it is read, so each is looked at only a few times.
        let kept = first;
        for (let slot = first; slot < end; slot += 1) {
          const other = order[slot]!;
          if (groupOf[other]! >= 0) continue;
          const distanceX = points.x[other]! - seedX;
          const distanceY = points.y[other]! - seedY;
          if (distanceX * distanceX + distanceY * distanceY <= radiusSquared) {
            groupOf[other] = group;
            members.push(other);
          } else {
            order[kept++] = other;
          }
        }
        length[cell] = kept - first;
      }
    }
    groups.push(groupOfMembers(points, members));
  }
  return { groups, groupOf };
}

/** The most cells a grid may have (a coarser grid is still exact, only a little slower). */
const MAX_CELLS = 1 << 22;

/**
 * The points bucketed in a grid over their own extent, cells at least `radius` wide (so all
 * points within the radius of a point lie in its cell or the eight around it), stored flat:
 * cell c holds order[start[c] .. start[c] + length[c]).
 */
function buildGrid(points: ProjectedPoints, radius: number) {
  const count = points.x.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let index = 0; index < count; index += 1) {
    minX = Math.min(minX, points.x[index]!);
    maxX = Math.max(maxX, points.x[index]!);
    minY = Math.min(minY, points.y[index]!);
    maxY = Math.max(maxY, points.y[index]!);
  }
  let size = radius;
  const cellsFor = (cellSize: number) =>
    (Math.floor((maxX - minX) / cellSize) + 3) * (Math.floor((maxY - minY) / cellSize) + 3);
  while (count > 0 && cellsFor(size) > MAX_CELLS) size *= 2;
  const columns = count > 0 ? Math.floor((maxY - minY) / size) + 3 : 1;
  const cells = count > 0 ? cellsFor(size) : 1;

  const cellOfPoint = new Int32Array(count);
  const length = new Int32Array(cells);
  for (let index = 0; index < count; index += 1) {
    const column = Math.floor((points.x[index]! - minX) / size) + 1;
    const row = Math.floor((points.y[index]! - minY) / size) + 1;
    const cell = column * columns + row;
    cellOfPoint[index] = cell;
    length[cell]! += 1;
  }
  const start = new Int32Array(cells);
  for (let cell = 1; cell < cells; cell += 1) start[cell] = start[cell - 1]! + length[cell - 1]!;
  const filled = new Int32Array(cells);
  const order = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const cell = cellOfPoint[index]!;
    order[start[cell]! + filled[cell]!] = index;
    filled[cell]! += 1;
  }
  return { cellOfPoint, start, length, order, columns };
}

/** Whether a world position lies inside the bounds. */
export function contains(bounds: WorldBounds, x: number, y: number): boolean {
  return x >= bounds.minX && x <= bounds.maxX && y >= bounds.minY && y <= bounds.maxY;
}

/**
 * The groups whose position lies in `area`, those inside `view` first (the map fills what
 * the visitor sees before the margin around it), and how many of them are in the view.
 */
export function groupsToShow(
  clustering: Clustering,
  area: WorldBounds,
  view: WorldBounds,
): { groups: PointGroup[]; inView: number } {
  const inView: PointGroup[] = [];
  const around: PointGroup[] = [];
  for (const group of clustering.groups) {
    if (!contains(area, group.x, group.y)) continue;
    (contains(view, group.x, group.y) ? inView : around).push(group);
  }
  return { groups: inView.concat(around), inView: inView.length };
}
