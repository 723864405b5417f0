/**
 * The one-bundle build's fetch ahead of the next code (what the federated build's
 * shell/src/speed/nextCode.ts fetches from the remotes' manifests): the chunks of the modules
 * the preview, the contact sheet and the map open, lazy ones too (the filter dialog is in the
 * page). This module is a chunk of its own, loaded by `preloadRemote`
 * (./runtime.ts) once the page has settled; the imports' `webpackPrefetch` makes the bundler's
 * runtime add `<link rel="prefetch">` for their chunks as it loads, without running them. They
 * are never called.
 */
export const NEXT_CHUNKS = [
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-detail.DetailPreview" */ '../../mfe-detail/src/DetailPreview'),
  () => import(/* webpackPrefetch: true */ '../../mfe-detail/src/preview/ImagePreview'),
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-contact.ContactSheet" */ '../../mfe-contact/src/ContactSheet'),
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-map.MapPanel" */ '../../mfe-map/src/MapPanel'),
] as const;
