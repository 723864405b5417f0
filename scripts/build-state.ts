/** Decides whether the production build is missing or older than the sources it is made from. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact', 'mfe-admin'];
const SKIP = new Set(['node_modules', 'dist', '.generated', 'test']);

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The compiled production server (server/rspack.config.ts): what `pnpm start` runs. */
export const SERVER_BUNDLE = path.join(root, 'server/dist/main.mjs');

/**
 * The compiled server is missing or older than its sources (the server's, its build config and
 * the shared package's): a change of the server's code alone rebuilds only it (ensure-build.ts).
 */
export function isServerStale(sharedInputs = sharedInputsMtime()): boolean {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const inputs = Math.max(sharedInputs, newestMtime(path.join(root, 'server/src')), newestMtime(path.join(root, 'server/rspack.config.ts')));
  return inputs > fs.statSync(SERVER_BUNDLE).mtimeMs;
}

function sharedInputsMtime(): number {
  return Math.max(newestMtime(path.join(root, 'shared')), newestMtime(path.join(root, 'site.config.json')));
}

/** The apps' builds or the photos are missing or older than their sources (the compiled server: isServerStale). */
export function isBuildStale(): boolean {
  const sharedInputs = sharedInputsMtime();
  const imagesMissing = !fs.existsSync(path.join(root, 'sample-data/.generated/images'));
  return (
    imagesMissing ||
    APPS.some((app) => {
      const built = path.join(root, app, 'dist/index.html');
      if (!fs.existsSync(built)) return true;
      const inputs = Math.max(sharedInputs, newestMtime(path.join(root, app)));
      return inputs > fs.statSync(built).mtimeMs;
    })
  );
}
