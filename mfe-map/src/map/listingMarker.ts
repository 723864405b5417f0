/** One listing's marker: a circle in its category's colour that names itself for assistive technology. */
import L from 'leaflet';
import { markerLabel, type MarkerPoint } from '../model/points';
import classes from './markers.module.css';

export type Emphasis = 'none' | 'hovered' | 'selected';

function dotStyle(color: string, emphasis: Emphasis): L.PathOptions {
  return emphasis === 'none'
    ? { color: '#ffffff', weight: 2, opacity: 1, fillColor: color, fillOpacity: 0.85 }
    : { color: '#1a1b1e', weight: 3, opacity: 1, fillColor: color, fillOpacity: 1 };
}

/** A marker's options, written out (no object spread: it can run thousands of times). */
function markerOptions(color: string, radius: number): L.CircleMarkerOptions {
  return {
    color: '#ffffff',
    weight: 2,
    opacity: 1,
    fillColor: color,
    fillOpacity: 0.85,
    radius,
    className: classes.marker,
    bubblingMouseEvents: false,
  };
}

export class ListingMarker extends L.CircleMarker {
  readonly point: MarkerPoint;
  emphasis: Emphasis = 'none';

  constructor(point: MarkerPoint, radius: number) {
    super([point.latitude, point.longitude], markerOptions(point.color, radius));
    this.point = point;
  }

  /** Leaflet creates a new SVG path each time the marker is shown. */
  override onAdd(map: L.Map): this {
    super.onAdd(map);
    const path = this.getElement();
    if (path instanceof SVGElement) {
      path.setAttribute('role', 'button');
      path.setAttribute('tabindex', '0');
      path.setAttribute('aria-label', markerLabel(this.point.listing));
      path.setAttribute('data-listing-id', this.point.id);
      this.markEmphasis();
    }
    return this;
  }

  setEmphasis(emphasis: Emphasis): void {
    if (emphasis === this.emphasis) return;
    this.emphasis = emphasis;
    this.setStyle(dotStyle(this.point.color, emphasis));
    this.markEmphasis();
    if (emphasis !== 'none' && this._map) this.bringToFront();
  }

  private markEmphasis(): void {
    const path = this.getElement();
    if (!path) return;
    if (this.emphasis === 'none') path.removeAttribute('data-highlighted');
    else path.setAttribute('data-highlighted', this.emphasis);
  }
}
