import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'shared/router-server';
import { renderRoutes } from 'shared/testing/routes';
import { AppProviders } from 'shared/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageLinks } from './LanguageLinks';
import { TopBar } from './TopBar';

/** The switcher named `name` in the top bar (the phone's menu is a closed dialog). */
const switcher = (name: string) => within(screen.getByRole('navigation', { name }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language switcher', () => {
  it('links to the same page and search in each language, by its own name, the current one marked', () => {
    renderRoutes('/en/properties/2100?page=2&type=house', [{ path: '*', element: <TopBar /> }]);
    const link = (name: string) => switcher('Language').getByRole('link', { name });
    expect(link('Shqip').getAttribute('href')).toBe('/pronat/2100?page=2&type=house');
    expect(link('English').getAttribute('href')).toBe('/en/properties/2100?page=2&type=house');
    expect(link('Deutsch').getAttribute('href')).toBe('/de/immobilien/2100?page=2&type=house');
    for (const [name, locale] of [['Shqip', 'sq'], ['English', 'en'], ['Deutsch', 'de']] as const) {
      expect(link(name).getAttribute('hreflang')).toBe(locale);
      expect(link(name).getAttribute('lang')).toBe(locale);
      expect(link(name).getAttribute('aria-current')).toBe(name === 'English' ? 'true' : null);
    }
  });

  it("is in the phone's menu too, named in the page's language", () => {
    renderRoutes('/de/kontakt', [{ path: '*', element: <TopBar /> }]);
    const menu = within(document.getElementById('site-menu')!);
    const links = within(menu.getByRole('navigation', { name: 'Sprache', hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Shqip', '/kontakti', null],
      ['English', '/en/contact', null],
      ['Deutsch', '/de/kontakt', 'true'],
    ]);
  });

  it('leaves a plain click to the browser: a new document, never a route change in the app', () => {
    const { router } = renderRoutes('/pronat?page=1', [{ path: '*', element: <TopBar /> }]);
    let prevented: boolean | undefined;
    // After the app's own handlers (React's, on the root): what the browser would then do.
    const watch = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    try {
      fireEvent.click(switcher('Gjuha').getByRole('link', { name: 'English' }));
    } finally {
      window.removeEventListener('click', watch);
    }
    expect(prevented).toBe(false);
    expect(router.location.pathname).toBe('/pronat');
  });

  it("is in the server's page, as links, from the router's location", () => {
    const html = renderToString(
      <AppProviders>
        <StaticRouter location="/de/immobilien?page=3&view=harta">
          <LanguageLinks />
        </StaticRouter>
      </AppProviders>,
    );
    expect(html).toContain('href="/pronat?page=3&amp;view=harta" hrefLang="sq" lang="sq"');
    expect(html).toContain('href="/en/properties?page=3&amp;view=harta" hrefLang="en" lang="en"');
    expect(html).toMatch(/href="\/de\/immobilien\?page=3&amp;view=harta" hrefLang="de" lang="de" aria-current="true"/);
  });
});
