import { describe, expect, it } from 'vitest';
import { placeLabel, startingPlace } from './places';

const places = [
  { city: 'Prishtinë', latitude: 42.66, longitude: 21.16, count: 40 },
  { city: 'Prishtinë', neighbourhood: 'Dardania', latitude: 42.65, longitude: 21.15, count: 9 },
  { city: 'Prizren', latitude: 42.21, longitude: 20.74, count: 12 },
];

describe('the point picker places', () => {
  it('opens on the neighbourhood when the agency has listings there, else the city, else nowhere', () => {
    expect(startingPlace(places, 'Prishtinë', ' dardania ')).toBe(places[1]);
    expect(startingPlace(places, 'prishtine', 'Tophane')).toBe(places[0]);
    expect(startingPlace(places, 'Prizren', '')).toBe(places[2]);
    expect(startingPlace(places, 'Ferizaj', 'Qendër')).toBeUndefined();
    expect(startingPlace(places, '', 'Dardania')).toBeUndefined();
  });

  it('names a neighbourhood with its city', () => {
    expect(places.map(placeLabel)).toEqual(['Prishtinë', 'Prishtinë – Dardania', 'Prizren']);
  });
});
