/**
 * The one-bundle build (`SITE_BUNDLE=one pnpm build`): the same site as one ordinary bundle, no
 * federation, so the bench can measure what federation itself costs (bench/README.md,
 * "Federation's cost"). The switch is at the module-loading seam only: the host's build aliases
 * the federation runtime to a stand-in that imports the remotes' exposed modules as lazy chunks
 * of its own (shell/one-bundle/), and its server-render build holds the remotes' components
 * itself. The remotes still build as usual; the one-bundle shell never loads them.
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';

export type SiteBundle = 'federated' | 'one';

/** Which build SITE_BUNDLE asks for: `one`, or the federated site (unset, empty or `federated`). */
export function siteBundle(env: NodeJS.ProcessEnv = process.env): SiteBundle {
  const value = env.SITE_BUNDLE;
  if (value === undefined || value === '' || value === 'federated') return 'federated';
  if (value === 'one') return 'one';
  throw new Error(`SITE_BUNDLE is "one" or "federated" (the default), not ${JSON.stringify(value)}`);
}

/** What the host gives for its one-bundle build (paths relative to the app's folder). */
export interface OneBundleOptions {
  /** The stand-in for `@module-federation/enhanced/runtime` (shell/one-bundle/runtime.ts). */
  runtime: string;
  /** Server-render modules swapped in the one-bundle build: the host's bundled components, the remotes' own server swaps. */
  serverReplacements: { request: RegExp; with: string }[];
  /** As AppOptions.runAhead, for modules of the remotes now in the host's bundle (chunk names or lazy imports' requests). */
  runAhead: readonly string[];
}

/** The file listing each bundled exposed module's files, beside index.html (read by the server). */
export const BUNDLED_MODULES_FILE = 'one-bundle.json';

/** Exposed modules' chunks are named `one-bundle.<remote>.<module>` (shell/one-bundle/exposed.ts). */
const CHUNK_NAME = /^one-bundle\.([^.]+)\.([^.]+)$/;

/** The entry's lazy imports the start makes (shell/src/index.ts): their files are on every page already. */
const START_REQUESTS = new Set(['./bootstrap', 'shared/ui', 'shared/router', 'react-dom/client']);

/**
 * Writes BUNDLED_MODULES_FILE: per exposed module id (`mfe-listings/ListingsPage`), the script and
 * stylesheet files its chunk group needs beyond the start's, as a remote's mf-manifest.json lists
 * an exposed module's, so the server hints a route's modules and links their stylesheets the same way.
 */
export const bundledModulesFile: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundledModules', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BundledModules', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const atStart = new Set<string>();
        for (const group of compilation.chunkGroups) {
          if (!group.isInitial() && !group.origins.some((origin) => origin.request != null && START_REQUESTS.has(origin.request))) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) atStart.add(file);
        }
        const modules: Record<string, { js: string[]; css: string[] }> = {};
        for (const group of compilation.chunkGroups) {
          const match = group.name == null ? null : CHUNK_NAME.exec(group.name);
          if (!match) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !atStart.has(file));
          modules[`${match[1]}/${match[2]}`] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
        }
        compilation.emitAsset(BUNDLED_MODULES_FILE, new rspack.sources.RawSource(JSON.stringify({ modules })));
      });
    });
  },
};
