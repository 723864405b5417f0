/**
 * The detail page's and the preview's approximate amount in another currency, with its note said
 * under it, on English and German pages (the sample configuration's rates: 1 EUR = 1.08 USD,
 * 0.94 CHF, set 1 November 2026); none on Albanian pages.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { makeListing } from '../test/listings';
import { renderAt } from '../test/render';
import { ListingDetail } from './detail/ListingDetail';
import { RecommendationCard } from './recommendations/RecommendationCard';

const NBSP = '\u00a0';

afterEach(() => setLocaleSource(() => 'sq'));

describe.each([
  ['de', '/de/immobilien', `≈${NBSP}84.600${NBSP}CHF`, 'Ungefähr, zum Kurs der Agentur von 1 EUR = 0,94 CHF (Stand: 1. November 2026)'],
  ['en', '/en/properties', `≈${NBSP}97,200${NBSP}USD`, 'Approximate, at the agency’s rate of 1 EUR = 1.08 USD (1 November 2026)'],
] as const)('a listing on a page in %s', (locale: Locale, listings, text, note) => {
  // A cut price: the approximate amount is the current figure's (90,000 €), never the struck one's.
  const listing = makeListing({ id: '1824', price: 100_000, reducedPrice: 90_000 });

  it.each(['page', 'modal'] as const)('shows the approximate current price and its note under the price (%s)', async (mode) => {
    setLocaleSource(() => locale);
    renderAt(`${listings}/1824`, <ListingDetail listing={listing} mode={mode} onClose={() => {}} />);
    const amount = await screen.findByText(/^≈/);
    expect(amount.textContent).toBe(text);
    expect(screen.getByText(note)).toBeTruthy();
    // It follows the price, quieter, and the struck figure stays in euros.
    expect(screen.getByText(/^(€)?100[.,]000/).tagName).toBe('S');
  });

  it('shows the approximate amount under a recommended listing\'s price, its note its tooltip', async () => {
    setLocaleSource(() => locale);
    renderAt(`${listings}/1`, <RecommendationCard listing={listing} />);
    const amount = await screen.findByText(/^≈/);
    expect(amount.textContent).toBe(text);
    expect(amount.closest('[data-approximate-price]')?.getAttribute('title')).toBe(note);
  });
});

describe('a listing on an Albanian page', () => {
  it('shows euros only', async () => {
    renderAt('/pronat/1824', <ListingDetail listing={makeListing({ id: '1824' })} mode="page" />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^≈/)).toBeNull();
  });

  it('recommends listings in euros only', async () => {
    renderAt('/pronat/1', <RecommendationCard listing={makeListing({ id: '1824' })} />);
    await screen.findByText(/€/);
    expect(screen.queryByText(/^≈/)).toBeNull();
  });
});
