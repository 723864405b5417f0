import type { Listing } from '../contracts';

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
