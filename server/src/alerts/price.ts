/**
 * A listing's price in an alert's e-mail, in the alert's language: the site's price rule
 * (`listingPrice`: what it costs now; `priceSuffix`: whether it is per month or per are), its
 * words from the server's catalogue, since an e-mail is written outside any page and must not
 * depend on a page's language.
 */
import type { Listing } from 'shared/contracts';
import { formatEuro, listingPrice, priceSuffix } from 'shared/format';
import type { Locale } from 'shared/i18n';
import { t } from '../i18n';

export function listingPriceText(listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice'>, locale: Locale): string {
  const { amount } = listingPrice(listing);
  if (amount === null) return t('alert.price.agreement', undefined, locale);
  const price = formatEuro(amount);
  if (priceSuffix(listing) === '') return price;
  return t(listing.option === 'Me Qera' ? 'alert.price.perMonth' : 'alert.price.perAre', { price }, locale);
}
