/**
 * The public beacon a listing's page sends when the app shows it without asking the server for
 * the page (an in-app navigation): `POST listingViewPath(id)`, no body, answered 204. A page the
 * server sends is counted by the server itself (server/src/views/).
 */
export const LISTING_VIEW_ROUTE = '/api/listings/:id/view';

export const listingViewPath = (id: string): string => `/api/listings/${encodeURIComponent(id)}/view`;
