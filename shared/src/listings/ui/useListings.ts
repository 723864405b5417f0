import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Listing } from '../../contracts';
import { getListingById, listingInHand, loadListings } from '../data/service';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** All active listings, newest first, loaded once per page and shared by every remote. */
export function useListings(): { listings: Listing[]; status: LoadStatus; retry: () => void } {
  const [state, setState] = useState<{ listings: Listing[]; status: LoadStatus }>({
    listings: [],
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  // Asked for while rendering, not only in the effect below: effects run once the whole page has
  // committed, and the data (preloaded by the server's page) can be parsed meanwhile. The
  // service keeps one request in flight, so the effect then waits for this same one.
  if (state.status === 'loading') loadListings().catch(() => undefined);

  useEffect(() => {
    let live = true;
    // Rendering a page of results is the heaviest update of a visit; as a transition it is
    // rendered in slices, so the page keeps answering input meanwhile.
    loadListings().then(
      (listings) => live && startTransition(() => setState({ listings, status: 'loaded' })),
      () => live && startTransition(() => setState({ listings: [], status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ listings: [], status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}

/** One listing by id; `listing` is undefined once loaded when the id is unknown. */
export function useListing(id: string): { listing: Listing | undefined; status: LoadStatus } {
  // A record in hand (the preview's, fetched while the visitor browsed the cards) is drawn in
  // the first render: no loading state committed first, then the whole view again in a
  // transition's time slices, a frame drawn between each.
  const inHand = listingInHand(id);
  // The result remembers which id it belongs to, so a new id reads as loading at once.
  const [result, setResult] = useState<{ id: string; listing: Listing | undefined; status: LoadStatus } | null>(
    null,
  );

  useEffect(() => {
    if (inHand) return;
    let live = true;
    getListingById(id).then(
      (listing) => live && startTransition(() => setResult({ id, listing, status: 'loaded' })),
      () => live && startTransition(() => setResult({ id, listing: undefined, status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [id, inHand]);

  if (inHand) return { listing: inHand, status: 'loaded' };
  if (!result || result.id !== id) return { listing: undefined, status: 'loading' };
  return { listing: result.listing, status: result.status };
}
