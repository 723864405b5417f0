/**
 * A listing's own words on the detail page, its preview and its recommendations: the translation
 * in the page's language when the agency gave one, else the Albanian text, each element marked
 * with the language its words are in (shared `listingTitle` / `listingDescription`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_LOCALE, setLocaleSource } from 'shared/i18n';
import { useParams } from 'shared/router';
import { makeListing } from '../test/listings';
import { renderAt, serveListings } from '../test/render';
import { ListingDetail } from './detail/ListingDetail';
import DetailPage from './DetailPage';
import DetailPreview from './DetailPreview';

const translated = makeListing({
  id: '100',
  title: 'Shtëpi me oborr në Zhegër',
  description: 'Rreshti i parë.\nRreshti i dytë.',
  translations: {
    en: { title: 'House with a yard in Zhegër', description: 'First line.\nSecond line.' },
    de: { description: 'Erste Zeile.' },
  },
});
const recommended = makeListing({ id: '200', title: 'Shtëpi në Gjilan', translations: { en: { title: 'House in Gjilan' } } });

afterEach(() => {
  setLocaleSource(() => BASE_LOCALE);
  vi.unstubAllGlobals();
});

function Routed() {
  const { id = '' } = useParams();
  return <DetailPage id={id} />;
}

describe("a translated listing's page in English", () => {
  it('shows the English title and description, marked lang="en"', async () => {
    setLocaleSource(() => 'en');
    renderAt('/en/properties/100', <ListingDetail listing={translated} mode="page" />);
    const title = await screen.findByRole('heading', { level: 1, name: 'House with a yard in Zhegër' });
    expect(title.getAttribute('lang')).toBe('en');
    const description = screen.getByTestId('detail-description');
    expect(description.getAttribute('lang')).toBe('en');
    expect([...description.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First line.', 'Second line.']);
    expect(screen.queryByText('Shtëpi me oborr në Zhegër')).toBeNull();
    // The hidden link to the static page: the English page's, with the English title.
    const seo = document.querySelector('a[href="/assets/en/properties/100/index.html"]');
    expect(seo?.textContent).toBe('House with a yard in Zhegër');
    expect(seo?.getAttribute('lang')).toBe('en');
  });

  it("titles the tab in English and the recommendations' cards by their own English titles", async () => {
    setLocaleSource(() => 'en');
    serveListings([translated, recommended]);
    renderAt('/en/properties/100', <Routed />, '/en/properties/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'House with a yard in Zhegër' })).toBeTruthy();
    // The tab's title follows the page's heading: wait for it as a visitor would.
    await waitFor(() => expect(document.title).toMatch(/^House with a yard in Zhegër - /));
    const card = within(await screen.findByTestId('recommendations')).getByText('House in Gjilan');
    expect(card.getAttribute('lang')).toBe('en');
  });

  it('shows the English title in the preview dialog too', async () => {
    setLocaleSource(() => 'en');
    serveListings([translated, recommended]);
    renderAt('/en/properties?page=1', <DetailPreview id="100" onClose={() => {}} />);
    const title = await screen.findByRole('heading', { level: 2, name: 'House with a yard in Zhegër' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('detail-description').getAttribute('lang')).toBe('en');
  });
});

describe('a listing without a translation in the language (German)', () => {
  it('shows the Albanian title marked lang="sq", and the German description that was given, marked lang="de"', async () => {
    setLocaleSource(() => 'de');
    renderAt('/de/immobilien/100', <ListingDetail listing={translated} mode="page" />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Shtëpi me oborr në Zhegër' });
    expect(title.getAttribute('lang')).toBe('sq');
    const description = screen.getByTestId('detail-description');
    expect(description.textContent).toBe('Erste Zeile.');
    expect(description.getAttribute('lang')).toBe('de');
  });

  it("titles the tab and the recommendations' cards in Albanian, marked lang=\"sq\"", async () => {
    setLocaleSource(() => 'de');
    serveListings([translated, recommended]);
    renderAt('/de/immobilien/100', <Routed />, '/de/immobilien/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shtëpi me oborr në Zhegër' })).toBeTruthy();
    // The tab's title follows the page's heading: wait for it as a visitor would.
    await waitFor(() => expect(document.title).toMatch(/^Shtëpi me oborr në Zhegër - /));
    expect(within(await screen.findByTestId('recommendations')).getByText('Shtëpi në Gjilan').getAttribute('lang')).toBe('sq');
  });

  it('shows an untranslated listing in Albanian on an English page, its description marked lang="sq"', async () => {
    setLocaleSource(() => 'en');
    renderAt('/en/properties/300', <ListingDetail listing={makeListing({ id: '300' })} mode="page" />);
    expect((await screen.findByRole('heading', { level: 1, name: 'Shtëpi me oborr në Zhegër' })).getAttribute('lang')).toBe('sq');
    expect(screen.getByTestId('detail-description').getAttribute('lang')).toBe('sq');
  });
});
