import type { DetailValue, Listing, ListingDetails } from '../contracts';
import { DETAIL_KEYS, detailField, type DetailType } from '../listing-fields';

/** A valid listing for tests; override only what a test is about. Not exported by the barrel. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: '1',
    active: true,
    title: 'Banesë në qendër',
    description: '',
    category: 'apartment',
    option: 'Në Shitje',
    city: 'Prishtinë',
    subcity: 'Arbëri',
    price: 100_000,
    images: [],
    createdAt: '2026-01-01T00:00:00Z',
    details: {},
    ...overrides,
  };
}

/**
 * A value of each detail type (shared/listing-fields) the schema takes, and one it refuses: the
 * tests that follow every detail of the descriptor through the site use them, so a new detail
 * is tested the moment it is declared.
 */
export const DETAIL_TYPE_SAMPLES: Record<DetailType, { good: DetailValue; bad: unknown }> = {
  area: { good: 84.5, bad: 'e madhe' },
  count: { good: 3, bad: 2.5 },
  yesNo: { good: true, bad: 'po' },
  yesNoOrCount: { good: 2, bad: 'po' },
  floor: { good: '4/10', bad: 4.5 },
  year: { good: 2018, bad: 'dikur' },
  text: { good: 'Qendrore', bad: 7 },
  parcel: { good: 'P-77', bad: true },
  documents: { good: ['possession', 'permit', 'occupancy'], bad: ['possession', 'deed'] },
};

/** Every detail of the descriptor with its type's good value. */
export const allDetails = (): ListingDetails =>
  Object.fromEntries(DETAIL_KEYS.map((key) => [key, DETAIL_TYPE_SAMPLES[detailField(key).type].good]));
