/** The listing detail page, above the fold (the shell's own pages are server-rendered by the app: ../ssr/). */
import type { Listing } from 'shared/contracts';
import {
  formatDate,
  listingPrice,
  imageAtWidth,
  listingHeadline,
  locationText,
  mainDetailRows,
  shortId,
} from 'shared/format';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';
import { escapeHtml } from '../seo/escape';
import { statusBadgeHtml } from './status-badge';
import { firstViewStrings as t } from './strings';

/** The detail gallery's main image: the -1200.webp original. */
export const DETAIL_IMAGE = { width: 1200, height: 800 } as const;

export function detailHtml(listing: Listing): string {
  const [cover, ...rest] = listing.images;
  const side = rest.slice(0, 2);
  const count = Math.min(listing.images.length, 3);
  const price = listingPrice(listing);
  const meta = [locationText(listing), formatDate(listing.createdAt)].filter(Boolean).map(escapeHtml).join(' · ');
  const keys = mainDetailRows(listing)
    .map((row) => `<li><strong>${escapeHtml(row.value)}</strong>${escapeHtml(row.label)}</li>`)
    .join('');
  return [
    '<div class="fv-detail">',
    `<nav class="fv-crumbs" aria-label="${escapeHtml(t.breadcrumb)}"><a href="${LISTINGS_FIRST_PAGE_PATH}">← ${escapeHtml(t.back)}</a>`,
    `<span>${t.idLabel} <strong>${escapeHtml(shortId(listing.id))}</strong></span></nav>`,
    `<section class="fv-gallery" data-count="${count}" aria-label="${escapeHtml(t.gallery)}">`,
    '<div class="fv-gallery-main">',
    cover
      ? `<img src="${escapeHtml(cover)}" alt="${escapeHtml(t.imageAlt(1))}" width="${DETAIL_IMAGE.width}" height="${DETAIL_IMAGE.height}" fetchpriority="high">`
      : '',
    `<div class="fv-overlay"><span class="fv-option">${escapeHtml(listing.option)}</span>${statusBadgeHtml(listing)}<p class="fv-headline">${escapeHtml(listingHeadline(listing))}</p></div>`,
    '</div>',
    side
      .map(
        (src, i) =>
          `<img src="${escapeHtml(imageAtWidth(src, 600))}" alt="${escapeHtml(t.imageAlt(i + 2))}" width="600" height="400" loading="lazy">`,
      )
      .join(''),
    '</section>',
    '<div class="fv-facts"><div>',
    meta ? `<p class="fv-meta-line">${meta}</p>` : '',
    `<h1>${escapeHtml(listing.title)}</h1>`,
    `<p class="fv-price"><span class="fv-amount">${escapeHtml(price.text)}</span>${price.was ? `<s class="fv-reduced">${escapeHtml(price.was)}</s>` : ''}</p>`,
    keys ? `<ul class="fv-keys" aria-label="${escapeHtml(t.mainDetails)}">${keys}</ul>` : '',
    '</div></div></div>',
  ].join('');
}
