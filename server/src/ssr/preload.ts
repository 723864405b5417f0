/**
 * Preload hints for a route: the remote entry and the exposed module's chunks named in the
 * remote's mf-manifest.json, and the listings data. Manifests are read from the remotes' dists
 * (for maps that point at this server) and read again whenever their file changes, so a redeploy
 * is picked up without a restart. A remote served from elsewhere gets only its manifest hint.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestExpose {
  name: string;
  path?: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

export interface RemoteManifest {
  /** The remote's name, which is also its build's `output.uniqueName`. */
  name?: string;
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

/** A stylesheet for the page's head. */
export interface PageStylesheet {
  href: string;
  /** For a remote's chunk: the name the remote's runtime knows that chunk by (see `chunkOfStylesheet`). */
  chunk?: string;
}

/**
 * The name a remote's runtime gives the chunk a stylesheet of its build belongs to,
 * `<uniqueName>:chunk-<id>`. Before linking a chunk's stylesheet the runtime looks for a link with
 * that name in `data-rspack` (or with its own absolute URL, which a root-relative link the server
 * wrote never is): a page linking it so is not given a second link, whose loading restyles the
 * whole page. The build names chunk stylesheets `<id>.<hash>.css` for this (shared/build/rspack-preset.ts).
 */
export function chunkOfStylesheet(remote: string | undefined, file: string): string | undefined {
  const id = /^([^/.]+)(?:\.[0-9a-f]+)?\.css$/.exec(file.slice(file.lastIndexOf('/') + 1))?.[1];
  return remote && id ? `${remote}:chunk-${id}` : undefined;
}

export interface PreloadTarget {
  /** Remote name, e.g. 'mfe-listings'. */
  remote: string;
  /** Exposed names without './', e.g. 'ListingsPage'. */
  exposes: readonly string[];
}

/** The URLs to preload for some exposes of one remote whose manifest is at `manifestUrl`. */
export function manifestPreloads(manifest: RemoteManifest, manifestUrl: string, exposes: readonly string[]) {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const scripts = [`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`];
  const styles = new Map<string, PageStylesheet>();
  for (const name of exposes) {
    const expose = manifest.exposes.find((candidate) => candidate.name === name || candidate.path === `./${name}`);
    if (!expose) continue;
    scripts.push(...expose.assets.js.sync.map((file) => base + file));
    for (const file of expose.assets.css.sync) {
      const chunk = chunkOfStylesheet(manifest.name, file);
      styles.set(base + file, chunk ? { href: base + file, chunk } : { href: base + file });
    }
  }
  return { scripts: [...new Set(scripts)], styles: [...styles.values()] };
}

/** One resource the app will ask for, to be fetched early: `<link rel="preload" as=… href=…>`. */
export interface PreloadHint {
  as: 'fetch' | 'script' | 'style';
  href: string;
}

/** Reads remotes' manifests from disk, each again only when its file changed. */
export class ManifestReader {
  private readonly cache = new Map<string, { mtimeMs: number; manifest: RemoteManifest | null }>();

  constructor(private readonly remoteDists: Record<string, string>) {}

  /** The manifest a map entry such as '/remotes/mfe-listings/mf-manifest.json' names, if this server has it. */
  read(manifestUrl: string): RemoteManifest | null {
    const local = /^\/remotes\/([^/]+)\/(.+)$/.exec(manifestUrl);
    const name = local?.[1] ?? '';
    // Own names only: a map naming 'constructor' must not reach Object.prototype.
    const dist = local && Object.hasOwn(this.remoteDists, name) ? this.remoteDists[name] : undefined;
    if (!local || !dist) return null;
    const file = path.join(dist, local[2] ?? '');
    if (!file.startsWith(dist + path.sep)) return null;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const held = this.cache.get(file);
    if (held && held.mtimeMs === mtimeMs) return held.manifest;
    let manifest: RemoteManifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
    } catch {
      // A broken manifest gets no hints; the runtime reports it when it loads the remote.
    }
    this.cache.set(file, { mtimeMs, manifest });
    return manifest;
  }
}

/** Every hint for a route that needs `targets`, given the current remotes map. */
export function routePreloads(
  reader: ManifestReader,
  remoteMap: Record<string, unknown>,
  targets: readonly PreloadTarget[],
  fetches: readonly string[],
): PreloadHint[] {
  const scripts: string[] = [];
  const styles: string[] = [];
  const manifestFetches: string[] = [];
  for (const target of targets) {
    const url = remoteMap[target.remote];
    if (typeof url !== 'string') continue;
    const manifest = reader.read(url);
    if (!manifest) continue;
    manifestFetches.push(url);
    const found = manifestPreloads(manifest, url, target.exposes);
    scripts.push(...found.scripts);
    styles.push(...found.styles.map((style) => style.href));
  }
  return [
    ...[...fetches, ...manifestFetches].map((href): PreloadHint => ({ as: 'fetch', href })),
    ...scripts.map((href): PreloadHint => ({ as: 'script', href })),
    ...styles.map((href): PreloadHint => ({ as: 'style', href })),
  ];
}
