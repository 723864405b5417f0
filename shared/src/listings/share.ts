/**
 * What a shared listing says, and the links that share it where the phone's share sheet (Web
 * Share API) is missing: WhatsApp, Viber, e-mail. Pure: the card menu, the detail page and the
 * preview draw the same words from here, in the page's language (or `locale`).
 */
import type { Listing } from '../contracts';
import { listingPrice } from '../format';
import { currentLocale } from '../i18n/current';
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { listingTitle } from './listingText';
import { listingUrl } from './paths';

/** The data the Web Share API takes (`navigator.share`), and the fallback links are made of. */
export interface ShareContent {
  /** The listing's title (listing text: the agent's words, as they are). */
  title: string;
  /** The title and the price, in the page's language: 'Banesë 2+1 – 85.000 €'. */
  text: string;
  /** The listing's page in the page's language ('/en/properties/{id}'), with the origin. */
  url: string;
}

export interface ShareLinks {
  whatsapp: string;
  viber: string;
  email: string;
}

export type ShareableListing = Pick<Listing, 'id' | 'title' | 'description' | 'translations' | 'category' | 'option' | 'price' | 'reducedPrice'>;

/** The listing as shared from `origin`: its title, title and price, its page's address, all in `locale`. */
export function shareContent(listing: ShareableListing, origin: string, locale?: Locale): ShareContent {
  const price = listingPrice(listing, locale).text;
  // The title the page shows: its translation in the language when the agency gave one.
  const title = listingTitle(listing, locale ?? currentLocale()).text;
  return {
    title,
    text: t('share.text', { title, price }, locale),
    url: listingUrl(origin, listing.id, locale),
  };
}

/**
 * The links a desktop browser shares with: each app's own address for a text, the text and the
 * address in it. Every part is encoded (`encodeURIComponent`): a title is data, and a '&' or '#'
 * in it must not end the parameter. An e-mail's lines are CRLF (RFC 6068).
 */
export function shareLinks(content: ShareContent): ShareLinks {
  const message = encodeURIComponent(`${content.text}\n${content.url}`);
  return {
    whatsapp: `https://wa.me/?text=${message}`,
    viber: `viber://forward?text=${message}`,
    email: `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`${content.text}\r\n\r\n${content.url}`)}`,
  };
}
