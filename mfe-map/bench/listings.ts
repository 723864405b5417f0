/** Deterministic synthetic listings for the benchmark, spread over Kosovo, densest in Prishtina. */
const CATEGORIES = ['apartment', 'house', 'land', 'building', 'office'] as const;
const CITIES: Array<{ name: string; latitude: number; longitude: number; weight: number }> = [
  { name: 'Prishtinë', latitude: 42.6629, longitude: 21.1655, weight: 6 },
  { name: 'Prizren', latitude: 42.2139, longitude: 20.7397, weight: 2 },
  { name: 'Pejë', latitude: 42.6593, longitude: 20.2887, weight: 1.5 },
  { name: 'Ferizaj', latitude: 42.3706, longitude: 21.1483, weight: 1.5 },
  { name: 'Gjilan', latitude: 42.4635, longitude: 21.4694, weight: 1.5 },
  { name: 'Podujevë', latitude: 42.9106, longitude: 21.1933, weight: 1 },
  { name: 'Lipjan', latitude: 42.5217, longitude: 21.1258, weight: 1 },
];

/** mulberry32: a small seeded generator, so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticListings(count: number): { listings: unknown[] } {
  const next = random(count);
  const totalWeight = CITIES.reduce((sum, city) => sum + city.weight, 0);
  const listings = Array.from({ length: count }, (_, index) => {
    let pick = next() * totalWeight;
    const city = CITIES.find((candidate) => (pick -= candidate.weight) < 0) ?? CITIES[0]!;
    // Within ~8 km of the centre, closer more often.
    const spread = 0.08 * Math.sqrt(next());
    const angle = next() * 2 * Math.PI;
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)]!;
    return {
      id: String(100000 + index),
      active: true,
      title: `Pronë testimi ${index + 1} në ${city.name}`,
      description: '',
      category,
      option: next() < 0.7 ? 'Në Shitje' : 'Me Qera',
      city: city.name,
      subcity: 'Qendër',
      price: Math.round(20 + next() * 400) * 1000,
      images: [],
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      geoPoint: {
        latitude: city.latitude + spread * Math.sin(angle),
        longitude: city.longitude + spread * Math.cos(angle) * 1.35,
      },
      details: {},
    };
  });
  return { listings };
}
