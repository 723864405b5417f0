/** The two circles of a marker, in pixels: the ring drawn on hover and the dot always shown. */
export interface MarkerRadii {
  outer: number;
  inner: number;
}

/** SPEC 4: zoom 16 or more → 40/20; zoom 14 or more → 30/15; otherwise 20/10. */
export function markerRadii(zoom: number): MarkerRadii {
  if (zoom >= 16) return { outer: 40, inner: 20 };
  if (zoom >= 14) return { outer: 30, inner: 15 };
  return { outer: 20, inner: 10 };
}
