import type { Listing } from 'shared/contracts';
import { makeListing as makeSharedListing } from 'shared/testing';

/** A valid listing with photos, a point and card details; override only what a test is about. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return makeSharedListing({
    images: ['/assets/images/a-1200.webp', '/assets/images/b-1200.webp'],
    geoPoint: { latitude: 42.66, longitude: 21.16 },
    details: { area: 80, rooms: 3, baths: 1 },
    ...overrides,
  });
}

const CITIES = ['Prishtinë', 'Prizren', 'Pejë'];

/**
 * `count` listings, newest first: id i+1, one day apart, cities in turn, every third one a
 * house for rent, prices 10,000 apart.
 */
export function makeListings(count: number): Listing[] {
  return Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(i + 1),
      title: `Prona ${i + 1}`,
      city: CITIES[i % CITIES.length]!,
      category: i % 3 === 2 ? 'house' : 'apartment',
      option: i % 3 === 2 ? 'Me Qera' : 'Në Shitje',
      price: (i + 1) * 10_000,
      createdAt: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
    }),
  );
}
