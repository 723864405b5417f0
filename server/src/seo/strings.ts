/**
 * The words of the pages the server writes in the site's frame (a listing's static page, the
 * agency's contacts under every such page), in the page's language: from the server's catalogue
 * (src/messages), read when a page is drawn.
 */
import type { Locale } from 'shared/i18n';
import { messagesIn } from '../i18n';

export function seoStrings(locale: Locale) {
  const say = messagesIn(locale);
  return {
    get openLive() { return say('seo.openLive'); },
    get backToListings() { return say('seo.backToListings'); },
    get details() { return say('seo.details'); },
    get description() { return say('seo.description'); },
    get photos() { return say('seo.photos'); },
    get contact() { return say('seo.contact'); },
    get phone() { return say('seo.phone'); },
    get email() { return say('seo.email'); },
    get address() { return say('seo.address'); },
    get reducedFrom() { return say('seo.reducedFrom'); },
    /** 'Publikuar më 04.03.2026': `date` already formatted. */
    posted: (date: string) => say('seo.posted', { date }),
  };
}
