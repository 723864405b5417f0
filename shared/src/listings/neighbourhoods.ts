/**
 * The neighbourhoods a city's listings name ('Lagjja' in the filter dialog): the choices of the
 * `neighbourhood` filter (filters.ts), each with how many listings it has, in Albanian
 * alphabetical order. They come from the listings themselves, so a new neighbourhood needs no
 * list to be kept.
 */
import type { Listing } from '../contracts';

export interface Neighbourhood {
  name: string;
  count: number;
}

// Made on first use: a page that never lists neighbourhoods loads no collation data.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator('sq')).compare(a, b);

/** The neighbourhoods of `city`'s listings (their `subcity`, trimmed; blank ones left out). */
export function neighbourhoodsOf(listings: readonly Listing[], city: string): Neighbourhood[] {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    if (listing.city !== city || typeof listing.subcity !== 'string') continue;
    const name = listing.subcity.trim();
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => compareNames(a.name, b.name));
}
