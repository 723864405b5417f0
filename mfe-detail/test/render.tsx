import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Listing } from 'shared/contracts';
import { LOCALES, localePrefix } from 'shared/i18n';
import { resetListingsCache } from 'shared/listings';
import { renderRoutes } from 'shared/testing/routes';

/** Renders `element` at `path` inside the providers and a router with a stand-in 404 page (in each language). */
export function renderAt(path: string, element: ReactNode, routePath = '*') {
  return renderRoutes(path, [
    ...LOCALES.map((locale) => ({ path: `${localePrefix(locale)}/404`, element: <p>faqja-404</p> })),
    { path: '/pronat', element: <p>faqja-e-pronave</p> },
    { path: routePath, element },
  ]);
}

/** Serves these listings to the shared data service as listings.json would. */
export function serveListings(listings: Listing[]): void {
  resetListingsCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ listings }) })),
  );
}
