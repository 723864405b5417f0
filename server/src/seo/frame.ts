/**
 * The site's frame for the pages the server writes as HTML itself (a listing's SEO page, the
 * page of a fault): the brand leading to the listings, and the agency's contacts. Made from the
 * site's settings alone, so a page in it needs no listing, no store and no app build.
 */
import type { Locale } from 'shared/i18n';
import { listingsFirstPagePath } from 'shared/listings/rules';
import type { SiteConfig } from 'shared/site';
import { phoneHref } from 'shared/site';
import { escapeHtml } from './escape';
import { seoStrings } from './strings';

export const FRAME_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2b2a;background:#f7f9f9;line-height:1.55}
header,main{max-width:960px;margin:0 auto;padding:16px}
header a{font-weight:700;color:#0e7970;text-decoration:none;font-size:1.2rem}
h1{font-size:1.7rem;line-height:1.25;margin:.2em 0}
aside{background:#fff;border:1px solid #dde5e4;border-radius:12px;padding:16px;margin-top:24px}
`;

/** The head of a page in the site's frame (not indexed): its title after the brand's, the icon, `style`. */
export const framePageHead = (site: SiteConfig, title: string, style: string): string => `<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} · ${escapeHtml(site.brand)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>${style}</style>
  </head>`;

/** The top of the frame: the brand, a link to the listings in the page's language. */
export const frameHeader = (site: SiteConfig, locale: Locale): string =>
  `<header><a href="${listingsFirstPagePath(locale)}">${escapeHtml(site.brand)}</a></header>`;

/** The agency's contacts and the way back to the listings, in the page's language. */
export function contactAside(site: SiteConfig, locale: Locale): string {
  const t = seoStrings(locale);
  return `<aside>
        <h2>${escapeHtml(t.contact)}</h2>
        <p>${escapeHtml(t.phone)}: <a href="${escapeHtml(phoneHref(site.phone))}">${escapeHtml(site.phone)}</a><br>
        ${escapeHtml(t.email)}: <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a><br>
        ${escapeHtml(t.address)}: ${escapeHtml(site.address)}</p>
        <p><a href="${listingsFirstPagePath(locale)}">${escapeHtml(t.backToListings)}</a></p>
      </aside>`;
}
