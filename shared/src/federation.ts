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
 * written by shared/build, loaded by the shell's server (shell/server/ssr/remotes.ts).
 */
export const REMOTE_SERVER_FILE = 'server/remote.cjs';

export const sharedPackageVersion = sharedPackage.version;

export const federationShared = {
  react: { singleton: true, requiredVersion: reactRange },
  'react/': { singleton: true, requiredVersion: reactRange },
  'react-dom': { singleton: true, requiredVersion: reactRange },
  'react-dom/': { singleton: true, requiredVersion: reactRange },
  ...Object.fromEntries(
    runtimeEntryPoints().map((entry) => [
      entry,
      { singleton: true, version: sharedPackage.version, requiredVersion: `^${major}.${minor}.0` },
    ]),
  ),
};

/**
 * The shared package's runtime entry points (`shared/bus`, `shared/ui`, ...), read from its
 * `exports`. Build-time entries and stylesheets are not shared modules.
 */
function runtimeEntryPoints(): string[] {
  const buildOnly = new Set(['./build', './federation', './package.json', './dev-host', './testing', './testing/routes', './router-server']);
  return Object.keys(sharedPackage.exports)
    .filter((key) => !buildOnly.has(key) && !key.endsWith('.css'))
    .map((key) => `shared/${key.slice(2)}`);
}
