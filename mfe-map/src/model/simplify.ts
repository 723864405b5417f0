/** A position as GeoJSON writes it: [longitude, latitude]. */
export type Position = readonly [number, number];

function squaredSegmentDistance(point: Position, start: Position, end: Position): number {
  let [x, y] = start;
  let dx = end[0] - x;
  let dy = end[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((point[0] - x) * dx + (point[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      [x, y] = end;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = point[0] - x;
  dy = point[1] - y;
  return dx * dx + dy * dy;
}

/**
 * Douglas–Peucker: the fewest points of `line` that stay within `tolerance` (in the line's own
 * units) of it. The first and last points are always kept, so a closed ring stays closed.
 */
export function simplifyLine(line: readonly Position[], tolerance: number): Position[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = limit;
    for (let index = first + 1; index < last; index += 1) {
      const distance = squaredSegmentDistance(line[index]!, line[first]!, line[last]!);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return line.filter((_, index) => keep[index] === 1);
}

/** A closed ring simplified; rings that would collapse below a triangle are returned unchanged. */
export function simplifyRing(ring: readonly Position[], tolerance: number): Position[] {
  const simplified = simplifyLine(ring, tolerance);
  return simplified.length >= 4 ? simplified : [...ring];
}
