/**
 * Larger listing sets made from the sample, in the SPEC shape of listings.json, for the data
 * and map scale figures. Deterministic: the same size always gives the same file.
 */
import fs from 'node:fs';
import path from 'node:path';

type RawListing = Record<string, unknown>;

/** A small seeded generator (mulberry32), so every run measures the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
/** About 1.5 km of jitter, so copies of one listing spread into their own neighbourhood. */
const JITTER_DEGREES = 0.015;

function jitterPoint(point: unknown, random: () => number): unknown {
  if (typeof point !== 'object' || point === null) return point;
  const { latitude, longitude } = point as { latitude?: unknown; longitude?: unknown };
  const shift = (value: unknown) => {
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number)
      ? Number((number + (random() * 2 - 1) * JITTER_DEGREES).toFixed(6))
      : value;
  };
  return { latitude: shift(latitude), longitude: shift(longitude) };
}

function shiftDate(value: unknown, days: number): unknown {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : new Date(time - days * DAY_MS).toISOString();
}

function varyPrice(value: unknown, random: () => number): unknown {
  if (typeof value !== 'number') return value;
  return Math.max(1000, Math.round((value * (0.8 + random() * 0.4)) / 1000) * 1000);
}

/**
 * `count` active listings made from the sample's active ones: numeric ids from 100000 up,
 * coordinates jittered, dates spread over the past years, prices varied by up to 20 %.
 */
export function scaleListings(sample: unknown, count: number, seed = 2026): { listings: RawListing[] } {
  const source = ((sample as { listings?: unknown })?.listings ?? []) as unknown[];
  const active = source.filter(
    (entry): entry is RawListing => typeof entry === 'object' && entry !== null && (entry as RawListing).active === true,
  );
  if (active.length === 0) throw new Error('The sample has no active listings to scale.');
  const random = seededRandom(seed);
  const listings = Array.from({ length: count }, (_, index): RawListing => {
    const base = active[index % active.length] as RawListing;
    const round = Math.floor(index / active.length);
    return {
      ...base,
      id: String(100000 + index),
      active: true,
      price: varyPrice(base.price, random),
      createdAt: shiftDate(base.createdAt, round * 7 + Math.floor(random() * 7)),
      geoPoint: round === 0 ? base.geoPoint : jitterPoint(base.geoPoint, random),
    };
  });
  return { listings };
}

/** Writes the scaled set to `dir/listings-{count}.json` and returns its path. */
export function writeScaledListings(sampleFile: string, count: number, dir: string): string {
  const sample: unknown = JSON.parse(fs.readFileSync(sampleFile, 'utf8'));
  const file = path.join(dir, `listings-${count}.json`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(scaleListings(sample, count)));
  return file;
}
