/** A remote's federation manifest (`/remotes/<name>/mf-manifest.json`), as the shell and the server read it. */
import type { Page } from '@playwright/test';

type Assets = Record<'js' | 'css', { sync: string[]; async: string[] }>;

export interface RemoteManifest {
  exposes: { name: string; assets: Assets }[];
  /** The remote's own copy of each shared module (its fallback, for a host that does not provide it), with its chunks. */
  shared: { name: string; assets: Assets }[];
  sharedFallbackChunks: { file: string; shared: string[] }[];
}

export async function remoteManifest(page: Page, remote: string): Promise<RemoteManifest> {
  return (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as RemoteManifest;
}

/**
 * The addresses of the scripts that hold only a remote's own copies of shared modules: listed for
 * its shared modules and for none of its exposed modules. Fetched, they are code the shell already has.
 */
export function ownSharedCopies(remote: string, manifest: RemoteManifest): string[] {
  const exposed = new Set(manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
  const copies = new Set(manifest.shared.flatMap(({ assets }) => assets.js.sync).filter((file) => !exposed.has(file)));
  return [...copies].map((file) => `/remotes/${remote}/${file}`);
}
