import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { favourites } from 'shared/favourites';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { renderRoutes } from 'shared/testing/routes';
import { FavouritesLink } from './FavouritesLink';

afterEach(() => {
  for (const id of favourites.ids()) favourites.remove(id);
  setLocaleSource(() => 'sq');
});

describe("the top bar's heart", () => {
  it.each<[Locale, string, string, string]>([
    ['sq', '/te-preferuarat', 'Të preferuarat', 'Të preferuarat: 2 prona'],
    ['en', '/en/favourites', 'Favourites', 'Favourites: 2 properties'],
    ['de', '/de/favoriten', 'Favoriten', 'Favoriten: 2 Immobilien'],
  ])('in %s, links to the favourites page and shows how many are saved, its name holding the number', (locale, path, empty, two) => {
    setLocaleSource(() => locale);
    renderRoutes('/', [{ path: '*', element: <FavouritesLink /> }]);
    const link = screen.getByRole('link', { name: empty });
    expect(link.getAttribute('href')).toBe(path);
    expect(link.textContent).toBe('');
    act(() => favourites.add(['1', '2']));
    expect(screen.getByRole('link', { name: two }).textContent).toBe('2');
  });
});
