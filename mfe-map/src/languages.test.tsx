import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { makeListing } from 'shared/testing';
import { renderRoutes } from 'shared/testing/routes';
import { StaticRouter } from 'shared/router-server';
import { AppProviders } from 'shared/ui';
import { MapCard } from './card/MapCard';
import { clusterIcon } from './map/clusterIcon';
import MapPanel from './MapPanel';
import { MapStatus } from './MapStatus';
import { strings } from './strings';

/** What the map remote says in each language (its own messages only). */
const WORDS = {
  sq: {
    listings: '/pronat',
    region: 'Harta e pronave',
    notice: 'Harta tregon vendndodhjen e përafërt (~500m) për të mbrojtur privatësinë.',
    loading: 'Harta po ngarkohet…',
    legend: 'Llojet e pronave në hartë',
    details: 'Shiko detajet',
    preview: 'Shikim i shpejtë',
    close: 'Mbyll',
    failed: 'Harta nuk u ngarkua. Kontrolloni lidhjen me internetin dhe provoni përsëri.',
    retry: 'Provo përsëri',
    cluster: '12 prona në këtë zonë',
    unlocated: ['1 pronë pa vendndodhje', '3 prona pa vendndodhje'],
  },
  en: {
    listings: '/en/properties',
    region: 'Property map',
    notice: 'The map shows an approximate location (~500m) to protect privacy.',
    loading: 'Loading the map…',
    legend: 'Property types on the map',
    details: 'View details',
    preview: 'Quick view',
    close: 'Close',
    failed: 'The map did not load. Check your internet connection and try again.',
    retry: 'Try again',
    cluster: '12 properties in this area',
    unlocated: ['1 property without a location', '3 properties without a location'],
  },
  de: {
    listings: '/de/immobilien',
    region: 'Immobilienkarte',
    notice: 'Die Karte zeigt eine ungefähre Lage (~500m), um die Privatsphäre zu schützen.',
    loading: 'Karte wird geladen…',
    legend: 'Immobilienarten auf der Karte',
    details: 'Details ansehen',
    preview: 'Schnellansicht',
    close: 'Schließen',
    failed: 'Die Karte wurde nicht geladen. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    cluster: '12 Immobilien in diesem Gebiet',
    unlocated: ['1 Immobilie ohne Standort', '3 Immobilien ohne Standort'],
  },
} as const satisfies Record<Locale, unknown>;

const OTHER_LANGUAGES = ['en', 'de'] as const;

afterEach(() => setLocaleSource(() => 'sq'));

describe('the map panel as the server draws it', () => {
  it('speaks each request’s language, one after the other in one process', () => {
    for (const locale of ['sq', 'en', 'de', 'sq'] as const) {
      const words = WORDS[locale];
      setLocaleSource(() => locale);
      const html = renderToString(
        <AppProviders>
          <StaticRouter location={`${words.listings}?page=1&view=harta`}>
            <MapPanel />
          </StaticRouter>
        </AppProviders>,
      );
      const page = document.createElement('div');
      page.innerHTML = html;
      const panel = within(page);
      expect(panel.getByRole('region', { name: words.region })).toBeTruthy();
      expect(panel.getByText(words.notice)).toBeTruthy();
      expect(panel.getByText(words.loading)).toBeTruthy();
      expect(panel.getByRole('list', { name: words.legend })).toBeTruthy();
    }
  });
});

describe.each(OTHER_LANGUAGES)('the map remote in %s', (locale) => {
  const words = WORDS[locale];

  it('offers the listing at its address in the language, a preview and a close button', () => {
    setLocaleSource(() => locale);
    const onClose = vi.fn();
    const listing = makeListing({ id: '1824' });
    renderRoutes(`${words.listings}?page=1&view=harta`, [{ path: '*', element: <MapCard listing={listing} variant="bottom" onClose={onClose} /> }]);
    const card = within(screen.getByRole('article', { name: listing.title }));
    expect(card.getByRole('link', { name: words.details }).getAttribute('href')).toBe(`${words.listings}/1824`);
    expect(card.getByRole('button', { name: words.preview })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: words.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the map failed and offers to try again', () => {
    setLocaleSource(() => locale);
    render(
      <AppProviders>
        <MapStatus failed onRetry={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByText(words.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.retry })).toBeTruthy();
  });

  it('counts the results without a location, one and several', () => {
    setLocaleSource(() => locale);
    expect([strings.unlocated(1), strings.unlocated(3)]).toEqual(words.unlocated);
  });
});

describe('a cluster badge', () => {
  it('is named in the language it is drawn in, even after a badge of the same count in another', () => {
    for (const locale of ['sq', 'en', 'de'] as const) {
      setLocaleSource(() => locale);
      expect(clusterIcon(12).options.html).toContain(WORDS[locale].cluster);
    }
  });
});
