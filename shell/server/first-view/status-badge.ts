/** The reserved/sold badge (issue 26) in the first view's HTML, with the React badge's text and colours. */
import type { Listing } from 'shared/contracts';
import { statusBadge } from 'shared/format';
import { escapeHtml } from '../seo/escape';

/** '' for an available listing. */
export function statusBadgeHtml(listing: Pick<Listing, 'status'>): string {
  const text = statusBadge(listing);
  return text === undefined ? '' : `<span class="fv-status" data-status="${escapeHtml(listing.status ?? '')}">${escapeHtml(text)}</span>`;
}
