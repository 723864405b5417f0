import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewRequests } from 'shared/bus';
import type { PreviewRequest } from 'shared/contracts';
import { favourites } from 'shared/favourites';
import { setLocaleSource } from 'shared/i18n';
import { makeListing, makeListings } from '../../test/listings';
import { renderAt, resetBus, serveListings } from '../../test/render';
import { ListingCard } from '../ListingCard';
import FavouritesPage from './FavouritesPage';

const forgetAll = () => {
  for (const id of favourites.ids()) favourites.remove(id);
};

beforeEach(() => {
  resetBus();
  forgetAll();
  const listings = makeListings(6);
  listings[3] = makeListing({ ...listings[3]!, status: 'sold' });
  serveListings(listings);
});

afterEach(() => {
  forgetAll();
  setLocaleSource(() => 'sq');
  vi.unstubAllGlobals();
});

const grid = () => within(screen.getByTestId('favourites-grid'));
const titles = () => grid().queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('FavouritesPage', () => {
  it('in English, lists the saved listings newest saved first, marks the sold one and the one gone, and shares the list', async () => {
    setLocaleSource(() => 'en');
    favourites.add(['2', '999', '4']);
    renderAt('/en/favourites', <FavouritesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Prona 4', 'Prona 2']));
    expect(screen.getByText('3 saved properties')).toBeTruthy();
    // Listing 4 is sold: its card says so in place of its offer.
    const sold = grid().getByRole('article', { name: 'Prona 4' });
    expect(within(sold).getByText('Sold')).toBeTruthy();
    // 999 is not in the public data any more.
    const gone = grid().getByRole('article', { name: 'ID 999' });
    expect(within(gone).getByText('No longer on the market')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Share the list' });
    expect(link.getAttribute('href')).toBe('/en/favourites?ids=2,999,4');
    await userEvent.click(within(gone).getByRole('button', { name: 'Remove' }));
    expect(favourites.ids()).toEqual(['2', '4']);
    expect(grid().queryByRole('article', { name: 'ID 999' })).toBeNull();
    // A heart taken back takes its card off the list.
    await userEvent.click(within(grid().getByRole('article', { name: 'Prona 2' })).getByRole('button', { name: 'Saved' }));
    expect(titles()).toEqual(['Prona 4']);
  });

  it('in German, shows a shared list without touching the visitor’s own, and adds it on request', async () => {
    setLocaleSource(() => 'de');
    favourites.add(['1']);
    renderAt('/de/favoriten?ids=5,3,<x>,5', <FavouritesPage />);
    await waitFor(() => expect(titles()).toEqual(['Prona 5', 'Prona 3']));
    expect(screen.getByRole('heading', { name: 'Eine mit Ihnen geteilte Liste' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Liste teilen' })).toBeNull();
    expect(favourites.ids()).toEqual(['1']);
    await userEvent.click(screen.getByRole('button', { name: 'Zu meinen Favoriten hinzufügen' }));
    expect(favourites.ids()).toEqual(['1', '5', '3']);
    expect(screen.getByText('Zu Ihren Favoriten hinzugefügt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meine Favoriten ansehen' }).getAttribute('href')).toBe('/de/favoriten');
  });

  it('in Albanian, without saved listings, says how to save one', async () => {
    renderAt('/te-preferuarat', <FavouritesPage />);
    expect(await screen.findByRole('heading', { name: 'Nuk keni ruajtur ende asnjë pronë' })).toBeTruthy();
    expect(screen.getByText(/Shtypni zemrën «Ruaj»/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shiko pronat' }).getAttribute('href')).toBe('/pronat?page=1');
  });
});

describe("the grid card's heart", () => {
  it('saves the listing without opening its preview', async () => {
    setLocaleSource(() => 'de');
    const requests: PreviewRequest[] = [];
    const subscription = previewRequests.subscribe((request) => requests.push(request));
    renderAt('/de/immobilien?page=1', <ListingCard listing={makeListing({ id: '77', title: 'Haus' })} onOpen={(listing) => requests.push({ listingId: listing.id })} onHover={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Merken' }));
    expect(screen.getByRole('button', { name: 'Gemerkt' }).getAttribute('aria-pressed')).toBe('true');
    expect(favourites.ids()).toEqual(['77']);
    expect(requests).toEqual([]);
    subscription.unsubscribe();
  });
});
