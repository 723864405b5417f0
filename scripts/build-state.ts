/** Decides whether the production build is missing or older than the sources it is made from. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact', 'mfe-admin'];
const SKIP = new Set(['node_modules', 'dist', '.generated', 'server', 'test']);

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

export function isBuildStale(): boolean {
  const sharedInputs = Math.max(newestMtime(path.join(root, 'shared')), newestMtime(path.join(root, 'site.config.json')));
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
