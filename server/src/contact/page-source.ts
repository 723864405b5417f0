/**
 * Where a stored message came from, read back from its page line ('Prona: {id}' or
 * 'Faqja: {url}', shared/contact's `pageLine`): a listing with its address on this site, a page
 * of this site, or — for anything else a visitor could have typed — text that is never offered
 * as a link. The inquiry mail and the back office's inbox both read it here.
 */
import { listingIdOfPage } from 'shared/contact';
import type { MessageSource } from 'shared/contracts';
import { BASE_LOCALE } from 'shared/i18n';
import { listingPath, listingUrl } from 'shared/listings/rules';
import { isLocalPath } from '../local-path';
import { headerText } from '../notify/header';

/**
 * The inbox's and the mail's view of a page line (shared/contracts `MessageSource`). Both are
 * the agency's, in Albanian: a listing's link is its Albanian page, whatever language the
 * visitor wrote from (a page's line keeps the address the visitor was on).
 */
export type PageSource = MessageSource;

const PAGE_LINE = /^Faqja: (\S+)$/;

export function pageSource(page: string, siteUrl: string): PageSource {
  const line = headerText(page, 300);
  if (!line) return { kind: 'none' };
  const listingId = listingIdOfPage(line);
  if (listingId) {
    return { kind: 'listing', listingId, path: listingPath(listingId, BASE_LOCALE), url: listingUrl(siteUrl, listingId, BASE_LOCALE) };
  }
  const url = PAGE_LINE.exec(line)?.[1];
  if (url && URL.canParse(url) && URL.canParse(siteUrl)) {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`;
    if (parsed.origin === new URL(siteUrl).origin && isLocalPath(path)) return { kind: 'page', url, path };
  }
  return { kind: 'text', text: line };
}
