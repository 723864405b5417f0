/**
 * Build step: writes the static SEO pages (each listing's, in every language), sitemap.xml and robots.txt into shell/dist, so the
 * built site works on a plain static host too. The server makes the same files at start.
 * Usage: pnpm --filter server exec tsx src/seo/generate.ts (part of `pnpm build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from 'shared/i18n';
import { site } from 'shared/site';
import { readConfig } from '../config';
import { loadPublicListings } from '../listings-file';
import { privacySecret } from '../projection';
import { buildSeoFiles, seoPagesFolder, siteWithUrl } from './site-files';

const config = readConfig();
// The same public projection as the server's (same secret): the pages carry no exact point.
const listings = loadPublicListings(config.listingsFile, await privacySecret(config, console.warn));
const files = buildSeoFiles(listings, siteWithUrl(site, config.env));

// Pages of listings that were removed must not survive a rebuild.
for (const locale of LOCALES) fs.rmSync(path.join(config.shellDist, seoPagesFolder(locale)), { recursive: true, force: true });
for (const [urlPath, content] of files) {
  const target = path.join(config.shellDist, decodeURIComponent(urlPath));
  if (!target.startsWith(config.shellDist + path.sep)) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}
console.log(`SEO: ${listings.length} listings' pages in ${LOCALES.length} languages, sitemap.xml and robots.txt in ${config.shellDist}`);
