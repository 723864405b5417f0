import { useSyncExternalStore } from 'react';
import { agencyYear } from 'shared/format';

/** The attribute that carries the year on the footer's line, so the browser hydrates the server's. */
export const YEAR_ATTRIBUTE = 'data-copyright-year';

const noSubscription = () => () => undefined;

/** The year the server wrote into the page being hydrated; today's when it wrote none. */
function yearOnPage(): number {
  const written = Number(globalThis.document?.querySelector(`[${YEAR_ATTRIBUTE}]`)?.getAttribute(YEAR_ATTRIBUTE));
  return Number.isInteger(written) && written > 0 ? written : agencyYear();
}

/**
 * The footer's copyright year, taken from the date when the page is rendered (never when the code
 * loaded: a server runs for months). While the browser hydrates the server's page it is the year
 * the server wrote, so the markup matches even for a page made before a new year began and
 * hydrated after; the render after hydration brings it to today's.
 */
export function useCopyrightYear(): number {
  return useSyncExternalStore(noSubscription, () => agencyYear(), yearOnPage);
}
