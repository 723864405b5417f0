import { Pane, Polygon } from 'react-leaflet';
import type { LatLngExpression } from 'leaflet';
import { KOSOVO_BORDER } from '../../.generated/kosovoBorder';
import { maskRings } from '../model/mask';

const RINGS = maskRings(KOSOVO_BORDER) as unknown as LatLngExpression[][];

const MASK_STYLE = {
  color: '#006960',
  weight: 2,
  opacity: 0.8,
  fillColor: '#1a1b1e',
  fillOpacity: 0.28,
  interactive: false,
} as const;

/** The area outside Kosovo, shaded; clicks pass through it to the map. */
export function KosovoMask() {
  return (
    <Pane name="kosovoMask" style={{ zIndex: 350 }}>
      <Polygon positions={RINGS} pathOptions={MASK_STYLE} interactive={false} />
    </Pane>
  );
}
