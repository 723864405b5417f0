import type { MouseEvent } from 'react';
import { SITE_ROUTES } from 'shared/routes';
import { strings } from '../strings';
import classes from './SkipLink.module.css';

/** The listings area's results (the grid, or in map mode the grid and the map): where the skip link leads. */
export const RESULTS_ID = 'rezultatet';

const LISTINGS_PATHS: ReadonlySet<string> = new Set(SITE_ROUTES.filter((route) => route.page === 'listings').map((route) => route.path));

/** The listings pages have a skip link past the header and the filter strip. */
export const hasSkipLink = (pathname: string): boolean => LISTINGS_PATHS.has(pathname);

/**
 * 'Kalo te pronat': the page's first Tab stop, shown when focused, leading past the top bar and
 * the filter strip to the results. A link to their id, so it works before the app has started
 * (the browser focuses the target, which takes focus with tabindex -1); with the app, the focus
 * moves the same way without adding the fragment to the address.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const results = document.getElementById(RESULTS_ID);
    if (!results) return;
    event.preventDefault();
    results.focus();
  };
  return (
    <a className={classes.skip} href={`#${RESULTS_ID}`} onClick={skip}>
      {strings.skipToResults}
    </a>
  );
}
