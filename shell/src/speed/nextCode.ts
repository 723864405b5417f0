/**
 * The code of what the page offers next, fetched without running it, so a tap does not wait for
 * its download: the contact sheet, the listing preview and the map (the phone's filter dialog is
 * in the page's markup: it has no code to wait for).
 * This module is its own chunk, loaded only once the page has settled (whenSettled.ts).
 *
 * - A remote: the federation runtime's `preloadRemote` reads its manifest and runs its small
 *   entry script, so the tap's `loadRemote` finds both in hand (the chunks below are listed from
 *   that same manifest: federation/plugins.ts readManifestsPlugin). Its asset filter refuses every
 *   chunk: the runtime would hint them with `<link rel="preload">`, which the browser fetches
 *   early and warns about when unused for a few seconds.
 * - The exposed modules' chunks and style sheets, lazy ones too, from the remote's manifest: `<link rel="prefetch">`, fetched at the
 *   lowest priority and kept without being evaluated.
 * - The shell's shared modules only overlays use: `loadShare` fetches a module's chunks and
 *   registers their factories without evaluating the module (as the start does, src/index.ts).
 * - The shell's own lazy chunk (the preview dialog's frame): the import below carries
 *   `webpackPrefetch`, so the runtime adds `<link rel="prefetch">` for its chunks when this
 *   chunk loads. It is never called here; `prefetchNextCode` returns it only to keep it in the
 *   build. (The phone's menu is no longer a lazy chunk: it is a `<dialog>` in the page.)
 */
import { getInstance, loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared/contracts';
import { inlineRemoteMap } from '../federation/remoteMapRequest';
import { manifestRead } from '../federation/plugins';

/** The remote modules the three overlays open, by remote, the likeliest first (the map is the largest). */
export const NEXT_REMOTE_MODULES: readonly { remote: RemoteName; exposes: string[] }[] = [
  { remote: 'mfe-detail', exposes: ['DetailPreview'] },
  { remote: 'mfe-contact', exposes: ['ContactSheet'] },
  { remote: 'mfe-map', exposes: ['MapPanel'] },
];

/** Shared modules the shell provides that only overlays use (`shared/contact`: the contact sheet's form). */
export const NEXT_SHARED = ['shared/ui-overlays', 'shared/notifications', 'shared/contact'] as const;

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface RemoteManifest {
  exposes?: { name: string; assets: ManifestAssets }[];
  shared?: { name: string; assets: ManifestAssets }[];
  /** Lazy chunks only the remote's own copies of these shared modules load (shared/build/sharedFallbackChunks.ts). */
  sharedFallbackChunks?: { file: string; shared: string[] }[];
}

/** The prefetch links' downloads, each settled when its link has loaded or failed. */
const downloads: Promise<void>[] = [];

/**
 * A stylesheet's content hash, from the name the builds give it (`<chunk id>.<contenthash>.css`,
 * shared/build/rspack-preset.ts); undefined for any other file.
 */
export function stylesheetContent(url: string): string | undefined {
  return /\.([0-9a-f]{8})\.css$/.exec(new URL(url, 'http://localhost').pathname)?.[1];
}

/**
 * The stylesheets' contents the page has or has asked for: the remotes that bring their own copy
 * of the shared UI's stylesheet (each its own lazy chunk, byte for byte the shell's) list it in
 * their manifests, and one copy per remote was fetched ahead, besides the one the page links.
 */
function stylesheetsInHand(): Set<string> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="prefetch"], link[rel="preload"]')];
  return new Set(links.map((link) => stylesheetContent(link.href)).filter((hash): hash is string => hash !== undefined));
}

/** `<link rel="prefetch">` for each URL not fetched yet: the browser fetches it at low priority and keeps it. */
function prefetch(urls: readonly string[]): void {
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  const styles = stylesheetsInHand();
  for (const url of urls) {
    if (fetched.has(url) || document.querySelector(`link[href="${CSS.escape(url)}"]`)) continue;
    const content = stylesheetContent(url);
    if (content !== undefined && styles.has(content)) continue;
    if (content !== undefined) styles.add(content);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    downloads.push(
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    document.head.append(link);
  }
}

const allAssets = ({ assets }: { assets: ManifestAssets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];

/**
 * Every chunk and style sheet of some exposed modules, lazy ones too, from the remote's manifest,
 * and those of the shared modules the remote brings that the shell does not provide (the shell
 * provides every one it was built with; a remote built against a newer `shared` may bring more):
 * the share scope takes those from a remote, so the tap would fetch them.
 * Not the lazy chunks of the remote's copies of shared modules the shell provides: those never run.
 */
export async function prefetchFromManifest(manifestUrl: string, exposes: readonly string[], shellShared: ReadonlySet<string>): Promise<void> {
  // The runtime has read it for preloadRemote just before: asked again, it would be a second request.
  let manifest = manifestRead(manifestUrl) as RemoteManifest | undefined;
  let base = new URL('.', manifestUrl);
  if (!manifest) {
    const response = await fetch(manifestUrl);
    if (!response.ok) return;
    manifest = (await response.json()) as RemoteManifest;
    base = new URL('.', response.url);
  }
  const fallbacks = Array.isArray(manifest.sharedFallbackChunks) ? manifest.sharedFallbackChunks : [];
  const neverRun = new Set(
    fallbacks
      .filter((chunk) => typeof chunk?.file === 'string' && Array.isArray(chunk.shared) && chunk.shared.every((name) => shellShared.has(name)))
      .map((chunk) => chunk.file),
  );
  const urls = [
    ...(manifest.exposes ?? []).filter((expose) => exposes.includes(expose.name)).flatMap(allAssets),
    ...(manifest.shared ?? []).filter((shared) => !shellShared.has(shared.name)).flatMap(allAssets),
  ]
    .filter((file) => !neverRun.has(file))
    .map((file) => new URL(file, base).href);
  prefetch(urls);
}

/** Never called (see above); the import's `webpackPrefetch` is what it is here for. */
const SHELL_CHUNKS = [
  () => import(/* webpackPrefetch: true */ '../preview/PreviewFrame'),
] as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the code, one step per task, and resolves once every download has ended (the code
 * run ahead waits for it: shell/src/speed/runAhead.ts). A failure only means the tap fetches it as before.
 */
export async function prefetchNextCode(): Promise<typeof SHELL_CHUNKS> {
  for (const name of NEXT_SHARED) {
    await nextTask();
    loadShare(name).catch(() => undefined);
  }
  const map = ((await inlineRemoteMap()?.json().catch(() => null)) ?? {}) as Partial<Record<RemoteName, unknown>>;
  const instance = getInstance();
  const shellShared = new Set(Object.keys(instance?.options.shared ?? {}));
  for (const { remote, exposes } of NEXT_REMOTE_MODULES) {
    await nextTask();
    // A remote missing from the map is refused here and, as before, by its slot when tapped.
    await preloadRemote([{ nameOrAlias: remote, exposes, filter: () => false }]).catch(() => undefined);
    const manifestUrl = Object.hasOwn(map, remote) ? map[remote] : undefined;
    // Only a remote the runtime loads from its manifest (the one-bundle build registers none: its
    // preloadRemote fetched the bundle's own chunks ahead).
    const registered = instance?.options.remotes.some((each) => each.name === remote) ?? false;
    if (typeof manifestUrl === 'string' && registered) await prefetchFromManifest(new URL(manifestUrl, location.href).href, exposes, shellShared).catch(() => undefined);
  }
  await Promise.all(downloads);
  return SHELL_CHUNKS;
}
