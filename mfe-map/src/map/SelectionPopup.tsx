import { useEffect, useMemo, useRef } from 'react';
import type L from 'leaflet';
import { Popup } from 'react-leaflet';
import type { Listing } from 'shared/contracts';
import { useLatest } from 'shared/ui';
import { MapCard } from '../card/MapCard';
import type { MarkerPoint } from '../model/points';
import { strings } from '../strings';
import classes from './popup.module.css';

interface SelectionPopupProps {
  listing: Listing;
  point: MarkerPoint;
  onClose: () => void;
}

/** In fullscreen the selected listing opens in a popup on its marker instead of the bottom card. */
export function SelectionPopup({ listing, point, onClose }: SelectionPopupProps) {
  const popupRef = useRef<L.Popup | null>(null);
  const onCloseRef = useLatest(onClose);
  // One array while the point stays: react-leaflet's Popup removes and reopens itself whenever
  // its position prop is a new object, and that removal reads here as the visitor closing it
  // (any render of the panel, such as 'Kërko në këtë zonë' appearing after the popup's own
  // pan, closed the popup and ended the selection).
  const position = useMemo<L.LatLngTuple>(() => [point.latitude, point.longitude], [point.latitude, point.longitude]);

  useEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const button = popup.getElement()?.querySelector('.leaflet-popup-close-button');
    button?.setAttribute('aria-label', strings.card.close);
    button?.setAttribute('title', strings.card.close);
    // Closed by its cross or by Leaflet (another popup, Escape): the selection ends too.
    const onRemove = () => onCloseRef.current();
    popup.on('remove', onRemove);
    return () => {
      popup.off('remove', onRemove);
    };
  }, [listing.id, onCloseRef]);

  return (
    <Popup
      ref={popupRef}
      position={position}
      className={classes.popup}
      offset={[0, -8]}
      maxWidth={260}
      minWidth={240}
      autoPanPadding={[24, 24]}
    >
      <MapCard listing={listing} variant="popup" />
    </Popup>
  );
}
