/**
 * The one shared-dependency map every rspack config imports (ARCHITECTURE rule 3).
 * Singletons are exactly React, ReactDOM and the shared package's runtime entry points;
 * Mantine, the router and RxJS reach remotes only through the shared package's facades.
 */
import sharedPackage from '../package.json';
import reactPackage from 'react/package.json';

const [major, minor] = sharedPackage.version.split('.');
const reactRange = `^${reactPackage.version}`;

/**
 * Where a remote's server build is, relative to its mf-manifest.json (in its deployed folder):
 * written by shared/build, loaded by the shell's server (server/src/ssr/remotes.ts).
 */
export const REMOTE_SERVER_FILE = 'server/remote.cjs';

export const sharedPackageVersion = sharedPackage.version;

export const federationShared = {
  react: { singleton: true, requiredVersion: reactRange },
  'react/': { singleton: true, requiredVersion: reactRange },
  'react-dom': { singleton: true, requiredVersion: reactRange },
  'react-dom/': { singleton: true, requiredVersion: reactRange },
  ...Object.fromEntries(
    sharedEntryPoints().map(({ name }) => [
      name,
      { singleton: true, version: sharedPackage.version, requiredVersion: `^${major}.${minor}.0` },
    ]),
  ),
};

/**
 * The shared package's runtime entry points, each a shared module (`shared/bus`, `shared/ui`,
 * ...) and its file relative to the package (`./src/ui/index.ts`), read from its `exports`.
 * Build-time entries and stylesheets are not shared modules.
 */
export function sharedEntryPoints(): { name: string; file: string }[] {
  // Build-time and server-only entries; `./listings/rules` is the React-free part of `./listings`
  // for the server, whose browser copy already travels inside the shared `shared/listings`.
  const notShared = new Set(['./build', './build/lingui-config', './federation', './package.json', './dev-host', './testing', './testing/routes', './router-server', './listings/rules']);
  return Object.entries(sharedPackage.exports as Record<string, string>)
    .filter(([key]) => !notShared.has(key) && !key.endsWith('.css'))
    .map(([key, file]) => ({ name: `shared/${key.slice(2)}`, file }));
}
