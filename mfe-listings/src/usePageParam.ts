import { useCallback, useEffect, useRef } from 'react';
import { clampPage, parsePage, totalPages } from 'shared/listings';
import { useLocation, useSearchParams } from 'shared/router';

/** SPEC 9: the page scrolls to the top this long after a page change. */
export const SCROLL_TOP_DELAY_MS = 300;

/**
 * The page number from `?page=`, the number of pages for `count` results, a way to change
 * page (a history push) and each page's address. A page above the total resets to 1 once the data is loaded (SPEC 4).
 */
export function usePageParam(count: number, loaded: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = parsePage(searchParams.get('page'));
  const total = totalPages(count);
  const page = loaded ? clampPage(requested, total) : requested;

  useEffect(() => {
    if (!loaded || page === requested) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('page', String(page));
        return next;
      },
      { replace: true },
    );
  }, [loaded, page, requested, setSearchParams]);

  // Jump to the top a moment after the page number changes (not on the first render): a smooth
  // scroll from the pager at the bottom of a phone's long grid took over a second and a half.
  const shownPage = useRef(page);
  // A page changed to show a card the map selected: that card scrolls into view, not the top.
  const keepScroll = useRef(false);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (keepScroll.current) {
      keepScroll.current = false;
      return;
    }
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page]);

  /**
   * Changes page: a new history entry, the window back to the top. `toCard`: the page of a card
   * the map selected, in place of the current entry (the selection is no step of the visitor's
   * history), the scroll left to that card.
   */
  const goToPage = useCallback(
    (target: number, toCard = false) => {
      if (target === page) return;
      keepScroll.current = toCard;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('page', String(target));
          return next;
        },
        { replace: toCard },
      );
    },
    [page, setSearchParams],
  );

  /** The address of page `target` of this search: the links the pagination is made of. */
  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      next.set('page', String(target));
      return `${pathname}?${next.toString()}`;
    },
    [pathname, searchParams],
  );

  return { page, total, goToPage, hrefFor };
}
