import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favourites } from 'shared/favourites';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { useParams } from 'shared/router';
import { makeListing } from '../test/listings';
import { renderAt, serveListings } from '../test/render';
import { ListingDetail } from './detail/ListingDetail';
import DetailPage from './DetailPage';
import { strings } from './strings';

/** What the detail remote says in each language other than Albanian (its own messages only). */
const WORDS = {
  en: {
    listings: '/en/properties',
    nav: 'Property navigation',
    back: 'Back',
    copyLink: 'Copy the link to this property',
    newTab: 'Open the property in a new tab',
    closePreview: 'Close the preview',
    gallery: 'Property photos',
    openFirst: 'Open photo 1 of 4',
    showAll: 'See all 4 photos',
    count: '4 photos',
    contactTitle: 'Interested?',
    message: 'Send a message',
    call: 'Call',
    callLabel: 'Call +383 44 123 456',
    reference: 'Property reference: 1824',
    description: 'Description',
    recommended: 'Recommended',
    showAllListings: 'Show all →',
    viewer: 'Photo viewer',
    previous: 'Previous photo',
    save: 'Save',
    saved: 'Saved',
  },
  de: {
    listings: '/de/immobilien',
    nav: 'Navigation zur Immobilie',
    back: 'Zurück',
    copyLink: 'Link zur Immobilie kopieren',
    newTab: 'Immobilie in neuem Tab öffnen',
    closePreview: 'Vorschau schließen',
    gallery: 'Fotos der Immobilie',
    openFirst: 'Foto 1 von 4 öffnen',
    showAll: 'Alle 4 Fotos ansehen',
    count: '4 Fotos',
    contactTitle: 'Interessiert?',
    message: 'Nachricht senden',
    call: 'Anrufen',
    callLabel: 'Anrufen: +383 44 123 456',
    reference: 'Objektnummer: 1824',
    description: 'Beschreibung',
    recommended: 'Empfehlungen',
    showAllListings: 'Alle anzeigen →',
    viewer: 'Fotoansicht',
    previous: 'Vorheriges Foto',
    save: 'Merken',
    saved: 'Gemerkt',
  },
} as const satisfies Partial<Record<Locale, Record<string, string>>>;

const LANGUAGES = Object.keys(WORDS) as (keyof typeof WORDS)[];

afterEach(() => {
  setLocaleSource(() => 'sq');
  vi.unstubAllGlobals();
});

describe.each(LANGUAGES)('the detail remote in %s', (locale) => {
  const words = WORDS[locale];
  beforeEach(() => setLocaleSource(() => locale));

  it('draws the page: breadcrumb, gallery, contact card and description in the language, links kept in it', async () => {
    renderAt(`${words.listings}/1824`, <ListingDetail listing={makeListing()} mode="page" />);
    const nav = within(await screen.findByRole('navigation', { name: words.nav }));
    expect(nav.getByRole('link', { name: words.back }).getAttribute('href')).toBe(`${words.listings}?page=1`);
    expect(nav.getByRole('button', { name: words.copyLink })).toBeTruthy();

    const gallery = within(screen.getByRole('region', { name: words.gallery }));
    expect(gallery.getByRole('button', { name: words.openFirst })).toBeTruthy();
    // The count button's name holds its visible text.
    expect(gallery.getByText(words.count)).toBeTruthy();
    expect(gallery.getAllByRole('button', { name: words.showAll })).toHaveLength(2);
    expect(words.showAll).toContain(words.count);

    const card = within(screen.getByTestId('contact-card'));
    expect(card.getByRole('heading', { name: words.contactTitle })).toBeTruthy();
    expect(card.getByRole('button', { name: words.message })).toBeTruthy();
    const call = card.getByRole('link', { name: words.callLabel });
    expect(call.textContent).toBe(words.call);
    expect(words.callLabel).toContain(words.call);
    expect(card.getByText(words.reference)).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.description })).toBeTruthy();
  });

  it("saves the listing with its heart, which says so in the language, on the page and in the preview", async () => {
    renderAt(`${words.listings}/1824`, <ListingDetail listing={makeListing()} mode="page" />);
    const save = await screen.findByRole('button', { name: words.save });
    expect(save.textContent).toBe(words.save);
    await userEvent.click(save);
    expect(screen.getByRole('button', { name: words.saved }).getAttribute('aria-pressed')).toBe('true');
    expect(favourites.ids()).toEqual(['1824']);
    // Unsaved elsewhere (another heart, another tab): this one follows.
    act(() => favourites.remove('1824'));
    expect(screen.getByRole('button', { name: words.save }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the listing in a new tab in the language, from the preview dialog', async () => {
    renderAt(`${words.listings}?page=1`, <ListingDetail listing={makeListing({ id: '2179-4211' })} mode="modal" onClose={() => {}} />);
    const nav = within(await screen.findByRole('navigation', { name: words.nav }));
    expect(nav.getByRole('link', { name: words.newTab }).getAttribute('href')).toBe(`${words.listings}/2179-4211`);
    expect(nav.getByRole('button', { name: words.closePreview })).toBeTruthy();
  });

  it('names the photo viewer and its controls in the language', async () => {
    renderAt(`${words.listings}/1824`, <ListingDetail listing={makeListing()} mode="page" />);
    await userEvent.click(await screen.findByRole('button', { name: words.openFirst }));
    const viewer = within(await screen.findByRole('dialog', { name: words.viewer }));
    expect(viewer.getByRole('button', { name: words.previous })).toBeTruthy();
    expect(viewer.getByText('1 / 4')).toBeTruthy();
  });
});

describe.each(LANGUAGES)('the detail page in %s', (locale) => {
  const words = WORDS[locale];
  const current = makeListing({ id: '100', category: 'house', option: 'Në Shitje' });
  const sameKind = [makeListing({ id: '200', category: 'house', option: 'Në Shitje' })];
  beforeEach(() => {
    setLocaleSource(() => locale);
    serveListings([current, ...sameKind]);
  });

  function Routed() {
    const { id = '' } = useParams();
    return <DetailPage id={id} />;
  }

  it('recommends listings at their addresses in the language', async () => {
    renderAt(`${words.listings}/100`, <Routed />, `${words.listings}/:id`);
    const section = within(await screen.findByTestId('recommendations'));
    expect(section.getByRole('heading', { name: words.recommended })).toBeTruthy();
    expect(section.getByRole('link', { name: words.showAllListings }).getAttribute('href')).toBe(`${words.listings}?page=1`);
    expect(within(section.getByRole('listitem')).getByRole('link').getAttribute('href')).toBe(`${words.listings}/200`);
  });

  it("sends an unknown id to the language's 404 page", async () => {
    const { router } = renderAt(`${words.listings}/nuk-ekziston`, <Routed />, `${words.listings}/:id`);
    await waitFor(() => expect(router.location.pathname).toBe(`/${locale}/404`));
  });
});

describe('the photo counts', () => {
  it.each([
    ['sq', '1 foto', 'Shiko 1 foto', '5 foto', 'Shiko të gjitha 5 fotot'],
    ['en', '1 photo', 'See 1 photo', '5 photos', 'See all 5 photos'],
    ['de', '1 Foto', '1 Foto ansehen', '5 Fotos', 'Alle 5 Fotos ansehen'],
  ] as const)('in %s, one and several, each button name holding the visible count', (locale, one, showOne, five, showFive) => {
    setLocaleSource(() => locale);
    expect([strings.gallery.count(1), strings.gallery.showAll(1)]).toEqual([one, showOne]);
    expect([strings.gallery.count(5), strings.gallery.showAll(5)]).toEqual([five, showFive]);
    expect(strings.gallery.count(1200)).toBe(five.replace('5', '1200'));
  });
});
