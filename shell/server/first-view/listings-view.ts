/** /pronat (and /): the count line and the first page's cards, computed as the client computes them. */
import type { Listing } from 'shared/contracts';
import {
  cardChips,
  categoryLabel,
  formatMonthYear,
  listingPrice,
  imageAtWidth,
  locationText,
  optionBadge,
  type DetailRow,
} from 'shared/format';
import { listingPath, paginationModel } from 'shared/listings';
import { MAP_VIEW, openingSteps, openingTiles } from 'shared/map-view';
import { FIRST_TILE_LAYER, site, type MapTileProvider } from 'shared/site';
import { listingsPageModel, type ListingsPageModel } from '../projection/first-page';
import { escapeHtml } from '../seo/escape';
import { statusBadgeHtml } from './status-badge';
import { firstViewStrings as t } from './strings';

/** The card image's box: the gallery draws -600.webp at 3:2. */
export const CARD_IMAGE = { width: 600, height: 400 } as const;

export { listingsPageModel, type ListingsPageModel };

/** Computes the page a query asks for (the snapshot's `firstPage`, or `listingsPageModel` over a list). */
export type PageOf = (query: URLSearchParams) => ListingsPageModel;

/** '120 m²', '3 Dhoma', 'Ujë: Po' as on the card. */
function chipText(row: DetailRow): string {
  if (row.key === 'area') return row.value;
  return /^\d+$/.test(row.value) ? `${row.value} ${row.label}` : `${row.label}: ${row.value}`;
}

export function cardHtml(listing: Listing, first: boolean): string {
  const cover = listing.images[0];
  const image = cover
    ? `<img src="${escapeHtml(imageAtWidth(cover, 600))}" alt="${escapeHtml(t.imageAlt(1))}" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}" ${
        first ? 'fetchpriority="high"' : 'loading="lazy"'
      } decoding="async">`
    : '';
  const price = listingPrice(listing);
  const created = formatMonthYear(listing.createdAt);
  const chips = cardChips(listing)
    .map((row) => `<li>${escapeHtml(chipText(row))}</li>`)
    .join('');
  return [
    `<li><a class="fv-card" href="${escapeHtml(listingPath(listing.id))}">`,
    `<span class="fv-frame">${image}<span class="fv-badges"><span class="fv-badge"${listing.option === 'Me Qera' ? ' data-rent' : ''}>${escapeHtml(optionBadge(listing.option))}</span>${statusBadgeHtml(listing)}</span></span>`,
    '<span class="fv-body">',
    `<span class="fv-meta"><span class="fv-location">${escapeHtml(locationText(listing))}</span><span class="fv-id">${t.idLabel} ${escapeHtml(listing.id)}</span></span>`,
    `<span class="fv-card-title">${escapeHtml(listing.title)}</span>`,
    `<span class="fv-price"><span class="fv-amount">${escapeHtml(price.text)}</span>${
      price.was ? `<s class="fv-reduced">${escapeHtml(price.was)}</s>` : ''
    }</span>`,
    chips ? `<ul class="fv-chips">${chips}</ul>` : '',
    `<span class="fv-card-foot"><span>${escapeHtml(categoryLabel(listing.category))}</span>${created ? `<span>${escapeHtml(created)}</span>` : ''}</span>`,
    '</span></a></li>',
  ].join('');
}

function pagerHtml(model: ListingsPageModel, query: URLSearchParams): string {
  if (model.total <= 1) return '';
  const links = paginationModel(model.page, model.total).map((item) => {
    if (typeof item !== 'number') return '<span aria-hidden="true">…</span>';
    const params = new URLSearchParams(query);
    params.set('page', String(item));
    return `<a href="/pronat?${escapeHtml(params.toString())}"${item === model.page ? ' aria-current="page"' : ''}>${item}</a>`;
  });
  return `<nav class="fv-pager" aria-label="${escapeHtml(t.pagination)}">${links.join('')}</nav>`;
}

/** The listings area as the remote first shows it: heading, count, sort, cards, pagination. */
export function listingsPageHtml(pageOf: PageOf, query: URLSearchParams, fluid = false): string {
  const model = pageOf(query);
  const cards = model.visible.map((listing, index) => cardHtml(listing, index === 0)).join('');
  return [
    `<div class="fv-page"${fluid ? ' data-fluid' : ''}>`,
    '<div class="fv-head"><div class="fv-title-group">',
    `<h1 class="fv-heading">${escapeHtml(t.listingsHeading)}</h1><span class="fv-count">${escapeHtml(t.count(model.count))}</span>`,
    `</div><div class="fv-sort"><span>${escapeHtml(t.sortLabel)}</span><span>${escapeHtml(model.sortLabel)}</span></div></div>`,
    model.count === 0
      ? `<p class="fv-dimmed">${escapeHtml(t.empty)}</p>`
      : `<div class="fv-grid-wrap"><ul class="fv-grid">${cards}</ul></div>${pagerHtml(model, query)}`,
    '</div>',
  ].join('');
}

/** Map mode: the list beside the map's place, which shows the privacy notice until the map loads. */
export function mapViewHtml(pageOf: PageOf, query: URLSearchParams, layers: readonly MapTileProvider[] = site.mapTiles): string {
  const layer = layers.find((candidate) => candidate.id === FIRST_TILE_LAYER);
  return [
    `<div class="fv-split">${listingsPageHtml(pageOf, query, true)}`,
    `<div class="fv-map"><p>${escapeHtml(t.mapNotice)}</p><div class="fv-map-frame">${layer ? mapTilesHtml(layer) : ''}</div></div>`,
    '</div>',
  ].join('');
}

/**
 * The map's middle as the map will open (its first layer's tiles around the centre, where
 * Leaflet puts them), so a phone sees the map long before the map's code has arrived, and the
 * map then finds those tiles in the cache. The credit line is the layer's, as text.
 */
function mapTilesHtml(layer: MapTileProvider): string {
  const tiles = openingTiles(layer)
    .map(
      (tile) =>
        `<img src="${escapeHtml(tile.url)}" alt="" width="256" height="256" decoding="async" fetchpriority="${tile.central ? 'high' : 'low'}"` +
        ` style="left:calc(50% + ${tile.left}px);top:calc(50% + ${tile.top}px)">`,
    )
    .join('');
  const credit = layer.attribution.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return `<div class="fv-map-tiles" aria-hidden="true">${tiles}</div><span class="fv-map-credit">${credit}</span>`;
}

/**
 * The first view's tiles scaled as the map will open in the same box (the shared
 * `openingSteps`): one container query per step, the largest that holds winning. The tiles stay
 * the minimum zoom's; from half a step up Leaflet draws the next zoom's tiles over the same ground.
 */
export function mapOpeningCss(): string {
  return openingSteps()
    .map(
      (step) =>
        `@container fv-map (min-width: ${step.minWidth}px) and (min-height: ${step.minHeight}px) {` +
        ` .fv-map-tiles { transform: scale(${2 ** (step.zoom - MAP_VIEW.minZoom)}); } }`,
    )
    .join('\n');
}
