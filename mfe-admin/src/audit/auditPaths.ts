/** The audit log's address and its filters' words in the URL (`/admin/regjistri?prona=2900`). */
export const AUDIT_PATH = '/admin/regjistri';
export const LISTING_PARAM = 'prona';
export const USER_PARAM = 'perdoruesi';

/** One listing's story: its changes, its photos', and those of the messages about it. */
export const listingAuditPath = (listingId: string): string => `${AUDIT_PATH}?${new URLSearchParams({ [LISTING_PARAM]: listingId })}`;
