/** The shell's own pages (home, contact) and the listing detail page, above the fold. */
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
import { officeMap } from 'shared/map-view';
import { phoneHref, site } from 'shared/site';
import { strings } from '../../src/strings';
import { homeContent } from '../../src/pages/homeContent';
import { escapeHtml } from '../seo/escape';
import { firstViewStrings as t } from './strings';

/** The home hero's photo, exactly as HomePage draws it. */
export const HERO_IMAGE = { src: '/assets/images/exterior-house-01-1200.webp', width: 1200, height: 800 } as const;
/** The detail gallery's main image: the -1200.webp original. */
export const DETAIL_IMAGE = { width: 1200, height: 800 } as const;

export function homeHtml(): string {
  return [
    '<section class="fv-hero">',
    `<img src="${HERO_IMAGE.src}" alt="${escapeHtml(homeContent.heroImageAlt)}" width="${HERO_IMAGE.width}" height="${HERO_IMAGE.height}" fetchpriority="high">`,
    '<div class="fv-shade"></div><div class="fv-hero-content">',
    `<h1>${escapeHtml(homeContent.heroTitle(site.brand))}</h1>`,
    `<p class="fv-tagline">${escapeHtml(homeContent.tagline)}</p>`,
    `<a class="fv-button" href="${LISTINGS_FIRST_PAGE_PATH}">${escapeHtml(homeContent.cta)}</a>`,
    '</div></section>',
    '<div class="fv-narrow">',
    `<h2>${escapeHtml(homeContent.introTitle)}</h2>`,
    `<p class="fv-lead">${escapeHtml(homeContent.intro)}</p>`,
    `<p class="fv-lead">${escapeHtml(homeContent.contactLine)} <a href="${escapeHtml(phoneHref())}">${escapeHtml(site.phone)}</a> · <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a></p>`,
    '</div>',
  ].join('');
}

export function contactHtml(): string {
  const c = strings.contactPage;
  const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
  return [
    '<div class="fv-narrow">',
    `<h1>${escapeHtml(c.title)}</h1>`,
    `<p class="fv-dimmed">${escapeHtml(c.intro)}</p>`,
    '<div class="fv-panel"><dl class="fv-contact">',
    row(c.address, escapeHtml(site.address)),
    row(c.phone, `<a href="${escapeHtml(phoneHref())}">${escapeHtml(site.phone)}</a>`),
    row(c.email, `<a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>`),
    row(c.hours, escapeHtml(c.hoursValue)),
    '</dl>',
    officeHtml(),
    '</div></div>',
  ].join('');
}

/** The office's small map as the contact page draws it (shell/src/pages/OfficeMap.tsx). */
function officeHtml(): string {
  const map = officeMap();
  if (!map) return '';
  const tiles = map.tiles
    .map(
      (tile) =>
        `<img src="${escapeHtml(tile.url)}" alt="" width="256" height="256" loading="lazy" style="left:calc(50% + ${tile.left}px);top:calc(50% + ${tile.top}px)">`,
    )
    .join('');
  return [
    `<figure class="fv-office" aria-label="${escapeHtml(strings.contactPage.mapLabel)}">`,
    `<div class="fv-office-tiles">${tiles}<span class="fv-office-pin" aria-hidden="true"></span></div>`,
    // The credit is the site configuration's own HTML (its links already open in a new tab).
    `<figcaption><a href="${escapeHtml(map.openUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(strings.contactPage.openMap)}</a><span>${map.attribution}</span></figcaption>`,
    '</figure>',
  ].join('');
}

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
    `<div class="fv-overlay"><span class="fv-option">${escapeHtml(listing.option)}</span><p class="fv-headline">${escapeHtml(listingHeadline(listing))}</p></div>`,
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
