import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_LOCALE, setLocaleSource, type Locale } from 'shared/i18n';
import { previewRequests } from 'shared/bus';
import type { Listing, PreviewRequest } from 'shared/contracts';
import { favourites } from 'shared/favourites';
import { renderRoutes } from 'shared/testing/routes';
import { MapCard } from './MapCard';

const listing: Listing = {
  id: '1824',
  active: true,
  title: 'Shtëpi me 2 kate me oborr në fshatin Zhegër, Gjilan',
  description: '',
  category: 'house',
  option: 'Me Qera',
  city: 'Gjilan',
  subcity: 'Zhegër',
  price: 450,
  images: ['/assets/images/exterior-house-05-1200.webp', '/assets/images/other-1200.webp'],
  createdAt: '2026-11-01',
  geoPoint: { latitude: 42.43, longitude: 21.49 },
  details: {},
};

function renderCard(props: Partial<Parameters<typeof MapCard>[0]> = {}) {
  renderRoutes(window.location.pathname, [{ path: '*', element: <MapCard listing={listing} variant="bottom" {...props} /> }]);
  return screen.getByRole('article', { name: listing.title });
}

afterEach(() => {
  vi.restoreAllMocks();
  setLocaleSource(() => BASE_LOCALE);
});

describe('MapCard of a listing that is no longer available', () => {
  it("shows its badge ('E shitur', 'E rezervuar') and still opens", () => {
    renderRoutes(window.location.pathname, [{ path: '*', element: <MapCard listing={{ ...listing, status: 'sold' }} variant="popup" /> }]);
    const card = within(screen.getByRole('article', { name: listing.title }));
    expect(card.getByText('E shitur')).toBeTruthy();
    expect(card.queryByText(/NË SHITJE|ME QERA/)).toBeNull();
    expect(card.getByRole('link').getAttribute('href')).toBe('/pronat/1824');
  });
});

describe("MapCard's title in the page's language", () => {
  const translated: Listing = { ...listing, translations: { en: { title: 'Two-storey house with a yard in Zhegër' } } };

  it('shows the English title on an English page, named by it and marked lang="en"', () => {
    setLocaleSource(() => 'en');
    renderRoutes('/en/properties?page=1&view=harta', [{ path: '*', element: <MapCard listing={translated} variant="bottom" /> }]);
    const card = within(screen.getByRole('article', { name: 'Two-storey house with a yard in Zhegër' }));
    const title = card.getByTitle('Two-storey house with a yard in Zhegër');
    expect(title.textContent).toBe('Two-storey house with a y…');
    expect(title.getAttribute('lang')).toBe('en');
  });

  it('shows the Albanian title marked lang="sq" where there is no translation in the language', () => {
    setLocaleSource(() => 'de');
    renderRoutes('/de/immobilien?page=1&view=harta', [{ path: '*', element: <MapCard listing={translated} variant="bottom" /> }]);
    const card = screen.getByRole('article', { name: listing.title });
    expect(within(card).getByTitle(listing.title).getAttribute('lang')).toBe('sq');
    // Its name comes from an element marked with the title's language, not an aria-label.
    expect(card.ownerDocument.getElementById(card.getAttribute('aria-labelledby')!)?.getAttribute('lang')).toBe('sq');
  });
});

describe('MapCard', () => {
  it('shows the 600 px cover, the price, the title cut to 25 characters and the place', () => {
    const card = renderCard();
    expect(within(card).getByRole('img', { name: 'Pamje e pronës 1' }).getAttribute('src')).toBe(
      '/assets/images/exterior-house-05-600.webp',
    );
    expect(card.textContent).toContain('450\u00a0€/muaj');
    // The full title stays available as the element's tooltip.
    expect(within(card).getByTitle(listing.title).textContent).toBe('Shtëpi me 2 kate me oborr…');
    expect(card.textContent).toContain('Zhegër, Gjilan');
    expect(card.textContent).toContain('ME QERA');
  });

  it('links to the listing page', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'Shiko detajet' }).getAttribute('href')).toBe('/pronat/1824');
  });

  it('asks for the preview over the bus', () => {
    const requests: PreviewRequest[] = [];
    const subscription = previewRequests.subscribe((request) => requests.push(request));
    const card = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Shikim i shpejtë' }));
    subscription.unsubscribe();
    expect(requests).toEqual([{ listingId: '1824' }]);
  });

  it('closes with its close button, which the popup variant does not have', () => {
    const onClose = vi.fn();
    const card = renderCard({ onClose });
    fireEvent.click(within(card).getByRole('button', { name: 'Mbyll' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose, and no image when the listing has none', () => {
    const card = renderCard({ listing: { ...listing, images: [] }, variant: 'popup' });
    expect(within(card).queryByRole('button', { name: 'Mbyll' })).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });
});

describe("MapCard's heart", () => {
  afterEach(() => {
    for (const id of favourites.ids()) favourites.remove(id);
    setLocaleSource(() => 'sq');
  });

  it.each<[Locale, string, string]>([
    ['en', 'Save', 'Saved'],
    ['de', 'Merken', 'Gemerkt'],
  ])('in %s, saves the listing (%s, then %s) without asking for its preview', (locale, save, saved) => {
    setLocaleSource(() => locale);
    const requests: PreviewRequest[] = [];
    const subscription = previewRequests.subscribe((request) => requests.push(request));
    const card = within(renderCard());
    fireEvent.click(card.getByRole('button', { name: save }));
    expect(card.getByRole('button', { name: saved }).getAttribute('aria-pressed')).toBe('true');
    expect(favourites.ids()).toEqual(['1824']);
    expect(requests).toEqual([]);
    subscription.unsubscribe();
  });
});
