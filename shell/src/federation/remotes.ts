/**
 * Remote locations are data (ARCHITECTURE rule 6): the shell is built without remote URLs
 * and reads `/remotes.json` (remote name → manifest URL) when it starts.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from 'shared/contracts';
import { linkedStylesheetsPlugin, quietFailurePlugin, readManifestsPlugin, retryPlugin } from './plugins';
import { REMOTES_MAP_URL, requestRemoteMap } from './remoteMapRequest';

export type RemoteMap = Partial<Record<RemoteName, string>>;


async function readRemoteMap(): Promise<RemoteMap> {
  try {
    const response = await requestRemoteMap();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteMap;
  } catch (error) {
    // Without the map no remote can load; each slot then shows its own fallback.
    console.error(`[federation] ${REMOTES_MAP_URL} could not be read`, error);
    return {};
  }
}

function register(map: RemoteMap, names: readonly string[]): void {
  const remotes = REMOTE_NAMES.filter((name) => names.includes(name)).flatMap((name) => {
    const entry = map[name];
    return typeof entry === 'string' ? [{ name, entry: new URL(entry, location.href).href }] : [];
  });
  registerRemotes(remotes, { force: true });
}

/** At start: install the runtime plugins and register every remote the map names. */
export async function registerRemotesFromMap(): Promise<void> {
  registerPlugins([retryPlugin(), quietFailurePlugin(), linkedStylesheetsPlugin(), readManifestsPlugin()]);
  register(await readRemoteMap(), REMOTE_NAMES);
}

/** Before a retry: read the map again (the remote may have moved) and reset that remote. */
export async function reRegisterRemote(name: string): Promise<void> {
  register(await readRemoteMap(), [name]);
}
