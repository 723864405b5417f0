/**
 * `pnpm bench:schema`: why listings are checked twice over. Times, at 10,000 listings made from
 * the sample, the valibot schema alone against the hand-kept quick check (fastCheck.ts) that
 * takes well-formed entries before the schema sees them — interleaved runs in one process, so
 * the JIT and a busy machine weigh on both sides alike. The browser runs this check on every
 * listings file it loads; one validator would be simpler, so the second must keep earning its place.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import { fastListing, listingSchema } from 'shared/listings';
import { scaleListings } from './generate';
import { sampleListingsFile } from './paths';
import { mannWhitneyU, median } from './stats';

const LISTINGS = 10_000;
const RUNS = 30;

const { listings } = scaleListings(JSON.parse(fs.readFileSync(sampleListingsFile, 'utf8')), LISTINGS);
const schemaAlone = () => {
  for (const entry of listings) v.safeParse(listingSchema, entry);
};
const quickThenSchema = () => {
  for (const entry of listings) if (fastListing(entry) === undefined) v.safeParse(listingSchema, entry);
};
const time = (run: () => void) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const alone: number[] = [];
const quick: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  // Alternate which goes first, so neither always runs on a warmer or a cooler machine.
  const order: [() => void, number[]][] = [
    [schemaAlone, alone],
    [quickThenSchema, quick],
  ];
  for (const [check, times] of run % 2 === 0 ? order : order.reverse()) times.push(time(check));
}
const taken = listings.filter((entry) => fastListing(entry) !== undefined).length;
const { p } = mannWhitneyU(alone, quick);
console.log(`${LISTINGS.toLocaleString('en')} listings, ${RUNS} interleaved runs each (Node ${process.version}):`);
console.log(`  schema alone           median ${median(alone).toFixed(1)} ms`);
console.log(`  quick check, schema    median ${median(quick).toFixed(1)} ms  (the quick check took ${taken} of ${LISTINGS})`);
console.log(`  ratio ${(median(alone) / median(quick)).toFixed(2)}x, Mann-Whitney p = ${p.toPrecision(2)}`);
