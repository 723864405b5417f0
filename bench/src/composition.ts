/** What the JS a route loads is made of, per npm package or workspace folder, from the source maps. */
import fs from 'node:fs';
import path from 'node:path';
import { distOf } from './paths';
import { charactersByOwner, type RawSourceMap } from './sourcemap';

const byFile = new Map<string, Map<string, number> | null>();

/** Share of each owner in one built file (fractions summing to 1), or null without a source map. */
export function ownerShares(app: string, file: string): Map<string, number> | null {
  const local = path.join(distOf(app), file);
  if (byFile.has(local)) return byFile.get(local) ?? null;
  let shares: Map<string, number> | null = null;
  try {
    const code = fs.readFileSync(local, 'utf8');
    const map = JSON.parse(fs.readFileSync(`${local}.map`, 'utf8')) as RawSourceMap;
    const characters = charactersByOwner(map, code);
    const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
    if (total > 0) shares = new Map([...characters].map(([owner, count]) => [owner, count / total]));
  } catch {
    // No source map (or not a local file): the file is reported whole.
  }
  byFile.set(local, shares);
  return shares;
}

/** Adds `bytes` of a file to `totals`, split by its owners' shares. */
export function addComposition(totals: Map<string, number>, shares: Map<string, number> | null, bytes: number, fallback: string): void {
  if (!shares) {
    totals.set(fallback, (totals.get(fallback) ?? 0) + bytes);
    return;
  }
  for (const [owner, share] of shares) totals.set(owner, (totals.get(owner) ?? 0) + share * bytes);
}
