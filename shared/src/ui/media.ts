/** SPEC section 9: a small screen is narrower than 768 px. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';
/** The rest: where map mode shows the grid beside the map. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
