/**
 * How the map groups listing points at one zoom: the live map's cluster layer
 * (Leaflet.markercluster with CLUSTERING) and the server's opening markers (listings/mapOpening.ts)
 * follow the same rule, so the markers drawn before the map's code arrives are, near enough, the
 * ones the map then draws over them.
 */
import type { MapBounds } from '../contracts';
import { worldPixel } from './geometry';

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

interface OpenGroup<P extends ClusterPoint> {
  anchorX: number;
  anchorY: number;
  members: P[];
  latitudeSum: number;
  longitudeSum: number;
  bounds: MapBounds;
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
  const cells = new Map<string, OpenGroup<P>[]>();
  const reach = radius * radius;
  for (const point of points) {
    const { x, y } = worldPixel([point.latitude, point.longitude], zoom);
    const cellX = Math.floor(x / radius);
    const cellY = Math.floor(y / radius);
    let nearest: OpenGroup<P> | undefined;
    let nearestDistance = reach;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const group of cells.get(`${cellX + dx},${cellY + dy}`) ?? []) {
          const distance = (group.anchorX - x) ** 2 + (group.anchorY - y) ** 2;
          if (distance <= nearestDistance) {
            nearest = group;
            nearestDistance = distance;
          }
        }
      }
    }
    if (nearest) {
      nearest.members.push(point);
      nearest.latitudeSum += point.latitude;
      nearest.longitudeSum += point.longitude;
      const [west, south, east, north] = nearest.bounds;
      nearest.bounds = [Math.min(west, point.longitude), Math.min(south, point.latitude), Math.max(east, point.longitude), Math.max(north, point.latitude)];
      continue;
    }
    const group: OpenGroup<P> = {
      anchorX: x,
      anchorY: y,
      members: [point],
      latitudeSum: point.latitude,
      longitudeSum: point.longitude,
      bounds: [point.longitude, point.latitude, point.longitude, point.latitude],
    };
    groups.push(group);
    const key = `${cellX},${cellY}`;
    cells.set(key, [...(cells.get(key) ?? []), group]);
  }
  return withoutOverlaps(groups, zoom, radius).map(({ members, latitudeSum, longitudeSum, bounds }) => ({
    members,
    latitude: latitudeSum / members.length,
    longitude: longitudeSum / members.length,
    bounds,
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
        first.bounds = [
          Math.min(first.bounds[0], second.bounds[0]),
          Math.min(first.bounds[1], second.bounds[1]),
          Math.max(first.bounds[2], second.bounds[2]),
          Math.max(first.bounds[3], second.bounds[3]),
        ];
        kept.splice(b, 1);
        merged = true;
        break search;
      }
    }
  }
  return kept;
}
