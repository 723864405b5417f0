/**
 * Where the agency's listings are, for the back office's point picker: each city and each of its
 * neighbourhoods at the mean of its listings' exact points (every status), most listings first.
 * Admin data, read only through the admin API.
 */
import type { Kysely } from 'kysely';
import type { AdminPlace } from 'shared/contracts';
import type { Database } from './tables';

export async function listingPlaces(db: Kysely<Database>): Promise<AdminPlace[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['city', 'subcity'])
    .select((eb) => [eb.fn.avg<number | string>('latitude').as('latitude'), eb.fn.avg<number | string>('longitude').as('longitude'), eb.fn.countAll<number | string>().as('count')])
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .groupBy(['city', 'subcity'])
    .execute();
  const cities = new Map<string, { latitude: number; longitude: number; count: number }>();
  const neighbourhoods: AdminPlace[] = [];
  for (const row of rows) {
    const count = Number(row.count);
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    const city = cities.get(row.city) ?? { latitude: 0, longitude: 0, count: 0 };
    // The city's middle weighs each neighbourhood by its listings.
    cities.set(row.city, {
      latitude: city.latitude + latitude * count,
      longitude: city.longitude + longitude * count,
      count: city.count + count,
    });
    if (row.subcity.trim() !== '') neighbourhoods.push({ city: row.city, neighbourhood: row.subcity, latitude, longitude, count });
  }
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const places: AdminPlace[] = [...cities].map(([city, sum]) => ({ city, latitude: round(sum.latitude / sum.count), longitude: round(sum.longitude / sum.count), count: sum.count }));
  return [...places, ...neighbourhoods.map((place) => ({ ...place, latitude: round(place.latitude), longitude: round(place.longitude) }))].sort(
    (a, b) => b.count - a.count || a.city.localeCompare(b.city, 'sq') || (a.neighbourhood ?? '').localeCompare(b.neighbourhood ?? '', 'sq'),
  );
}
