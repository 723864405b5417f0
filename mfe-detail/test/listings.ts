import type { Listing } from 'shared/contracts';

/** A valid listing for tests; override only what a test is about. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: '1824',
    active: true,
    title: 'Shtëpi me oborr në Zhegër',
    description: 'Rreshti i parë.\nRreshti i dytë.',
    category: 'house',
    option: 'Në Shitje',
    city: 'Gjilan',
    subcity: 'Zhegër',
    price: 120_000,
    images: [
      '/assets/images/a-1200.webp',
      '/assets/images/b-1200.webp',
      '/assets/images/c-1200.webp',
      '/assets/images/d-1200.webp',
    ],
    createdAt: '2026-11-10T11:05:00.000Z',
    details: { area: 165, rooms: 5, baths: 1, furnished: false },
    ...overrides,
  };
}
