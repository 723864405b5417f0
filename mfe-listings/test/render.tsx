import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { hoveredListingId, listingsView, selectedListing } from 'shared/bus';
import type { Filters, Listing } from 'shared/contracts';
import { filtersToSearchParams, resetListingsCache, searchParamsToFilters } from 'shared/listings';
import { renderRoutes, type TestRouter } from 'shared/testing/routes';

/**
 * The options of the Mantine select labelled `label`, after opening it. jsdom lays nothing out,
 * so floating-ui may count the input as scrolled away and hide the dropdown; the options are
 * there all the same, and the browser tests check that they show.
 */
export async function openSelect(label: string): Promise<HTMLElement[]> {
  // The select's input is looked up afresh each time: until its code has loaded, shared/ui's
  // Select is a stand-in, which the real select replaces (it then opens, replaying the click).
  const input = () => screen.getByRole('combobox', { name: label });
  // Clicking an open select would close it, so calling this again (in waitFor) re-reads it.
  if (input().getAttribute('aria-expanded') !== 'true') fireEvent.click(input());
  // The list mounts when the dropdown opens, possibly a moment after; the first opening also
  // loads the dropdown's code, which a cold test worker transforms on the spot.
  const listbox = await waitFor(
    () => {
      expect(input().getAttribute('aria-expanded')).toBe('true');
      const list = document.getElementById(input().getAttribute('aria-controls') ?? '');
      if (!list) throw new Error(`The select ${label} has no list of options`);
      return list;
    },
    { timeout: 5_000 },
  );
  return within(listbox).getAllByRole('option', { hidden: true });
}

/** Opens the select labelled `label` and picks `option`. */
export async function choose(label: string, option: string): Promise<void> {
  const options = await openSelect(label);
  const target = options.find((candidate) => candidate.textContent === option);
  if (!target) throw new Error(`The select ${label} has no option ${option}`);
  fireEvent.click(target);
}

/** A fresh bus for each test. */
export function resetBus(): void {
  listingsView.next('grid');
  hoveredListingId.next(null);
  selectedListing.next(null);
}

/** Renders `element` for every path, starting at `path`, inside the providers and a router. */
export function renderAt(path: string, element: ReactNode) {
  return renderRoutes(path, [{ path: '*', element }]);
}

/** The query string the router is at now, as an object. */
export const currentQuery = (router: TestRouter) =>
  Object.fromEntries(new URLSearchParams(router.location.search));

/** The filters the router's URL says now (the URL owns the search). */
export const currentFilters = (router: TestRouter): Filters =>
  searchParamsToFilters(new URLSearchParams(router.location.search)).filters;

/** The listings page's path with `filters` in its query. */
export const pathWith = (filters: Filters, page = 1): string =>
  `/pronat?${filtersToSearchParams(filters, 'newest', new URLSearchParams({ page: String(page) })).toString()}`;

/** Serves these listings to the shared data service as listings.json would. */
export function serveListings(listings: Listing[]): void {
  resetListingsCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ listings }) })),
  );
}
