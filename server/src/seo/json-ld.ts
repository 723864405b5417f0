/**
 * schema.org structured data for one listing: a RealEstateListing page `about` the property,
 * with its Offer (sell or lease out). The coordinates are the listing's public point as the
 * projection moved it (projection/privacy.ts), the one the map shows, never rounded again:
 * rounding a moved point to two decimals can snap it back onto an exact point on that grid.
 */
import type { Accommodation, Offer, Place, RealEstateListing, WithContext } from 'schema-dts';
import type { Listing } from 'shared/contracts';
import { listingPrice, parseDate } from 'shared/format';
import { BASE_LOCALE, type Locale } from 'shared/i18n';
import { listingDescription, listingPath, listingTitle, type ListingText } from 'shared/listings/rules';
import { absoluteUrl, largeImage } from './urls';

const GOODRELATIONS = 'http://purl.org/goodrelations/v1#';

function property(listing: Listing, name: string): Accommodation | Place {
  const address = {
    '@type': 'PostalAddress' as const,
    addressLocality: listing.city,
    ...(listing.subcity ? { streetAddress: listing.subcity } : {}),
    addressCountry: 'XK',
  };
  const geo = listing.geoPoint
    ? {
        '@type': 'GeoCoordinates' as const,
        latitude: listing.geoPoint.latitude,
        longitude: listing.geoPoint.longitude,
      }
    : undefined;
  const area = typeof listing.details.area === 'number' ? listing.details.area : undefined;
  const rooms = typeof listing.details.rooms === 'number' ? listing.details.rooms : undefined;

  if (listing.category === 'apartment' || listing.category === 'house') {
    return {
      '@type': listing.category === 'apartment' ? 'Apartment' : 'House',
      name,
      address,
      ...(geo ? { geo } : {}),
      ...(area ? { floorSize: { '@type': 'QuantitativeValue', value: area, unitCode: 'MTK' } } : {}),
      ...(rooms ? { numberOfRooms: rooms } : {}),
    };
  }
  return { '@type': 'Place', name, address, ...(geo ? { geo } : {}) };
}

/**
 * schema.org's ItemAvailability: a sold listing is SoldOut, a reserved one Reserved ("reserved
 * and therefore not available"), any other InStock.
 */
const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
} as const;

function offer(listing: Listing): Offer {
  const forRent = listing.option === 'Me Qera';
  const price = listingPrice(listing).amount;
  return {
    '@type': 'Offer',
    priceCurrency: 'EUR',
    ...(typeof price === 'number' ? { price } : {}),
    ...(typeof price === 'number' && forRent
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' } }
      : {}),
    availability: AVAILABILITY[listing.status ?? 'available'],
    businessFunction: { '@id': `${GOODRELATIONS}${forRent ? 'LeaseOut' : 'Sell'}` },
  };
}

/**
 * The language of a name and a description together, when they have one: both in one language,
 * or the name's when there is no description. A translated title over an Albanian description
 * has none, and `inLanguage` is then left out rather than half wrong.
 */
function languageOf(name: ListingText, description: ListingText): Locale | undefined {
  if (description.text.trim() === '' || description.lang === name.lang) return name.lang;
  return undefined;
}

/**
 * The data of the listing's page in `locale`: its address in that language, its name and
 * description as that page shows them (the translation when given, else the Albanian text) and
 * the language they are in (`inLanguage`). The place's name is the same title.
 */
export function listingJsonLd(listing: Listing, siteUrl: string, locale: Locale = BASE_LOCALE): WithContext<RealEstateListing> {
  const posted = parseDate(listing.createdAt);
  const name = listingTitle(listing, locale);
  const description = listingDescription(listing, locale);
  const inLanguage = languageOf(name, description);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: name.text,
    description: description.text,
    ...(inLanguage ? { inLanguage } : {}),
    url: absoluteUrl(siteUrl, listingPath(listing.id, locale)),
    ...(posted ? { datePosted: posted.toISOString().slice(0, 10) } : {}),
    ...(listing.images.length > 0 ? { image: listing.images.map((url) => absoluteUrl(siteUrl, largeImage(url))) } : {}),
    about: property(listing, name.text),
    offers: offer(listing),
  };
}
