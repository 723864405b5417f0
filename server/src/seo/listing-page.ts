/**
 * The static page of one listing in one language (shared `listingSeoPath`:
 * `/assets/pronat/{id}/index.html`, `/assets/en/properties/{id}/index.html`, …): complete, small,
 * readable without JavaScript, for search engines and link previews. Canonical to the listing's
 * page in its language, naming the others (hreflang). All listing text is escaped. The title and
 * description are the translation in the page's language when the agency gave one, else the
 * Albanian text, marked with the language they are in (shared `listingTitle`, `listingDescription`).
 */
import type { Listing } from 'shared/contracts';
import type { SiteConfig } from 'shared/site';
import {
  categoryLabel,
  formatDate,
  listingPrice,
  locationText,
  mainDetailRows,
  offerBadge,
  paragraphs,
  photoAlt,
  photoAltLang,
  priceBreakdown,
} from 'shared/format';
import { BASE_LOCALE, type Locale } from 'shared/i18n';
import { listingDescription, listingPath, listingTitle } from 'shared/listings/rules';
import { inLocale } from '../locale-scope';
import { alternateLinks, alternates } from './alternates';
import { escapeHtml, jsonForScript } from './escape';
import { FRAME_STYLE, contactAside, frameHeader } from './frame';
import { listingJsonLd } from './json-ld';
import { listingPreviewMeta, previewTags } from './meta';
import { seoStrings } from './strings';
import { absoluteUrl, largeImage, smallImage } from './urls';

const STYLE = `${FRAME_STYLE}.loc,.meta{color:#5b6b6a;margin:0}
.price{font-size:1.5rem;font-weight:700;color:#0e7970;margin:.3em 0}
.price s,.breakdown s{color:#8a9695;font-size:1rem;font-weight:400;margin-left:.5em}
.breakdown{color:#3f4d4c;font-weight:600;margin:0 0 .3em}
.details{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
.details li{background:#fff;border:1px solid #dde5e4;border-radius:8px;padding:6px 10px}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:8px}
.photos img{width:100%;height:auto;border-radius:8px;display:block}
.status{display:inline-block;padding:2px 10px;border-radius:6px;color:#fff;font-size:.85rem;font-weight:700;vertical-align:middle}
.status[data-status=sold]{background:#b42318}
.status[data-status=reserved]{background:#a15c07}
.live{display:inline-block;background:#0e7970;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600}
`;

/** The page in `locale`: its words, and the shared formats (prices, names, dates) in that language. */
export function renderListingPage(listing: Listing, site: SiteConfig, locale: Locale = BASE_LOCALE): string {
  return inLocale(locale, () => drawListingPage(listing, site, locale));
}

function drawListingPage(listing: Listing, site: SiteConfig, locale: Locale): string {
  const t = seoStrings(locale);
  const meta = listingPreviewMeta(listing, site.siteUrl, site.brand, locale);
  const title = listingTitle(listing, locale);
  const description = listingDescription(listing, locale);
  const versions = alternates((other) => absoluteUrl(site.siteUrl, listingPath(listing.id, other)));
  const price = listingPrice(listing);
  const details = mainDetailRows(listing);
  const livePath = listingPath(listing.id, locale);
  const posted = formatDate(listing.createdAt);
  const breakdown = priceBreakdown(listing);
  // In the option's place: a reserved or sold listing's status (styled), else the option.
  const badge = offerBadge(listing);
  const badgeHtml =
    badge.status === undefined ? escapeHtml(badge.text) : `<span class="status" data-status="${escapeHtml(badge.status)}">${escapeHtml(badge.text)}</span>`;

  const photos = listing.images
    .map(
      (url, index) =>
        `<img src="${escapeHtml(largeImage(url))}" srcset="${escapeHtml(smallImage(url))} 600w, ${escapeHtml(largeImage(url))} 1200w" sizes="(max-width: 640px) 100vw, 480px" width="1200" height="800" alt="${escapeHtml(photoAlt(listing.captions, index))}"${altLang(listing.captions, index)}${index > 0 ? ' loading="lazy"' : ''}>`,
    )
    .join('\n        ');

  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(meta.title)}</title>
    <link rel="canonical" href="${escapeHtml(meta.url)}">
    ${alternateLinks(versions)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${previewTags(meta, site.brand)}
    <script type="application/ld+json">${jsonForScript(listingJsonLd(listing, site.siteUrl, locale))}</script>
    <style>${STYLE}</style>
  </head>
  <body>
    ${frameHeader(site, locale)}
    <main>
      <article>
        <p class="loc">${escapeHtml(locationText(listing))}</p>
        <h1 lang="${title.lang}">${escapeHtml(title.text)}</h1>
        <p class="meta">${[badgeHtml, ...[categoryLabel(listing.category), posted ? t.posted(posted) : ''].filter(Boolean).map(escapeHtml)].join(' · ')}</p>
        <p class="price">${escapeHtml(price.text)}${price.was ? ` <s title="${escapeHtml(t.reducedFrom)}">${escapeHtml(price.was)}</s>` : ''}</p>
${breakdown ? `        <p class="breakdown">${escapeHtml(breakdown.text)}${breakdown.was ? ` <s title="${escapeHtml(t.reducedFrom)}">${escapeHtml(breakdown.was)}</s>` : ''}</p>
` : ''}        <p><a class="live" href="${escapeHtml(livePath)}">${escapeHtml(t.openLive)}</a></p>
${details.length > 0 ? `        <h2>${escapeHtml(t.details)}</h2>
        <ul class="details">
          ${details.map((row) => `<li>${escapeHtml(row.label)}: <strong>${escapeHtml(row.value)}</strong></li>`).join('\n          ')}
        </ul>
` : ''}        <h2>${escapeHtml(t.description)}</h2>
        ${paragraphs(description.text).map((text) => `<p lang="${description.lang}">${escapeHtml(text)}</p>`).join('\n        ')}
${photos ? `        <h2>${escapeHtml(t.photos)}</h2>
        <div class="photos">
        ${photos}
        </div>
` : ''}      </article>
      ${contactAside(site, locale)}
    </main>
  </body>
</html>
`;
}

/** A photo's `lang` attribute when its alt text is the agent's caption (in the listing's language), else none. */
function altLang(captions: readonly unknown[] | undefined, index: number): string {
  const lang = photoAltLang(captions, index);
  return lang === undefined ? '' : ` lang="${lang}"`;
}
