/** Where things are, and how the benchmark's browser is started. */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(repoRoot, 'bench/results');
export const sampleListingsFile = path.join(repoRoot, 'sample-data/public/data/listings.json');

export const APPS = ['shell', 'mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact'] as const;

/** The dist folder of an app: the shell is served at /, a remote at /remotes/{name}/. */
export const distOf = (app: string): string => path.join(repoRoot, app, 'dist');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work for Debian's Chromium here (ARCHITECTURE, Tests). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
