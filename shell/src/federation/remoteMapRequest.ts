/**
 * The remotes map for the first load. The server puts it into the page
 * (`<script type="application/json" id="remotes-map">`), which saves the round trip to
 * /remotes.json; a page without it starts that request from the entry, before the app's chunks
 * load. Every later read (a retry must see a redeploy) fetches /remotes.json again.
 */
export const REMOTES_MAP_URL = '/remotes.json';
/**
 * shared/contracts' REMOTES_MAP_ELEMENT_ID, which the server writes. This module runs in the
 * shell's entry, before federation has negotiated any shared module, so it cannot import it;
 * remoteMapRequest.test.ts checks the two are the same.
 */
export const REMOTES_MAP_ELEMENT_ID = 'remotes-map';

/** The map the server inlined, as a Response, or undefined when the page has none. */
export function inlineRemoteMap(doc: Document = document): Response | undefined {
  const text = doc.getElementById(REMOTES_MAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const fetchRemoteMap = () => fetch(REMOTES_MAP_URL, { cache: 'no-store' });

// Started as the entry runs in a browser; a server render (no document) never reads the map.
let firstRequest: Promise<Response> | undefined =
  typeof document === 'undefined' ? undefined : Promise.resolve(inlineRemoteMap() ?? fetchRemoteMap());
// Its reader reports a failure; until then (or if nothing reads it: a server render under a test's
// jsdom, where Node's fetch refuses the relative URL) it is no unhandled rejection.
firstRequest?.catch(() => undefined);

/** The inlined (or early) map the first time, a fresh request after. */
export function requestRemoteMap(): Promise<Response> {
  const request = firstRequest ?? fetchRemoteMap();
  firstRequest = undefined;
  return request;
}
