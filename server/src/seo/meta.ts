/** Link-preview tags (OpenGraph, Twitter card) and the description of a listing, per language. */
import type { Listing } from 'shared/contracts';
import { listingPrice, locationText, photoAlt } from 'shared/format';
import { BASE_LOCALE, LOCALES, type Locale } from 'shared/i18n';
import { listingDescription, listingPath, listingTitle } from 'shared/listings/rules';
import { inLocale } from '../locale-scope';
import { escapeHtml } from './escape';
import { absoluteUrl, largeImage } from './urls';

/** Each language as Open Graph names it (language_TERRITORY): English is British on this site. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { sq: 'sq_AL', en: 'en_GB', de: 'de_DE' };

const DESCRIPTION_MAX = 160;

/**
 * A one-line summary: price, place (the shared formats' language: locale-scope.ts), and the start
 * of the description a page in `locale` shows (its translation, else the Albanian one).
 */
export function listingSummary(listing: Listing, locale: Locale = BASE_LOCALE): string {
  const text = `${listingPrice(listing).text} · ${locationText(listing)}. ${listingDescription(listing, locale).text}`.replace(/\s+/g, ' ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

export interface PreviewMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** What the image shows, for a preview read aloud: the cover's caption, else 'Pamje e pronës 1' in the page's language. */
  imageAlt?: string;
  /** The page's language: its `og:locale`, the others its `og:locale:alternate`. */
  locale: Locale;
}

/**
 * A listing's preview in `locale`: its title and description as that language's page shows them
 * (the translation when given, else the Albanian text), its price and place in that language, its
 * page's address in it.
 */
export function listingPreviewMeta(listing: Listing, siteUrl: string, brand: string, locale: Locale = BASE_LOCALE): PreviewMeta {
  const first = listing.images[0];
  return {
    title: `${listingTitle(listing, locale).text} - ${brand}`,
    description: inLocale(locale, () => listingSummary(listing, locale)),
    url: absoluteUrl(siteUrl, listingPath(listing.id, locale)),
    // The cover's public 1200 px version (a -600 thumbnail address names it too), never an original.
    image: first ? absoluteUrl(siteUrl, largeImage(first)) : undefined,
    imageAlt: first ? photoAlt(listing.captions, 0, locale) : undefined,
    locale,
  };
}

/** The `<head>` tags for a page with this preview; every value escaped. */
export function previewTags(meta: PreviewMeta, siteName: string): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.locale]}">`,
    ...LOCALES.filter((locale) => locale !== meta.locale).map((locale) => `<meta property="og:locale:alternate" content="${OG_LOCALES[locale]}">`),
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.image) {
    tags.push(
      // No og:image:width/height: a cover is 1200 px wide but as tall as its photo (a portrait's
      // is 1600), and a wrong size crops a chat's preview; the apps read the picture's own.
      `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
      `<meta name="twitter:image" content="${escapeHtml(meta.image)}">`,
    );
    if (meta.imageAlt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`, `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}">`);
  }
  return tags.join('\n    ');
}

/**
 * The app's index.html with the listing's title and preview tags, so a link to /pronat/{id}
 * shared in a chat shows the listing even though chat apps do not run our JavaScript.
 */
export function withPreviewMeta(indexHtml: string, meta: PreviewMeta, siteName: string): string {
  // Replacer functions, not replacement strings: a `$'` or `$&` in a listing's title would
  // otherwise be expanded into parts of the page.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${previewTags(meta, siteName)}\n  </head>`);
}
