/**
 * The map card's approximate amount in another currency on English and German pages (the sample
 * configuration's rates: 1 EUR = 1.08 USD, 0.94 CHF); none on Albanian ones.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { makeListing } from 'shared/testing';
import { renderRoutes } from 'shared/testing/routes';
import { MapCard } from './MapCard';

const NBSP = '\u00a0';
const listing = makeListing({ id: '1824', title: 'Shtëpi në Zhegër', option: 'Me Qera', price: 450 });

function renderCard(path: string) {
  renderRoutes(path, [{ path: '*', element: <MapCard listing={listing} variant="popup" /> }]);
  return within(screen.getByRole('article', { name: listing.title }));
}

afterEach(() => setLocaleSource(() => 'sq'));

describe('MapCard', () => {
  it.each([
    ['de', '/de/immobilien', `≈${NBSP}420${NBSP}CHF/Monat`, 'Ungefähr, zum Kurs der Agentur von 1 EUR = 0,94 CHF (Stand: 1. November 2026)'],
    ['en', '/en/properties', `≈${NBSP}490${NBSP}USD/month`, 'Approximate, at the agency’s rate of 1 EUR = 1.08 USD (1 November 2026)'],
  ] as const)('shows the approximate rent under the price on a page in %s', (locale: Locale, path, text, note) => {
    setLocaleSource(() => locale);
    const amount = renderCard(path).getByText(/^≈/);
    expect(amount.textContent).toBe(text);
    expect((amount.closest('[data-approximate-price]') as HTMLElement).title).toBe(note);
  });

  it('shows euros only on an Albanian page', () => {
    const card = renderCard('/pronat');
    expect(card.queryByText(/^≈/)).toBeNull();
    expect(card.getByText(/€\/muaj/)).toBeTruthy();
  });
});
