/** SPEC section 9: a small screen is narrower than 768 px. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';
