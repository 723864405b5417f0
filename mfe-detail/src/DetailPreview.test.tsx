import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeListing } from '../test/listings';
import { renderAt, serveListings } from '../test/render';
import DetailPreview from './DetailPreview';

const current = makeListing({ id: '100', title: 'Shtëpia e parë' });
const sameKind = makeListing({ id: '200', title: 'Shtëpia e dytë' });

beforeEach(() => serveListings([current, sameKind]));
afterEach(() => vi.unstubAllGlobals());

describe('DetailPreview', () => {
  it('shows the listing without recommendations and leaves the document title alone', async () => {
    document.title = 'Pronat';
    renderAt('/?page=1', <DetailPreview id="100" onClose={() => {}} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shtëpia e parë' })).toBeTruthy();
    expect(screen.queryByTestId('recommendations')).toBeNull();
    expect(screen.queryByText('Të rekomanduara')).toBeNull();
    expect(document.title).toBe('Pronat');
  });

  it('closes itself and goes to the 404 page for an unknown id', async () => {
    const onClose = vi.fn();
    const { router } = renderAt('/?page=1', <DetailPreview id="nuk-ekziston" onClose={onClose} />);
    await waitFor(() => expect(router.location.pathname).toBe('/404'));
    expect(onClose).toHaveBeenCalled();
  });
});
