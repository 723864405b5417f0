import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeListing } from '../fixtures';
import { getListingById, listingInHand, resetListingsCache, type FetchLike } from '../data/service';
import { listingRecordUrl } from '../summary';
import { useListing } from './useListings';

const one = makeListing({ id: '1', title: 'Shtëpi në Prishtinë', description: 'Përshkrimi i plotë' });

/** The record's own file answers; nothing else does. */
const recordServer = vi.fn<FetchLike>((url) =>
  Promise.resolve(url === listingRecordUrl('1') ? { ok: true, status: 200, json: () => Promise.resolve(one) } : { ok: false, status: 404, json: () => Promise.resolve({}) }),
);

/** Shows what the hook gave, and records it at every render. */
function Probe({ id, seen }: { id: string; seen: string[] }) {
  const { listing, status } = useListing(id);
  seen.push(`${status}:${listing?.title ?? ''}`);
  return <p>{listing ? listing.title : status}</p>;
}

describe('useListing', () => {
  beforeEach(() => {
    resetListingsCache();
    vi.stubGlobal('fetch', recordServer);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    recordServer.mockClear();
  });

  it('draws a record in hand in its first render, without asking again', async () => {
    await getListingById('1', recordServer);
    expect(listingInHand('1')).toEqual(one);
    recordServer.mockClear();
    const seen: string[] = [];
    render(<Probe id="1" seen={seen} />);
    expect(seen[0]).toBe('loaded:Shtëpi në Prishtinë');
    expect(seen.every((each) => each === seen[0])).toBe(true);
    expect(recordServer).not.toHaveBeenCalled();
  });

  it('shows the loading state first for a record still to fetch, then the record', async () => {
    expect(listingInHand('1')).toBeUndefined();
    const seen: string[] = [];
    render(<Probe id="1" seen={seen} />);
    expect(seen[0]).toBe('loading:');
    expect(await screen.findByText('Shtëpi në Prishtinë')).toBeTruthy();
    expect(recordServer.mock.calls.map(([url]) => url)).toEqual([listingRecordUrl('1')]);
  });
});
