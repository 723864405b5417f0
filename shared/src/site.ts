/** The agency's own details, from the one site configuration file at the repository root. */
import config from '../../site.config.json';
import { readApproximatePrices, type ApproximatePricesConfig, type ApproximateRates } from './approximatePrices';

export {
  ApproximatePricesError,
  approximateRateFor,
  readApproximatePrices,
  type ApproximateLocale,
  type ApproximatePricesConfig,
  type ApproximateRate,
  type ApproximateRates,
} from './approximatePrices';

export interface SiteConfig {
  brand: string;
  legalName: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  /** Where the office is, for the contact page's map (a public address, not a listing's place). */
  office: { latitude: number; longitude: number };
  siteUrl: string;
  social: { facebook: string; instagram: string };
  logo: string;
  /** Hosts of listing photos served from elsewhere (allowed by the Content-Security-Policy). */
  imageHosts: string[];
  /** The map's base layers; a deployment swaps a tile provider here. */
  mapTiles: MapTileProvider[];
  /**
   * The agency's rates for an approximate amount beside prices on English and German pages
   * ('≈ 118.000 CHF'); absent: none. Checked by `readApproximatePrices` (the server at start).
   */
  approximatePrices?: ApproximatePricesConfig;
}

export interface MapTileProvider {
  id: 'street' | 'satellite' | 'contrast';
  /** A Leaflet tile URL template. */
  url: string;
  /** HTML shown in the attribution control, as each provider's terms require. */
  attribution: string;
  subdomains?: string;
  maxZoom: number;
}

export const site: SiteConfig = config as SiteConfig;

let siteRates: ApproximateRates | undefined;

/**
 * The site configuration's approximate-price rates, checked once. The server checks them as it
 * starts (server/src/config.ts), so a bad value stops the start before any page shows a figure.
 */
export function siteApproximateRates(): ApproximateRates {
  siteRates ??= readApproximatePrices(site.approximatePrices);
  return siteRates;
}

/**
 * The origin a layer's tiles come from, with `subdomain` for its `{s}` (the other placeholders
 * do not touch the host). Throws on a URL that is not absolute.
 */
export function tileOrigin(layer: MapTileProvider, subdomain: string): string {
  return new URL(layer.url.replace('{s}', subdomain).replace(/\{[a-z]\}/g, '0')).origin;
}

/** The base layer the map shows first (SPEC: Street). */
export const FIRST_TILE_LAYER: MapTileProvider['id'] = 'street';

/**
 * The origin the first layer's tiles come from (with its first subdomain when the URL has
 * `{s}`; Leaflet's default subdomains are a, b, c), or null when the site has no such layer.
 */
export function firstTileOrigin(layers: readonly MapTileProvider[] = site.mapTiles): string | null {
  const layer = layers.find((candidate) => candidate.id === FIRST_TILE_LAYER);
  if (!layer) return null;
  try {
    return tileOrigin(layer, (layer.subdomains ?? 'abc').charAt(0));
  } catch {
    return null;
  }
}

/** The phone number as a `tel:` link target. */
export const phoneHref = (phone: string = site.phone): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The office on the street layer's tiles: the contact page's small map, in the app and the first view. */
export const OFFICE_MAP = { zoom: 16, width: 512, height: 280 } as const;
