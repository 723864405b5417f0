/**
 * `pnpm listings:export`: prints every listing in the store as a SPEC-shaped listings file
 * (`{ "listings": [...] }`, the shape `pnpm listings:import` and LISTINGS_FILE take), exact
 * coordinates included; a listing that is not active (a draft, reserved, sold, withdrawn) has
 * `active: false`, and importing the file again keeps its status. Written listing by listing,
 * so 100,000 listings never make one string in memory.
 */
import { once } from 'node:events';
import { openToolStore } from './open-store';
import { safeJson } from './terminal';

if (process.argv.slice(2).some((arg) => arg !== '--')) {
  console.log('Usage: pnpm listings:export > listings.json');
  process.exit(process.argv.includes('--help') || process.argv.includes('-h') ? 0 : 1);
}

async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

const store = await openToolStore();
try {
  let first = true;
  await write('{\n  "listings": [');
  await store.readListings(async (batch) => {
    let text = '';
    for (const { listing } of batch) {
      text += `${first ? '' : ','}\n    ${safeJson(listing, 2).replace(/\n/g, '\n    ')}`;
      first = false;
    }
    await write(text);
  });
  await write(`${first ? '' : '\n  '}]\n}\n`);
} finally {
  await store.close();
}
