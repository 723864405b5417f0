import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource, type Locale } from '../i18n';
import { makeListing } from '../listings/fixtures';
import { ApproximatePrice } from './ApproximatePrice';
import { AppProviders } from './AppProviders';

// The sample configuration's rates (site.config.json): 1 EUR = 1.08 USD, 0.94 CHF, set 1 November 2026.
const NBSP = '\u00a0';
const onPage = (locale: Locale) => setLocaleSource(() => locale);
afterEach(() => onPage('sq'));

const sale = makeListing({ price: 126_000 });

describe('ApproximatePrice', () => {
  it('says the amount on a German card, with the note as its tooltip and for screen readers', () => {
    onPage('de');
    render(<AppProviders><ApproximatePrice listing={sale} /></AppProviders>);
    const amount = screen.getByText(/^≈/);
    expect(amount.textContent).toBe(`≈${NBSP}118.000${NBSP}CHF`);
    const element = amount.closest('[data-approximate-price]') as HTMLElement;
    const note = 'Ungefähr, zum Kurs der Agentur von 1 EUR = 0,94 CHF (Stand: 1. November 2026)';
    expect(element.title).toBe(note);
    expect(element.textContent).toBe(`≈${NBSP}118.000${NBSP}CHF (${note})`);
  });

  it('says the note under the amount where there is room (explained), in English', () => {
    onPage('en');
    render(<AppProviders><ApproximatePrice listing={makeListing({ price: 600, option: 'Me Qera' })} explained /></AppProviders>);
    expect(screen.getByText(/^≈/).textContent).toBe(`≈${NBSP}650${NBSP}USD/month`);
    expect(screen.getByText('Approximate, at the agency’s rate of 1 EUR = 1.08 USD (1 November 2026)')).toBeTruthy();
  });

  it('draws nothing on an Albanian page or for a price on request', () => {
    const { container } = render(<AppProviders><ApproximatePrice listing={sale} /></AppProviders>);
    expect(container.querySelector('[data-approximate-price]')).toBeNull();
    onPage('de');
    const onRequest = render(<AppProviders><ApproximatePrice listing={makeListing({ price: 'Me Marrëveshje', reducedPrice: null })} /></AppProviders>);
    expect(onRequest.container.querySelector('[data-approximate-price]')).toBeNull();
  });

  it('hydrates the markup the server drew for a German page without a mismatch', async () => {
    onPage('de');
    const node = () => <AppProviders><p><ApproximatePrice listing={sale} /></p></AppProviders>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(node());
    document.body.append(container);
    const drawn = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, node(), { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(drawn);
    expect(container.textContent).toContain(`≈${NBSP}118.000${NBSP}CHF`);
    container.remove();
  });
});
