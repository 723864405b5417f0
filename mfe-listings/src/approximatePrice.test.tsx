/**
 * A card's approximate amount in another currency, on English and German pages (the sample
 * configuration's rates: 1 EUR = 1.08 USD, 0.94 CHF, set 1 November 2026); none on Albanian ones.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from 'shared/contracts';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { AppProviders } from 'shared/ui';
import { makeListing } from '../test/listings';
import { ListingCard } from './ListingCard';

const NBSP = '\u00a0';

function renderCard(listing: Listing) {
  render(
    <AppProviders>
      <ListingCard listing={listing} onOpen={vi.fn()} onHover={vi.fn()} />
    </AppProviders>,
  );
  return within(screen.getByRole('article', { name: listing.title }));
}

afterEach(() => setLocaleSource(() => 'sq'));

describe.each([
  ['de', `≈${NBSP}113.000${NBSP}CHF`, `≈${NBSP}420${NBSP}CHF/Monat`, 'Ungefähr, zum Kurs der Agentur von 1 EUR = 0,94 CHF (Stand: 1. November 2026)'],
  ['en', `≈${NBSP}130,000${NBSP}USD`, `≈${NBSP}490${NBSP}USD/month`, 'Approximate, at the agency’s rate of 1 EUR = 1.08 USD (1 November 2026)'],
] as const)('a card on a page in %s', (locale: Locale, sale, rent, note) => {
  it('shows the approximate amount under the price, the note as its tooltip and for screen readers', () => {
    setLocaleSource(() => locale);
    const card = renderCard(makeListing({ id: '1', title: 'Shtëpi', price: 120_000 }));
    const amount = card.getByText(/^≈/);
    expect(amount.textContent).toBe(sale);
    const element = amount.closest('[data-approximate-price]') as HTMLElement;
    expect(element.title).toBe(note);
    expect(element.textContent).toBe(`${sale} (${note})`);
  });

  it("approximates a cut rent's current figure per month, and nothing for a price on request", () => {
    setLocaleSource(() => locale);
    expect(renderCard(makeListing({ id: '2', title: 'Banesë', option: 'Me Qera', price: 500, reducedPrice: 450 })).getByText(/^≈/).textContent).toBe(rent);
    expect(renderCard(makeListing({ id: '3', title: 'Truall', price: 'Me Marrëveshje', reducedPrice: null })).queryByText(/^≈/)).toBeNull();
  });
});

describe('a card on an Albanian page', () => {
  it('shows euros only', () => {
    const card = renderCard(makeListing({ id: '1', title: 'Shtëpi', price: 120_000 }));
    expect(card.queryByText(/^≈/)).toBeNull();
    expect(card.getByText(/^120\.000/).textContent).toBe(`120.000${NBSP}€`);
  });
});
