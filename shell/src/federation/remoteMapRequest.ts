/**
 * The request for /remotes.json, started by the entry before the app's chunks load, so the
 * remotes' manifests can be fetched as soon as the app starts instead of one round trip later.
 */
export const REMOTES_MAP_URL = '/remotes.json';

let firstRequest: Promise<Response> | undefined = fetch(REMOTES_MAP_URL, { cache: 'no-store' });

/** The early request the first time, a fresh one after (a retry must see a redeploy). */
export function requestRemoteMap(): Promise<Response> {
  const request = firstRequest ?? fetch(REMOTES_MAP_URL, { cache: 'no-store' });
  firstRequest = undefined;
  return request;
}
