import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from 'shared/contracts';
import { BASE_LOCALE, setLocaleSource } from 'shared/i18n';
import { AppProviders } from 'shared/ui';
import { makeListing } from '../test/listings';
import { ListingCard } from './ListingCard';

afterEach(() => setLocaleSource(() => BASE_LOCALE));

/** The card, found by its name: its title as the page shows it (the Albanian one unless told). */
function renderCard(listing: Listing, name = listing.title) {
  const onOpen = vi.fn();
  const onHover = vi.fn();
  render(
    <AppProviders>
      <ListingCard listing={listing} onOpen={onOpen} onHover={onHover} />
    </AppProviders>,
  );
  return { card: within(screen.getByRole('article', { name })), onOpen, onHover };
}

describe('ListingCard', () => {
  it("badges a sold or reserved listing ('E shitur', 'E rezervuar') in place of its option, an available one with its option", () => {
    const { card } = renderCard(makeListing({ id: '1', title: 'E shitur', status: 'sold' }));
    expect(card.queryByText('NË SHITJE')).toBeNull();
    expect(card.getAllByText('E shitur').some((element) => element.hasAttribute('data-status-badge'))).toBe(true);
    const reserved = renderCard(makeListing({ id: '2', title: 'Prona 2', option: 'Me Qera', status: 'reserved' })).card;
    expect(reserved.getByText('E rezervuar')).toBeTruthy();
    expect(reserved.queryByText('ME QERA')).toBeNull();
    const available = renderCard(makeListing({ id: '3', title: 'Prona 3' })).card;
    expect(available.queryByText(/E rezervuar|E shitur/)).toBeNull();
    expect(available.getByText('NË SHITJE')).toBeTruthy();
  });

  it("shows a land's area chip and its total beside the price per are, the total falling with a cut price", () => {
    const { card } = renderCard(
      makeListing({ id: '4', title: 'Truall në Bardhosh', category: 'land', price: 12_500, reducedPrice: 12_000, details: { area: 4000, water: true } }),
    );
    expect(card.getByText(/^12\.000/).textContent).toBe('12.000\u00a0€/ari');
    expect(card.getByText(/gjithsej$/).textContent).toBe('≈ 480.000\u00a0€ gjithsej');
    expect(card.getByText('500.000 €').tagName).toBe('S');
    expect(card.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['40,00 ari', 'Ujë: Po']);
  });

  it('shows the badge, location, id, title, price, chips and month of creation', () => {
    const { card } = renderCard(
      makeListing({
        id: '2179-4211',
        title: 'Banesë 2+1 në Ulpianë',
        option: 'Në Shitje',
        subcity: 'Ulpianë',
        city: 'Prishtinë',
        price: 112_000,
        createdAt: '2026-10-25T09:00:00Z',
        details: { area: 69, rooms: 3, baths: 1, furnished: true },
      }),
    );
    expect(card.getByText('NË SHITJE')).toBeTruthy();
    expect(card.getByText('Ulpianë, Prishtinë')).toBeTruthy();
    expect(card.getByText('ID 2179-4211')).toBeTruthy();
    expect(card.getByRole('heading', { name: 'Banesë 2+1 në Ulpianë' })).toBeTruthy();
    expect(card.getByText(/^112\.000/).textContent).toBe('112.000\u00a0€');
    expect(card.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['69 m²', '3 Dhoma', '1 Banjo']);
    expect(card.getByText('Tetor 2026').tagName).toBe('TIME');
  });

  it('shows the reduced price as the price, strikes the higher one through, rent per month', () => {
    const { card } = renderCard(makeListing({ option: 'Me Qera', price: 800, reducedPrice: 750 }));
    expect(card.getByText('ME QERA')).toBeTruthy();
    expect(card.getByText(/^750/).textContent).toBe('750\u00a0€/muaj');
    const was = card.getByText(/^800/);
    expect(was.textContent).toBe('800\u00a0€/muaj');
    expect(was.tagName).toBe('S');
  });

  it('shows the area, water and electricity for land, and "Me Marrëveshje" as it is (no total)', () => {
    const { card } = renderCard(
      makeListing({ category: 'land', price: 'Me Marrëveshje', reducedPrice: null, details: { area: 5000, water: true, keds: false } }),
    );
    expect(card.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['50,00 ari', 'Ujë: Po', 'Rrymë: Jo']);
    expect(card.getByText('Me Marrëveshje')).toBeTruthy();
    expect(card.queryByText(/gjithsej/)).toBeNull();
    expect(card.queryByRole('deletion')).toBeNull();
  });

  it("marks complete papers ('Dokumente të plota'), never partial, under way or unknown ones", () => {
    const complete = renderCard(makeListing({ id: '1', title: 'Me letra', details: { area: 69, documents: ['possession', 'permit', 'occupancy'] } })).card;
    const mark = complete.getByRole('listitem', { name: /Dokumente të plota/ });
    expect(mark.textContent).toBe('Dokumente të plota');
    expect(mark.getAttribute('title')).toBe('Dokumente të plota: Fletë poseduese, Leje ndërtimi, Certifikatë e përdorimit');
    const land = renderCard(makeListing({ id: '2', title: 'Truall me fletë', category: 'land', details: { documents: ['possession'] } })).card;
    expect(land.getByText('Dokumente të plota')).toBeTruthy();
    for (const [id, documents] of [['3', ['possession', 'permit']], ['4', ['possession', 'permit', 'occupancy', 'legalisation']], ['5', undefined]] as const) {
      const card = renderCard(makeListing({ id, title: `Prona ${id}`, details: documents ? { documents } : {} })).card;
      expect(card.queryByText('Dokumente të plota')).toBeNull();
    }
  });

  it("opens the preview from its title, a link to the listing's page (which works before the app has started)", () => {
    const listing = makeListing({ id: '1693', title: 'Shtëpi në Prizren' });
    const { card, onOpen } = renderCard(listing);
    const title = card.getByRole('link', { name: 'Shtëpi në Prizren' });
    expect(title.getAttribute('href')).toBe('/pronat/1693');
    // A plain click (or Enter) opens the preview instead of leaving the page.
    expect(fireEvent.click(title)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(listing);
  });

  it("is titled in the page's language when the agency translated the title, else in Albanian marked lang=\"sq\"", () => {
    const listing = makeListing({ id: '1693', title: 'Shtëpi në Prizren', translations: { en: { title: 'House in Prizren' }, de: { description: 'Ein Haus.' } } });
    setLocaleSource(() => 'en');
    const english = renderCard(listing, 'House in Prizren').card.getByRole('link', { name: 'House in Prizren' });
    expect(english.getAttribute('lang')).toBe('en');
    cleanup();
    // No German title (a description alone): the Albanian one, marked.
    setLocaleSource(() => 'de');
    expect(renderCard(listing).card.getByRole('link', { name: 'Shtëpi në Prizren' }).getAttribute('lang')).toBe('sq');
    cleanup();
    setLocaleSource(() => 'sq');
    expect(renderCard(listing).card.getByRole('link', { name: 'Shtëpi në Prizren' }).getAttribute('lang')).toBe('sq');
  });

  it('leaves a click with a modifier key on its title to the browser (a new tab), without the preview', () => {
    const { card, onOpen } = renderCard(makeListing({ title: 'Shtëpi në Prizren' }));
    expect(fireEvent.click(card.getByRole('link', { name: 'Shtëpi në Prizren' }), { ctrlKey: true })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('does not open when its photos are browsed', async () => {
    const { card, onOpen } = renderCard(makeListing());
    // A card not yet near is its cover; a mouse pointing at it draws its carousel.
    fireEvent.pointerEnter(card.getByRole('group', { name: 'Fotot e pronës' }), { pointerType: 'mouse' });
    const next = card.getByRole('button', { name: 'Fotoja tjetër' });
    await waitFor(() => expect(next.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.pointerDown(next);
    fireEvent.click(next);
    await waitFor(() => expect(card.getByRole('img', { name: 'Pamje e pronës 2' })).toBeTruthy());
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows the photo placeholder when a listing has no images', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { card } = renderCard(makeListing({ images: [] }));
    expect(card.getByRole('img', { name: 'Nuk ka foto' })).toBeTruthy();
  });
});
