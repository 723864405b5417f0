/** Where the production server finds everything, from the environment. */
import path from 'node:path';
import { REMOTE_NAMES } from 'shared/contracts';
import { ApproximatePricesError, readApproximatePrices, site, tileOrigin, type ApproximateRates, type SiteConfig } from 'shared/site';
import { readContactConfig, type ContactConfig } from './contact/config';
import { readNotifyConfig, type NotifyConfig } from './notify/config';

/** The hosts of the map's tile URLs (`https://{s}.tile.openstreetmap.org/...` → `https://*.tile.openstreetmap.org`). */
function tileHosts(): string[] {
  return site.mapTiles.map((layer) => tileOrigin(layer, 'subdomain').replace('//subdomain.', '//*.'));
}

/** A value in site.config.json the site cannot run with: the start stops with its message. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/**
 * The agency's approximate-price rates, checked before anything starts: a bad rate is the
 * agency's typo, and a page must never show a figure made from it.
 */
function approximatePrices(siteConfig: SiteConfig): ApproximateRates {
  try {
    return readApproximatePrices(siteConfig.approximatePrices);
  } catch (error) {
    if (error instanceof ApproximatePricesError) throw new SiteConfigError(`site.config.json: ${error.message}`);
    throw error;
  }
}

/** The start log's line about them: 'Approximate prices: en in USD (1 EUR = 1.08), de in CHF (1 EUR = 0.94), rates of 2026-11-01.' */
export function describeApproximatePrices(rates: ApproximateRates): string {
  const set = Object.entries(rates).filter((entry) => entry[1] !== undefined);
  if (set.length === 0) return 'Approximate prices: none (site.config.json sets no approximatePrices).';
  const languages = set.map(([locale, rate]) => `${locale} in ${rate.currency} (1 EUR = ${rate.perEuro})`).join(', ');
  return `Approximate prices: ${languages}, rates of ${set[0]![1].asOf}.`;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerConfig {
  port: number;
  host: string;
  repoRoot: string;
  shellDist: string;
  remoteDists: Record<string, string>;
  listingsFile: string;
  /** Folders answered under /assets/, in order. */
  assetDirs: string[];
  dataDir: string;
  /** `postgres://…`: the store is on PostgreSQL; unset, it is SQLite in DATA_DIR. */
  databaseUrl: string | undefined;
  /** A JSON file mapping remote names to manifest URLs; absent means the bundled remotes. */
  remotesFile: string | undefined;
  /** Map tile hosts and external photo hosts the Content-Security-Policy allows. */
  tileHosts: string[];
  imageHosts: string[];
  contact: ContactConfig;
  /** Inquiry e-mails: SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM (off without SMTP_URL). */
  notify: NotifyConfig;
  /** site.config.json's approximate-price rates, checked (the pages read the same file, bundled). */
  approximatePrices: ApproximateRates;
  /** The environment, for what is read from it at start (PRIVACY_SECRET, SITE_URL). */
  env: NodeJS.ProcessEnv;
}

/** The shell's build folder: SHELL_DIST, else shell/dist (its server-render build is its sibling dist-server). */
const shellDist = (env: NodeJS.ProcessEnv) => (env.SHELL_DIST ? path.resolve(process.cwd(), env.SHELL_DIST) : path.join(repoRoot, 'shell/dist'));

export function readConfig(env: NodeJS.ProcessEnv = process.env, siteConfig: SiteConfig = site): ServerConfig {
  const resolve = (value: string) => path.resolve(process.cwd(), value);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    repoRoot,
    // SHELL_DIST: another build of the shell (the bench serves its one-bundle build so).
    shellDist: shellDist(env),
    remoteDists: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(repoRoot, name, 'dist')])),
    listingsFile: env.LISTINGS_FILE
      ? resolve(env.LISTINGS_FILE)
      : path.join(repoRoot, 'sample-data/public/data/listings.json'),
    // Not sample-data/public: its listings file is the agency's, and only its projection is public.
    assetDirs: [path.join(repoRoot, 'sample-data/.generated'), path.join(shellDist(env), 'assets')],
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : path.join(repoRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    remotesFile: env.REMOTES_FILE ? resolve(env.REMOTES_FILE) : undefined,
    tileHosts: tileHosts(),
    imageHosts: site.imageHosts ?? [],
    contact: readContactConfig(env),
    notify: readNotifyConfig(env),
    approximatePrices: approximatePrices(siteConfig),
    env,
  };
}
