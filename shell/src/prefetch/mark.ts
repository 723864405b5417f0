/**
 * The User Timing mark set when the idle prefetch begins (bootstrap.tsx). Everything the page
 * fetches before it is the page's own load; what follows is code fetched ahead for the next tap.
 * `pnpm bench` splits a route's bytes at this mark.
 */
export const PREFETCH_MARK = 'prefetch-next-code';
