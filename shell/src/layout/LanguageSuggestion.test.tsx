import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'shared/router-server';
import { renderRoutes } from 'shared/testing/routes';
import { AppProviders } from 'shared/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSuggestion } from './LanguageSuggestion';
import { SUGGESTED_KEY, cameFromSite, claimFirstSuggestion, suggestedLocale } from './suggestedLocale';

/** The browser's preferred languages, as navigator.languages reports them. */
function prefer(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('suggestedLocale', () => {
  it("names the first of the site's languages the browser prefers, by its base language", () => {
    expect(suggestedLocale(['de-CH', 'en-US'], 'sq')).toBe('de');
    expect(suggestedLocale(['fr-FR', 'EN-gb'], 'sq')).toBe('en');
    expect(suggestedLocale(['sq-AL'], 'de')).toBe('sq');
  });

  it("suggests nothing when the browser names the page's own language first, or none of the site's", () => {
    expect(suggestedLocale(['sq', 'de'], 'sq')).toBeNull();
    expect(suggestedLocale(['en-GB', 'de'], 'en')).toBeNull();
    expect(suggestedLocale(['fr', 'it'], 'sq')).toBeNull();
    expect(suggestedLocale([], 'sq')).toBeNull();
    expect(suggestedLocale([''], 'sq')).toBeNull();
  });
});

describe('cameFromSite', () => {
  it("is true for a page opened from the site's own, false from elsewhere or nowhere", () => {
    expect(cameFromSite('https://prona.example/pronat?page=1', 'https://prona.example')).toBe(true);
    expect(cameFromSite('https://www.google.com/', 'https://prona.example')).toBe(false);
    expect(cameFromSite('', 'https://prona.example')).toBe(false);
    expect(cameFromSite('not a url', 'https://prona.example')).toBe(false);
  });
});

describe('claimFirstSuggestion', () => {
  it('answers yes once per browser, then no', () => {
    expect(claimFirstSuggestion()).toBe(true);
    expect(window.localStorage.getItem(SUGGESTED_KEY)).not.toBeNull();
    expect(claimFirstSuggestion()).toBe(false);
  });

  it('answers no when the browser keeps nothing: a suggestion it cannot remember would come back on every page', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(claimFirstSuggestion(blocked)).toBe(false);
  });
});

describe('LanguageSuggestion', () => {
  it('offers the same page and search in the preferred language, in that language, once', async () => {
    prefer('de-DE', 'de');
    const first = renderRoutes('/pronat?page=2&type=house', [{ path: '*', element: <LanguageSuggestion /> }]);
    const note = await screen.findByRole('complementary', { name: 'Sprache' });
    expect(note.getAttribute('lang')).toBe('de');
    expect(note.textContent).toContain('Diese Seite gibt es auch auf Deutsch.');
    const link = screen.getByRole('link', { name: 'Auf Deutsch lesen' });
    expect(link.getAttribute('href')).toBe('/de/immobilien?page=2&type=house');
    first.unmount();

    renderRoutes('/pronat?page=2', [{ path: '*', element: <LanguageSuggestion /> }]);
    await act(async () => {});
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('closes on its dismiss button, named by its text', async () => {
    prefer('en-US');
    renderRoutes('/kontakti', [{ path: '*', element: <LanguageSuggestion /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says nothing to a browser that prefers the page\'s language', async () => {
    prefer('en-GB', 'sq');
    renderRoutes('/en/contact', [{ path: '*', element: <LanguageSuggestion /> }]);
    await act(async () => {});
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem(SUGGESTED_KEY)).toBeNull();
  });

  it("offers nothing on a page reached from the site's own: the visitor chose its language", async () => {
    prefer('de');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/pronat?page=1`);
    renderRoutes('/en/properties?page=1', [{ path: '*', element: <LanguageSuggestion /> }]);
    await act(async () => {});
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("is not in the server's page, which is the same for every visitor", () => {
    prefer('de');
    const html = renderToString(
      <AppProviders>
        <StaticRouter location="/pronat?page=1">
          <LanguageSuggestion />
        </StaticRouter>
      </AppProviders>,
    );
    expect(html).not.toContain('<aside');
    expect(html).not.toContain('Deutsch');
  });
});
