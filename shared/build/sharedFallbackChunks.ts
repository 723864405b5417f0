/**
 * Which of a remote's lazy chunks only its own copies of shared modules load, written into its
 * federation manifest (`mf-manifest.json`, field FALLBACK_CHUNKS_FIELD).
 *
 * A remote bundles a copy of every shared module (`shared/ui` and the rest) as the fallback for
 * a host that does not provide it, e.g. the remote run alone. Those copies have lazy chunks of
 * their own (`shared/ui`'s select loads Mantine's combobox when first opened), and the manifest
 * lists them among each exposed module's async assets, beside the module's own lazy chunks (the
 * map's). The shell fetches an exposed module's async assets ahead of a tap
 * (shell/src/speed/nextCode.ts); with this list it leaves out the chunks of shared modules it
 * provides itself, which would never run (downloads a phone would make for nothing on the
 * listings page).
 */
import path from 'node:path';
import { rspack, type Compilation, type RspackPluginInstance } from '@rspack/core';
import { sharedEntryPoints } from '../src/federation';

const FALLBACK_CHUNKS_FIELD = 'sharedFallbackChunks';
const MANIFEST_FILE = 'mf-manifest.json';

/** A lazy chunk only the fallbacks of `shared` load: fetching it is wasted when the host provides them all. */
export interface FallbackChunk {
  file: string;
  shared: string[];
}

/**
 * A lazy chunk as the bundler sees it: its script files, and for each module that imports it,
 * where the module's importers lead: the shared module whose fallback it is part of, or null
 * where a chain of importers reaches the remote's own code (an entry, an exposed module).
 */
export interface LazyChunk {
  files: string[];
  importerRoots: (string | null)[];
}

/** The lazy chunks whose every importer belongs to shared modules' fallbacks, each with those shared modules. */
export function sharedFallbackChunks(lazyChunks: readonly LazyChunk[]): FallbackChunk[] {
  const result: FallbackChunk[] = [];
  for (const { files, importerRoots } of lazyChunks) {
    if (importerRoots.length === 0 || importerRoots.includes(null)) continue;
    const shared = [...new Set(importerRoots as string[])].sort();
    for (const file of files) result.push({ file, shared });
  }
  return result.sort((a, b) => a.file.localeCompare(b.file));
}

/** The shared modules' entry files, by the shared module each one is (`/…/shared/src/ui/index.ts` → `shared/ui`). */
function sharedEntryFiles(): Map<string, string> {
  const packageDir = path.join(__dirname, '..');
  return new Map(sharedEntryPoints().map(({ name, file }) => [path.join(packageDir, file), name]));
}

type Module = Parameters<Compilation['chunkGraph']['getModuleChunks']>[0];

/**
 * Where a module's importers lead: each chain of importers is followed up to a module nothing
 * imports. That is a shared module's entry file when the chain lies inside its fallback (the
 * shared module's own consumer is not a module that imports it), or else the remote's own code.
 */
function importerRoots(compilation: Compilation, start: Module, entries: Map<string, string>): (string | null)[] {
  const roots = new Set<string | null>();
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift() as Module;
    const id = module.identifier();
    if (seen.has(id)) continue;
    seen.add(id);
    const resource = (module as { resource?: string }).resource;
    const shared = resource === undefined ? undefined : entries.get(resource);
    if (shared !== undefined) {
      roots.add(shared);
      continue;
    }
    const importers = compilation.moduleGraph
      .getIncomingConnections(module)
      .map((connection) => connection.originModule)
      .filter((importer): importer is Module => importer !== null);
    if (importers.length === 0) roots.add(null);
    queue.push(...importers);
  }
  return [...roots];
}

const scripts = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));

/** Adds FALLBACK_CHUNKS_FIELD to the manifest the federation plugin has written (a remote's build). */
export const sharedFallbackChunksPlugin: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedFallbackChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin writes the manifest (at OPTIMIZE_TRANSFER).
        { name: 'SharedFallbackChunks', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) return;
          const entries = sharedEntryFiles();
          const lazyChunks: LazyChunk[] = [];
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) continue;
            const origins = [...chunk.groupsIterable].flatMap((group) => group.origins);
            lazyChunks.push({
              files: scripts(chunk.files),
              // An origin without a module (an entry's own start) is the remote's own code.
              importerRoots: origins.flatMap((origin) => (origin.module ? importerRoots(compilation, origin.module, entries) : [null])),
            });
          }
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          manifest[FALLBACK_CHUNKS_FIELD] = sharedFallbackChunks(lazyChunks);
          compilation.updateAsset(MANIFEST_FILE, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  },
};
