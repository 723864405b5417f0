/**
 * How the map groups listing points at one zoom: the live map's cluster layer
 * (Leaflet.markercluster with CLUSTERING) and the server's opening markers (listings/mapOpening.ts)
 * follow the same rule, so the markers drawn before the map's code arrives are, near enough, the
 * ones the map then draws over them.
 */
import type { MapBounds } from '../contracts';
import { TILE_SIZE, worldPixel, worldX, worldY } from './geometry';

/** SPEC 9: the map's clustering. */
export const CLUSTERING = {
  /** Pixels a cluster reaches from its centre. */
  maxClusterRadius: 40,
  /** From this zoom every marker stands alone. */
  disableClusteringAtZoom: 14,
} as const;

export interface ClusterPoint {
  latitude: number;
  longitude: number;
}

export interface PointGroup<P extends ClusterPoint> {
  /** The points in the group, in the order they were given. */
  members: P[];
  /** Where the group is drawn: its members' mean position (as markercluster draws a cluster). */
  latitude: number;
  longitude: number;
  /** The box around its members' points. */
  bounds: MapBounds;
}

/** More rows of cells than any zoom the map opens at has (the world is 2^(8 + zoom) pixels high). */
const CELL_ROWS = 2 ** 24;

interface OpenGroup<P extends ClusterPoint> {
  anchorX: number;
  anchorY: number;
  members: P[];
  latitudeSum: number;
  longitudeSum: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The points grouped at `zoom`, greedily in their order, as markercluster adds markers: a point
 * joins the group whose first point is nearest within `radius` pixels, or starts a group of its
 * own. (markercluster builds its zooms from the closest down and may differ by a point or two
 * at a group's edge; the counts' total is always the same.) A group of one is a lone marker.
 */
export function groupPoints<P extends ClusterPoint>(points: Iterable<P>, zoom: number, radius: number = CLUSTERING.maxClusterRadius): PointGroup<P>[] {
  const groups: OpenGroup<P>[] = [];
  // Groups by the cell of their first point; cells as wide as the radius, so a point's
  // neighbours within the radius are in its cell or the eight around it.
  const cells = new Map<number, OpenGroup<P>[]>();
  // A cell's key as a number: at 100,000 points, text keys (nine a point) were most of the time.
  const cellKey = (x: number, y: number) => x * CELL_ROWS + y;
  const reach = radius * radius;
  const world = TILE_SIZE * 2 ** zoom;
  for (const point of points) {
    // worldPixel's projection, without its objects (a point each, twice for two zooms).
    const x = worldX(point.longitude, world);
    const y = worldY(point.latitude, world);
    const cellX = Math.floor(x / radius);
    const cellY = Math.floor(y / radius);
    let nearest: OpenGroup<P> | undefined;
    let nearestDistance = reach;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const cell = cells.get(cellKey(cellX + dx, cellY + dy));
        if (cell === undefined) continue;
        for (const group of cell) {
          const distance = (group.anchorX - x) ** 2 + (group.anchorY - y) ** 2;
          if (distance <= nearestDistance) {
            nearest = group;
            nearestDistance = distance;
          }
        }
      }
    }
    if (nearest) {
      // Numbers, not a new box a point: at 100,000 points the allocations showed.
      nearest.members.push(point);
      nearest.latitudeSum += point.latitude;
      nearest.longitudeSum += point.longitude;
      if (point.longitude < nearest.west) nearest.west = point.longitude;
      if (point.longitude > nearest.east) nearest.east = point.longitude;
      if (point.latitude < nearest.south) nearest.south = point.latitude;
      if (point.latitude > nearest.north) nearest.north = point.latitude;
      continue;
    }
    const group: OpenGroup<P> = {
      anchorX: x,
      anchorY: y,
      members: [point],
      latitudeSum: point.latitude,
      longitudeSum: point.longitude,
      west: point.longitude,
      south: point.latitude,
      east: point.longitude,
      north: point.latitude,
    };
    groups.push(group);
    const key = cellKey(cellX, cellY);
    const own = cells.get(key);
    if (own) own.push(group);
    else cells.set(key, [group]);
  }
  return withoutOverlaps(groups, zoom, radius).map(({ members, latitudeSum, longitudeSum, west, south, east, north }) => ({
    members,
    latitude: latitudeSum / members.length,
    longitude: longitudeSum / members.length,
    bounds: [west, south, east, north],
  }));
}

/**
 * A group is drawn at its members' mean, which can come to lie on top of a neighbour's (a
 * badge over a badge); markercluster avoids most of that by building each zoom from the one
 * closer in. Here two groups drawn closer than `radius` pixels become one, until none are.
 */
function withoutOverlaps<P extends ClusterPoint>(groups: OpenGroup<P>[], zoom: number, radius: number): OpenGroup<P>[] {
  const drawnAt = (group: OpenGroup<P>) => worldPixel([group.latitudeSum / group.members.length, group.longitudeSum / group.members.length], zoom);
  const kept = [...groups];
  for (let merged = true; merged; ) {
    merged = false;
    const places = kept.map(drawnAt);
    search: for (let a = 0; a < kept.length; a += 1) {
      for (let b = a + 1; b < kept.length; b += 1) {
        const [pa, pb] = [places[a]!, places[b]!];
        if ((pa.x - pb.x) ** 2 + (pa.y - pb.y) ** 2 >= radius * radius) continue;
        const [first, second] = [kept[a]!, kept[b]!];
        first.members.push(...second.members);
        first.latitudeSum += second.latitudeSum;
        first.longitudeSum += second.longitudeSum;
        first.west = Math.min(first.west, second.west);
        first.south = Math.min(first.south, second.south);
        first.east = Math.max(first.east, second.east);
        first.north = Math.max(first.north, second.north);
        kept.splice(b, 1);
        merged = true;
        break search;
      }
    }
  }
  return kept;
}
