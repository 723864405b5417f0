/** The point picker's places (`GET /admin/api/places`): their names, and where a listing's map opens. */
import type { AdminPlace } from 'shared/contracts';
import { foldText } from 'shared/format';

/** 'Prizren', or 'Prizren – Ortakoll' for a neighbourhood. */
export const placeLabel = (place: AdminPlace): string => (place.neighbourhood ? `${place.city} – ${place.neighbourhood}` : place.city);

const same = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());

/** The form's neighbourhood in its city when the agency has listings there, else the city; undefined when neither is known. */
export function startingPlace(places: readonly AdminPlace[], city: string, neighbourhood: string): AdminPlace | undefined {
  if (city.trim() === '') return undefined;
  const inCity = places.filter((place) => same(place.city, city));
  return (neighbourhood.trim() !== '' ? inCity.find((place) => place.neighbourhood !== undefined && same(place.neighbourhood, neighbourhood)) : undefined) ?? inCity.find((place) => place.neighbourhood === undefined);
}
