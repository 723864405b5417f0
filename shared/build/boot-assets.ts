/**
 * The host's start, as files: the chunks of its entry's own dynamic imports (its bootstrap) and
 * of every shared module those consume, followed through the shared modules' own consumes. The
 * build writes them to boot-assets.json; the server preloads them with a first view (shell/server/
 * first-view/preload.ts). Without that the start was a chain of round trips: each shared
 * module's chunks were asked for only once the one before had run.
 *
 * Only the chunks of the modules the host provides count (a consume's fallback chunks are loaded
 * only when no provider is registered, which the host never lacks).
 */
import fs from 'node:fs';
import type { Chunk, ChunkGroup, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

const resourceOf = (module: unknown): string | undefined => (module as { resource?: string } | undefined)?.resource;

export const BOOT_ASSETS_FILE = 'boot-assets.json';

export interface BootAssets {
  /** Script and stylesheet files, relative to the build's output folder, in the order of the start. */
  files: string[];
}

/** `consume shared module (default) react-dom/client@^19.3.1 (strict) …` → 'react-dom/client'. */
const SHARED_MODULE = /^(consume|provide) shared module \([^)]*\) (@?[^@]+)@/;

function sharedKey(identifier: string): { kind: 'consume' | 'provide'; key: string } | null {
  const match = SHARED_MODULE.exec(identifier);
  return match ? { kind: match[1] as 'consume' | 'provide', key: match[2] ?? '' } : null;
}

/** The files of the host's start, given the entry module's path. */
export function bootFiles(compilation: Compilation, entryResource: string): string[] {
  const groups = [...compilation.chunkGroups];
  const providedBy = new Map<string, ChunkGroup>();
  for (const group of groups) {
    for (const origin of group.origins) {
      const shared = origin.module ? sharedKey(origin.module.identifier()) : null;
      if (shared?.kind === 'provide') providedBy.set(shared.key, group);
    }
  }
  const consumedIn = (chunk: Chunk): string[] =>
    compilation.chunkGraph
      .getChunkModules(chunk)
      .map((module) => sharedKey(module.identifier()))
      .filter((shared) => shared?.kind === 'consume')
      .map((shared) => shared?.key ?? '');

  // The entry's imports in the order its source starts them, each followed by what it consumes.
  const source = fs.readFileSync(entryResource, 'utf8');
  const requestOf = (group: ChunkGroup) => group.origins.find((origin) => origin.request && resourceOf(origin.module) === entryResource)?.request;
  const position = (group: ChunkGroup) => source.indexOf(`'${requestOf(group) ?? ''}'`);
  const starts = groups.filter((group) => requestOf(group) !== undefined).sort((a, b) => position(a) - position(b));

  const seenKeys = new Set<string>();
  const files: string[] = [];
  const visit = (group: ChunkGroup) => {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
      for (const key of consumedIn(chunk)) {
        if (seenKeys.has(key)) continue;
        seenKeys.add(key);
        const provider = providedBy.get(key);
        if (provider) visit(provider);
      }
    }
  };
  starts.forEach(visit);
  return files;
}

/** Writes boot-assets.json for a host whose entry module is `entryResource`. */
export class BootAssetsPlugin implements RspackPluginInstance {
  constructor(private readonly entryResource: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets: BootAssets = { files: bootFiles(compilation, this.entryResource) };
          compilation.emitAsset(BOOT_ASSETS_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}
