/**
 * The one-bundle build's fetch ahead of the next code (what the federated build's
 * shell/src/prefetch/nextCode.ts fetches from the remotes' manifests): the chunks of the modules
 * the four actions open, lazy ones too. This module is a chunk of its own, loaded by `preloadRemote`
 * (./runtime.ts) once the page has settled; the imports' `webpackPrefetch` makes the bundler's
 * runtime add `<link rel="prefetch">` for their chunks as it loads, without running them. They
 * are never called.
 */
export const NEXT_CHUNKS = [
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-detail.DetailPreview" */ '../../mfe-detail/src/DetailPreview'),
  () => import(/* webpackPrefetch: true */ '../../mfe-detail/src/preview/ImagePreview'),
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-listings.FilterStrip" */ '../../mfe-listings/src/FilterStrip'),
  () => import(/* webpackPrefetch: true */ '../../mfe-listings/src/filters/FilterDialog'),
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-contact.ContactSheet" */ '../../mfe-contact/src/ContactSheet'),
  () => import(/* webpackPrefetch: true, webpackChunkName: "one-bundle.mfe-map.MapPanel" */ '../../mfe-map/src/MapPanel'),
] as const;
