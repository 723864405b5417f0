import { render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it, vi } from 'vitest';
import { makeListing } from 'shared/testing';
import { StaticRouter } from 'shared/router-server';
import { AppProviders } from 'shared/ui';
import { markerPointOf } from '../model/points';
import { SelectionPopup } from './SelectionPopup';

describe('the fullscreen map\'s popup', () => {
  it('stays open, and the selection with it, when the panel around it renders again', () => {
    const listing = makeListing({ id: '1824', geoPoint: { latitude: 42.66, longitude: 21.16 } });
    const point = markerPointOf(listing)!;
    const onClose = vi.fn();
    const drawn = (extra: string) => (
      <AppProviders>
        <StaticRouter location="/pronat?page=1&view=harta">
          <MapContainer center={[42.66, 21.16]} zoom={12} style={{ width: 400, height: 400 }} data-extra={extra}>
            <SelectionPopup listing={listing} point={point} onClose={onClose} />
          </MapContainer>
        </StaticRouter>
      </AppProviders>
    );
    const { container, rerender } = render(drawn('a'));
    expect(container.querySelector('.leaflet-popup')).not.toBeNull();
    // A render of the panel (a state of its own changed), the same listing and point.
    rerender(drawn('b'));
    rerender(drawn('c'));
    expect(onClose).not.toHaveBeenCalled();
    expect(container.querySelector('.leaflet-popup')).not.toBeNull();
  });
});
