/** SPEC 9: listings per page. */
export const PAGE_SIZE = 20;
/** SPEC 4: up to this many pages every number is shown. */
export const PAGINATION_FULL_MAX = 7;

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

const isPageNumber = (page: number): boolean => Number.isInteger(page) && page >= 1;

/** Number of pages; 0 items give 0 pages (the pagination is not shown without results). */
export function totalPages(count: number, pageSize: number = PAGE_SIZE): number {
  if (!(count > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(count / pageSize);
}

/** The items on a 1-based page; [] for a page that does not exist. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  if (!isPageNumber(page) || !(pageSize > 0)) return [];
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** SPEC 4: a page above the total (or not a page number) resets to 1. */
export function clampPage(page: number, total: number): number {
  return isPageNumber(page) && page <= total ? page : 1;
}

/** A page number from a query-string value such as `?page=3`; 1 when missing or junk. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return isPageNumber(page) ? page : 1;
}

export const canGoPrevious = (current: number): boolean => current > 1;
export const canGoNext = (current: number, total: number): boolean => current < total;

/**
 * SPEC 4: the buttons to show. Up to 7 pages: all. Otherwise the first and last page, the
 * current page with one neighbour each side, and an ellipsis before the window when current > 4
 * and after it when current < total - 3. Where there is no ellipsis the window runs to the
 * edge, so no page is skipped silently and an ellipsis always hides at least two pages.
 */
export function paginationModel(current: number, total: number): PaginationItem[] {
  if (!(total >= 1)) return [];
  // Only the pages shown are made: at 100,000 listings there are 5,000 pages, and the server
  // draws this strip on every listings page it sends.
  const pages = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  if (total <= PAGINATION_FULL_MAX) return pages(1, total);
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const startEllipsis = page > 4;
  const endEllipsis = page < total - 3;
  const from = startEllipsis ? page - 1 : 2;
  const to = endEllipsis ? page + 1 : total - 1;
  return [
    1,
    ...(startEllipsis ? (['ellipsis-start'] as const) : []),
    ...pages(from, to),
    ...(endEllipsis ? (['ellipsis-end'] as const) : []),
    total,
  ];
}
