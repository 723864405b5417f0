/**
 * The remotes' server builds (`server/remote.cjs` beside each remote's mf-manifest.json, made by
 * shared/build), loaded at run time from where the remotes map says the remote is deployed: a
 * file of this server's (`/remotes/<name>/…` → the remote's dist folder) or a URL. Like the
 * browser's federation runtime, the build's shared singletons come from the host: its
 * `require('react')`, `require('shared/ui')`… are answered with the shell's server build's own
 * copies (`sharedModules`), so one React renders the page and the remote sees the shell's
 * router, bus and data service. A redeploy is picked up without a restart: a changed map, a
 * changed file (its modification time) or, for a URL, a new fetch once the held copy is a little
 * old. A build that is missing, cannot be fetched or throws while loading costs its regions their
 * server render only (their slots' fallbacks, rendered by the browser), with one log line per
 * deployed version.
 *
 * Why not a federation container for Node (`@module-federation/node`): see
 * docs/decisions/0001-server-render.md, "Decision: not a federation container for Node".
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { REMOTE_SERVER_FILE } from 'shared/federation';
import { manifestPreloads, type ManifestReader, type PageStylesheet, type RemoteManifest } from './preload';

/** A URL-deployed build is fetched again when the held copy is older than this. */
export const REMOTE_BUILD_MAX_AGE_MS = 10_000;
/** A remote that does not answer by then renders as its fallback (the browser loads it). */
export const REMOTE_FETCH_TIMEOUT_MS = 3_000;

type Shared = Readonly<Record<string, unknown>>;

interface LoadedBuild {
  /** Identifies the deployed version (the file and its time, or the URL and a hash of what it served). */
  version: string;
  /** Exposed components by exposed name ('ListingsPage'), or null when the build failed. */
  exposes: ReadonlyMap<string, unknown> | null;
  manifest: RemoteManifest | null;
  manifestUrl: string;
  shared: Shared;
  fetchedAt: number;
}

export interface RemoteRegions {
  /** Components by exposed module id ('mfe-listings/ListingsPage'). */
  exposed: Map<string, unknown>;
  /** The stylesheets of those modules (from the remotes' manifests), for the page's head. */
  styles: PageStylesheet[];
}

const nodeRequire = createRequire(import.meta.url);

/** Runs a CommonJS build whose `require` gets the shared modules (and Node's built-ins), nothing else. */
function evaluate(code: string, filename: string, shared: Shared): unknown {
  const module = { exports: {} as unknown };
  const requireShared = (request: string): unknown => {
    if (Object.hasOwn(shared, request)) return shared[request];
    if (isBuiltin(request)) return nodeRequire(request) as unknown;
    throw new Error(`it requires "${request}", which the shell does not share`);
  };
  const wrapper = vm.runInThisContext(Module.wrap(code), { filename }) as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, requireShared, module, filename, path.dirname(filename));
  return module.exports;
}

/** The build's `exposes` ({ './ListingsPage': component }) by exposed name. */
function exposesOf(exports: unknown): Map<string, unknown> {
  const exposes = (exports as { exposes?: unknown } | null)?.exposes;
  if (typeof exposes !== 'object' || exposes === null) throw new Error('it exports no `exposes`');
  const map = new Map<string, unknown>();
  for (const [key, component] of Object.entries(exposes)) {
    if (typeof component === 'function' || (typeof component === 'object' && component !== null)) map.set(key.replace(/^\.\//, ''), component);
  }
  return map;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

export class RemoteServerBuilds {
  private readonly held = new Map<string, LoadedBuild>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly remoteDists: Record<string, string>,
    private readonly manifests: ManifestReader,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * The components and stylesheets of `modules` (exposed module ids) as the remotes map places
   * them now, with `shared` as their singletons. A module whose build is unusable is left out.
   */
  async load(remoteMap: Record<string, unknown>, modules: readonly string[], shared: Shared): Promise<RemoteRegions> {
    const byRemote = new Map<string, string[]>();
    for (const module of modules) {
      const [remote = '', name = ''] = module.split('/');
      byRemote.set(remote, [...(byRemote.get(remote) ?? []), name]);
    }
    const regions: RemoteRegions = { exposed: new Map(), styles: [] };
    await Promise.all(
      [...byRemote].map(async ([remote, names]) => {
        const manifestUrl = Object.hasOwn(remoteMap, remote) ? remoteMap[remote] : undefined;
        if (typeof manifestUrl !== 'string') return;
        const build = await this.build(remote, manifestUrl, shared);
        if (!build.exposes) return;
        for (const name of names) {
          const component = build.exposes.get(name);
          if (component) regions.exposed.set(`${remote}/${name}`, component);
          else this.reportOnce(`${build.version}:${name}`, `[ssr] ${remote}'s server build has no ${name}: its region is rendered in the browser`);
        }
        if (build.manifest) regions.styles.push(...manifestPreloads(build.manifest, build.manifestUrl, names).styles);
      }),
    );
    return regions;
  }

  private async build(remote: string, manifestUrl: string, shared: Shared): Promise<LoadedBuild> {
    const held = this.held.get(remote);
    const local = /^\/remotes\/([^/]+)\/(.+)$/.exec(manifestUrl);
    if (local) {
      const dist = local[1] !== undefined && Object.hasOwn(this.remoteDists, local[1]) ? this.remoteDists[local[1]] : undefined;
      const file = dist ? path.join(dist, path.dirname(local[2] ?? ''), REMOTE_SERVER_FILE) : '';
      let version = `${file}:missing`;
      try {
        if (!dist || !file.startsWith(dist + path.sep)) throw new Error('not a remote this server has');
        version = `${file}:${fs.statSync(file).mtimeMs}`;
      } catch {
        // Reported below, once for this version.
      }
      if (held && held.version === version && held.manifestUrl === manifestUrl && held.shared === shared) return held;
      const build: LoadedBuild = { version, exposes: null, manifest: this.manifests.read(manifestUrl), manifestUrl, shared, fetchedAt: Date.now() };
      try {
        if (version.endsWith(':missing')) throw new Error(`there is none at ${file}`);
        build.exposes = exposesOf(evaluate(fs.readFileSync(file, 'utf8'), file, shared));
      } catch (error) {
        this.reportOnce(version, `[ssr] ${remote}'s server build cannot be used (${(error as Error).message}): its regions are rendered in the browser`);
      }
      this.held.set(remote, build);
      return build;
    }
    if (!/^https?:\/\//.test(manifestUrl)) {
      const build: LoadedBuild = { version: manifestUrl, exposes: null, manifest: null, manifestUrl, shared, fetchedAt: Date.now() };
      this.reportOnce(manifestUrl, `[ssr] ${remote} is at ${JSON.stringify(manifestUrl)}, which this server cannot load: its regions are rendered in the browser`);
      return build;
    }
    if (held && held.manifestUrl === manifestUrl && held.shared === shared && Date.now() - held.fetchedAt < REMOTE_BUILD_MAX_AGE_MS) return held;
    const url = new URL(REMOTE_SERVER_FILE, manifestUrl).href;
    const build: LoadedBuild = { version: url, exposes: null, manifest: null, manifestUrl, shared, fetchedAt: Date.now() };
    try {
      const [code, manifest] = await Promise.all([fetchText(url), fetchText(manifestUrl)]);
      build.version = `${url}:${createHash('sha256').update(code).update(manifest).digest('hex')}`;
      build.manifest = JSON.parse(manifest) as RemoteManifest;
      // The same version as held: keep its modules (no second copy of the remote's code).
      if (held?.version === build.version && held.shared === shared && held.exposes) build.exposes = held.exposes;
      else build.exposes = exposesOf(evaluate(code, url, shared));
    } catch (error) {
      this.reportOnce(build.version, `[ssr] ${remote}'s server build cannot be used (${(error as Error).message}): its regions are rendered in the browser`);
    }
    this.held.set(remote, build);
    return build;
  }

  private reportOnce(key: string, line: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.log(line);
  }
}
